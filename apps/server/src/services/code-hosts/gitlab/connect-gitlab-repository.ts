import type { ConnectRepositoryResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../../server-context.js';
import type { ConnectRepositoryInput } from '../../repositories/connect-repository.js';
import { connectHostedRepository } from '../connect-hosted-repository.js';
import { createGitlabWebhook } from './create-gitlab-webhook.js';
import { findGitlabProject } from './find-gitlab-project.js';

/** Connects a GitLab project of the organization's GitLab connection, its facts read from GitLab. */
export async function connectGitlabRepository(
  context: ServerContext,
  input: Pick<ConnectRepositoryInput, 'scope' | 'repository'>,
): Promise<ConnectRepositoryResponse> {
  const project = await findGitlabProject(context, input.scope.organizationId, input.repository.externalId);
  const { client } = project.gitlab;
  return connectHostedRepository(context, input, {
    provider: 'gitlab',
    externalId: project.externalId,
    facts: {
      name: project.name,
      fullName: project.fullName,
      url: project.cloneUrl,
      webUrl: project.webUrl,
      defaultBranch: project.defaultBranch,
      language: null,
      description: project.description,
      isPrivate: project.isPrivate,
    },
    createWebhook: () => createGitlabWebhook(context, client, project.externalId),
    removeWebhook: (webhookId) => client.ProjectHooks.remove(project.externalId, Number(webhookId)),
    defaultBranchHead: async () =>
      (await client.Branches.show(project.externalId, project.defaultBranch)).commit.id,
  });
}
