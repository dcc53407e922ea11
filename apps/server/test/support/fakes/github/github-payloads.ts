import type { FakeGithubState, FakeInstallation, FakeRepository } from './fake-github-state.js';

/** GitHub's REST "repository" object, the fields clients read. */
export function repositoryJson(origin: string, repo: FakeRepository) {
  const fullName = `${repo.owner}/${repo.name}`;
  return {
    id: repo.id,
    node_id: `R_${repo.id}`,
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    owner: { login: repo.owner, id: 1, type: 'Organization' },
    html_url: `${origin}/${fullName}`,
    description: repo.description,
    fork: false,
    url: `${origin}/api/v3/repos/${fullName}`,
    clone_url: `${origin}/git/${fullName}.git`,
    language: repo.language,
    default_branch: repo.defaultBranch,
    visibility: repo.private ? 'private' : 'public',
  };
}

export function installationJson(origin: string, state: FakeGithubState, installation: FakeInstallation) {
  return {
    id: installation.id,
    account: {
      login: installation.account,
      id: installation.id + 1,
      type: 'Organization',
      avatar_url: `${origin}/avatars/${installation.account}`,
    },
    app_id: Number(state.appId),
    app_slug: state.slug,
    target_type: 'Organization',
    repository_selection: 'selected',
    permissions: {
      checks: 'write',
      contents: 'read',
      pull_requests: 'write',
      issues: 'write',
      metadata: 'read',
    },
    events: ['push', 'pull_request'],
  };
}

/** The `pull_request` event as GitHub sends it (opened, synchronize, reopened). */
export function pullRequestEvent(
  origin: string,
  state: FakeGithubState,
  input: {
    action: string;
    number: number;
    title: string;
    repo: FakeRepository;
    baseSha: string;
    headSha: string;
    head: string;
    base: string;
  },
) {
  const installation = [...state.installations.values()].find((i) => i.repositoryIds.includes(input.repo.id));
  const fullName = `${input.repo.owner}/${input.repo.name}`;
  return {
    action: input.action,
    number: input.number,
    pull_request: {
      number: input.number,
      title: input.title,
      state: 'open',
      html_url: `${origin}/${fullName}/pull/${input.number}`,
      head: { ref: input.head, sha: input.headSha, repo: repositoryJson(origin, input.repo) },
      base: { ref: input.base, sha: input.baseSha, repo: repositoryJson(origin, input.repo) },
    },
    repository: repositoryJson(origin, input.repo),
    installation: { id: installation?.id ?? 0, node_id: `I_${installation?.id ?? 0}` },
    sender: { login: 'octocat', id: 1, type: 'User' },
  };
}
