import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../server-context.js';
import { authRoutes } from './auth/auth-routes.js';
import { codeHostRoutes } from './code-hosts/code-host-routes.js';
import { confluenceRoutes } from './confluence/confluence-routes.js';
import { dashboardRoutes } from './dashboard/dashboard-routes.js';
import { docSourceChannelRoutes } from './doc-sources/doc-source-channel-routes.js';
import { docSourceRoutes } from './doc-sources/doc-source-routes.js';
import { driftIssueRoutes } from './drift-issues/drift-issue-routes.js';
import { feedbackRoutes } from './feedback/feedback-routes.js';
import { githubAppRoutes } from './integrations/github-app-routes.js';
import { integrationRoutes } from './integrations/integration-routes.js';
import { linearRoutes } from './integrations/linear-routes.js';
import { oauthFlowRoutes } from './integrations/oauth-flow-routes.js';
import { liveRoutes } from './live/live-routes.js';
import { notificationChannelRoutes } from './notification-channels/notification-channel-routes.js';
import { billingRoutes } from './plans/billing-routes.js';
import { plansRoutes } from './plans/plans-routes.js';
import { repositoryInspectRoutes } from './repositories/repository-inspect-routes.js';
import { repositoryRoutes } from './repositories/repository-routes.js';
import { scanRoutes } from './scans/scan-routes.js';
import { setupRoutes } from './setup/setup-routes.js';
import { invitationRoutes } from './teams/invitation-routes.js';
import { logoRoutes } from './teams/logo-routes.js';
import { teamsRoutes } from './teams/teams-routes.js';
import { userRoutes } from './user/user-routes.js';
import { bitbucketWebhookRoutes } from './webhooks/bitbucket-webhook-routes.js';
import { githubWebhookRoutes } from './webhooks/github-webhook-routes.js';
import { gitlabWebhookRoutes } from './webhooks/gitlab-webhook-routes.js';
import { linearWebhookRoutes } from './webhooks/linear-webhook-routes.js';
import { slackWebhookRoutes } from './webhooks/slack-webhook-routes.js';
import { stripeWebhookRoutes } from './webhooks/stripe-webhook-routes.js';

/** Every API route, by domain. */
export async function registerRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  for (const routes of [
    authRoutes,
    userRoutes,
    setupRoutes,
    teamsRoutes,
    plansRoutes,
    feedbackRoutes,
    repositoryRoutes,
    repositoryInspectRoutes,
    scanRoutes,
    notificationChannelRoutes,
    driftIssueRoutes,
    liveRoutes,
    invitationRoutes,
    logoRoutes,
    dashboardRoutes,
    integrationRoutes,
    oauthFlowRoutes,
    billingRoutes,
    stripeWebhookRoutes,
    slackWebhookRoutes,
    githubAppRoutes,
    githubWebhookRoutes,
    docSourceRoutes,
    docSourceChannelRoutes,
    linearRoutes,
    linearWebhookRoutes,
    codeHostRoutes,
    gitlabWebhookRoutes,
    confluenceRoutes,
    bitbucketWebhookRoutes,
  ])
    await app.register(routes, { context });
}
