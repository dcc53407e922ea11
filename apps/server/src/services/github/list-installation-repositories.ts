import type { NewCodeHostRepositoryRow } from '@driftwatch/db';
import type { App } from '@octokit/app';

export type InstallationRepository = Pick<
  NewCodeHostRepositoryRow,
  | 'externalId'
  | 'name'
  | 'fullName'
  | 'language'
  | 'description'
  | 'isPrivate'
  | 'defaultBranch'
  | 'cloneUrl'
  | 'webUrl'
>;

/** The fields Driftwatch keeps of GitHub's repository object (REST "repository" schema). */
interface GithubRepositoryPayload {
  id: number | bigint;
  name: string;
  full_name: string;
  private: boolean;
  description?: string | null;
  language?: string | null;
  default_branch?: string;
  clone_url?: string;
  html_url?: string;
}

function toInstallationRepository(repository: GithubRepositoryPayload): InstallationRepository {
  return {
    externalId: String(repository.id),
    name: repository.name,
    fullName: repository.full_name,
    language: repository.language ?? null,
    description: repository.description ?? null,
    isPrivate: repository.private,
    defaultBranch: repository.default_branch ?? 'main',
    cloneUrl: repository.clone_url ?? '',
    webUrl: repository.html_url ?? null,
  };
}

/** Every repository the installation may read, 100 per page. */
export async function listInstallationRepositories(
  app: App,
  installationId: number,
): Promise<InstallationRepository[]> {
  const octokit = await app.getInstallationOctokit(installationId);
  const all: InstallationRepository[] = [];
  for (let page = 1; ; page++) {
    const { data } = await octokit.request('GET /installation/repositories', { per_page: 100, page });
    all.push(...data.repositories.map(toInstallationRepository));
    if (data.repositories.length < 100 || all.length >= data.total_count) return all;
  }
}
