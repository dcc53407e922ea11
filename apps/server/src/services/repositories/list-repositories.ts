import type { AvailableRepository, RepositoryListResponse } from '@driftwatch/contract';
import { listCodeHostRepositories, listRepositories as listRepositoryRows } from '@driftwatch/db';
import { listSampleRepositories } from '@driftwatch/integrations';
import type { ServerContext } from '../../server-context.js';
import { listBitbucketRepositories } from '../code-hosts/bitbucket/list-bitbucket-repositories.js';
import { listGitlabProjects } from '../code-hosts/gitlab/list-gitlab-projects.js';
import { loadRepositoryViews } from './load-repository-views.js';
import { sampleExternalId } from './sample-location.js';

/** What can be connected: each provider's own list plus the samples that ship with Driftwatch. */
async function listAvailable(
  context: ServerContext,
  organizationId: string,
  connectedIds: Set<string>,
): Promise<AvailableRepository[]> {
  const available: AvailableRepository[] = [];
  for (const item of await listCodeHostRepositories(context.db, organizationId)) {
    if (connectedIds.has(`${item.provider}:${item.externalId}`)) continue;
    available.push({
      id: null,
      connected: false,
      provider: item.provider,
      externalId: item.externalId,
      name: item.name,
      fullName: item.fullName,
      url: item.webUrl ?? item.cloneUrl,
      defaultBranch: item.defaultBranch,
      language: item.language,
      description: item.description,
      isPrivate: item.isPrivate,
      sampleName: null,
    });
  }
  for (const provider of Object.values(context.providers)) {
    for (const item of await provider.listAvailableRepositories()) {
      if (connectedIds.has(`${provider.id}:${item.externalId}`)) continue;
      available.push({
        id: null,
        connected: false,
        provider: provider.id,
        externalId: item.externalId,
        name: item.name,
        fullName: item.fullName,
        url: item.url,
        defaultBranch: item.defaultBranch,
        language: item.language,
        description: item.description,
        isPrivate: item.isPrivate ?? false,
        sampleName: null,
      });
    }
  }
  for (const project of await listGitlabProjects(context, organizationId)) {
    if (!connectedIds.has(`gitlab:${project.externalId}`)) available.push(project);
  }
  for (const repository of await listBitbucketRepositories(context, organizationId)) {
    if (!connectedIds.has(`bitbucket:${repository.externalId}`)) available.push(repository);
  }
  for (const sample of await listSampleRepositories()) {
    if (connectedIds.has(`git:${sampleExternalId(sample.name)}`)) continue;
    available.push({
      id: null,
      connected: false,
      provider: 'git',
      externalId: sampleExternalId(sample.name),
      name: sample.name,
      fullName: sample.title,
      url: `sample:${sample.name}`,
      defaultBranch: 'main',
      language: null,
      description: sample.description,
      isPrivate: false,
      sampleName: sample.name,
    });
  }
  return available;
}

export async function listRepositories(
  context: ServerContext,
  { organizationId, connected }: { organizationId: string; connected: boolean | undefined },
): Promise<RepositoryListResponse> {
  const rows = await listRepositoryRows(context.db, organizationId);
  const views = connected === false ? [] : await loadRepositoryViews(context.db, organizationId, rows);
  const available =
    connected === true
      ? []
      : await listAvailable(
          context,
          organizationId,
          new Set(rows.map((row) => `${row.provider}:${row.externalId}`)),
        );
  return { repositories: [...views, ...available] };
}
