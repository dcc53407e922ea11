import { validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { gitlabStatus } from './gitlab-failure.js';
import { type OpenedGitlab, openGitlab } from './open-gitlab.js';

export interface GitlabProject {
  gitlab: OpenedGitlab;
  externalId: string;
  name: string;
  fullName: string;
  cloneUrl: string;
  webUrl: string;
  defaultBranch: string;
  description: string | null;
  isPrivate: boolean;
}

/**
 * The project as GitLab describes it to the organization's token: what is stored comes from GitLab,
 * not from the request, which names only the project id.
 */
export async function findGitlabProject(
  context: ServerContext,
  organizationId: string,
  externalId: string | undefined,
): Promise<GitlabProject> {
  const gitlab = await openGitlab(context, organizationId);
  if (!gitlab) {
    throw validationFailed([
      {
        path: 'provider',
        message: 'Connect GitLab first (Connect Git Provider on the Repositories screen).',
      },
    ]);
  }
  if (!externalId || !/^\d+$/.test(externalId)) {
    throw validationFailed([{ path: 'externalId', message: 'Give the GitLab project id.' }]);
  }
  try {
    const project = await gitlab.client.Projects.show(externalId);
    return {
      gitlab,
      externalId: String(project.id),
      name: project.name,
      fullName: project.path_with_namespace,
      cloneUrl: project.http_url_to_repo,
      webUrl: project.web_url,
      defaultBranch: project.default_branch || 'main',
      description: project.description || null,
      isPrivate: project.visibility !== 'public',
    };
  } catch (error) {
    if (gitlabStatus(error) === 404) {
      throw validationFailed([{ path: 'externalId', message: 'GitLab has no such project for this token.' }]);
    }
    throw error;
  }
}
