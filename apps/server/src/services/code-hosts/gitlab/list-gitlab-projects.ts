import type { AvailableRepository } from '@driftwatch/contract';
import { AccessLevel } from '@gitbeaker/rest';
import type { ServerContext } from '../../../server-context.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { gitlabStatus } from './gitlab-failure.js';
import { openGitlab } from './open-gitlab.js';

/**
 * The projects the organization's GitLab token can connect (maintainer or owner), most recently
 * active first. A GitLab that fails to answer lists nothing rather than failing the whole screen.
 */
export async function listGitlabProjects(
  context: ServerContext,
  organizationId: string,
): Promise<AvailableRepository[]> {
  const gitlab = await openGitlab(context, organizationId);
  if (!gitlab) return [];
  try {
    const projects = await gitlab.client.Projects.all({
      membership: true,
      // Maintainer: the least access that may add the project's webhook.
      minAccessLevel: AccessLevel.MAINTAINER,
      archived: false,
      orderBy: 'last_activity_at',
      pagination: 'offset',
      perPage: 100,
      maxPages: 5,
    });
    return projects.map((project) => ({
      id: null,
      connected: false,
      provider: 'gitlab',
      externalId: String(project.id),
      name: project.name,
      fullName: project.path_with_namespace,
      url: project.http_url_to_repo,
      defaultBranch: project.default_branch ?? null,
      language: null,
      description: project.description || null,
      isPrivate: project.visibility !== 'public',
      sampleName: null,
    }));
  } catch (error) {
    // A revoked or expired token shows as broken on the Integrations screen until GitLab is connected again.
    if (gitlabStatus(error) === 401) {
      await markIntegrationBroken(context, {
        organizationId,
        integrationId: gitlab.integrationId,
        reason: 'token_revoked',
      });
    } else {
      context.logger.warn({ err: error }, 'GitLab projects could not be listed');
    }
    return [];
  }
}
