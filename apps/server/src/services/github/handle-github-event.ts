import {
  findInstallationOwner,
  findRepositoryByExternalId,
  type IntegrationRow,
  replaceCodeHostRepositories,
  revokeIntegration,
} from '@driftwatch/db';
import { markRepositoriesUnreachable } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import { queuePullRequestScan } from '../pull-requests/queue-pull-request-scan.js';
import { queueScan } from '../scans/queue-scan.js';
import { createGithubApp } from './create-github-app.js';
import {
  installationEventSchema,
  installationRepositoriesEventSchema,
  pullRequestEventSchema,
  pushEventSchema,
} from './github-event-payloads.js';
import { listInstallationRepositories } from './list-installation-repositories.js';

const checkedPullRequestActions = new Set(['opened', 'synchronize', 'reopened']);

async function connectionOf(
  context: ServerContext,
  installationId: number,
): Promise<IntegrationRow | undefined> {
  const row = await findInstallationOwner(context.db, 'github_app', String(installationId));
  return row?.status === 'connected' ? row : undefined;
}

async function onInstallation(context: ServerContext, payload: unknown): Promise<void> {
  const event = installationEventSchema.parse(payload);
  const integration = await connectionOf(context, event.installation.id);
  if (!integration) return;
  if (event.action === 'deleted' || event.action === 'suspend') {
    const account = event.installation.account?.login ?? integration.teamName ?? 'the GitHub account';
    const reason =
      event.action === 'deleted'
        ? `The Driftwatch GitHub App was uninstalled from ${account}. Install it again to scan this repository.`
        : `The Driftwatch GitHub App was suspended on ${account}. Unsuspend it to scan this repository.`;
    await markRepositoriesUnreachable(context.db, integration.organizationId, 'github', null, reason);
    if (event.action === 'deleted')
      await revokeIntegration(context.db, integration.organizationId, integration.id, reason);
    return;
  }
  await syncRepositories(context, integration, []);
}

/** The installation's list as GitHub has it now; repositories it dropped are marked unreachable. */
async function syncRepositories(context: ServerContext, integration: IntegrationRow, removed: string[]) {
  const config = context.config.githubApp;
  if (!config) return;
  const repositories = await listInstallationRepositories(
    createGithubApp(config),
    Number(integration.externalId),
  );
  await replaceCodeHostRepositories(
    context.db,
    { organizationId: integration.organizationId, integrationId: integration.id, provider: 'github' },
    repositories,
  );
  await markRepositoriesUnreachable(
    context.db,
    integration.organizationId,
    'github',
    removed,
    'This repository was removed from the Driftwatch GitHub App installation. Add it to the installation again to scan it.',
  );
}

async function onInstallationRepositories(context: ServerContext, payload: unknown): Promise<void> {
  const event = installationRepositoriesEventSchema.parse(payload);
  const integration = await connectionOf(context, event.installation.id);
  if (!integration) return;
  await syncRepositories(
    context,
    integration,
    event.repositories_removed.map((repository) => String(repository.id)),
  );
}

async function connectedRepository(
  context: ServerContext,
  installationId: number,
  githubRepositoryId: number,
) {
  const integration = await connectionOf(context, installationId);
  if (!integration) return undefined;
  const row = await findRepositoryByExternalId(
    context.db,
    integration.organizationId,
    'github',
    String(githubRepositoryId),
  );
  return row && row.status !== 'paused' ? row : undefined;
}

async function onPush(context: ServerContext, payload: unknown): Promise<void> {
  const event = pushEventSchema.parse(payload);
  if (event.deleted) return;
  const repository = await connectedRepository(context, event.installation.id, event.repository.id);
  if (!repository || event.ref !== `refs/heads/${repository.defaultBranch}`) return;
  if (repository.scanSchedule.type !== 'onPush') return;
  await queueScan(context, repository, { trigger: 'push', revision: event.after });
}

async function onPullRequest(context: ServerContext, payload: unknown): Promise<void> {
  const event = pullRequestEventSchema.parse(payload);
  if (!checkedPullRequestActions.has(event.action)) return;
  const repository = await connectedRepository(context, event.installation.id, event.repository.id);
  if (!repository) return;
  await queuePullRequestScan(context, repository, {
    number: event.number,
    url: event.pull_request.html_url,
    title: event.pull_request.title,
    baseSha: event.pull_request.base.sha,
    headSha: event.pull_request.head.sha,
  });
}

const handlers: Record<string, (context: ServerContext, payload: unknown) => Promise<void>> = {
  installation: onInstallation,
  installation_repositories: onInstallationRepositories,
  push: onPush,
  pull_request: onPullRequest,
};

/** Acts on one verified delivery; events Driftwatch does not use (ping, check_run, ...) are ignored. */
export async function handleGithubEvent(
  context: ServerContext,
  event: string,
  payload: unknown,
): Promise<void> {
  await handlers[event]?.(context, payload);
}
