import { Gitlab } from '@gitbeaker/rest';

export type GitlabClient = InstanceType<typeof Gitlab<false>>;

/**
 * gitbeaker pointed at GitLab.com or a self-managed instance. Personal, group and project access
 * tokens work as bearer tokens like OAuth tokens, so one kind of client serves both connections.
 */
export function createGitlabClient(baseUrl: string, token: string): GitlabClient {
  return new Gitlab({ host: baseUrl, oauthToken: token });
}
