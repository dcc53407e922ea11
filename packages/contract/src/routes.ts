/**
 * Every API path, in Fastify's `:param` form. Clients fill parameters with `pathFor`.
 */
export const routes = {
  auth: {
    signup: '/api/auth/signup',
    signin: '/api/auth/signin',
    signout: '/api/auth/signout',
    forgotPassword: '/api/auth/forgot-password',
    googleLogin: '/api/auth/google/login',
    googleCallback: '/api/auth/google/callback',
    providerConnect: '/api/auth/:provider/connect',
    setupPassword: '/api/setup-password',
    /** Not under /api: the link in emails, redirected to the web page below. */
    setupPasswordLink: '/setup-password',
    /** Consumes a sign-up's emailed confirmation token and creates the account. */
    verifyEmail: '/api/auth/verify-email',
    githubLogin: '/api/auth/github/login',
    /** POST, from the web page GitHub returns to; GET on the same path is an integration's connect return. */
    githubCallback: '/api/auth/github/callback',
    /** Public: which "Continue with ..." providers this server is configured for. */
    signInProviders: '/api/auth/providers',
  },
  user: {
    profile: '/api/user/profile',
    password: '/api/user/password',
    changePassword: '/api/user/change-password',
  },
  setup: {
    state: '/api/setup/state',
    advance: '/api/setup/advance',
  },
  plans: {
    list: '/api/plans',
    public: '/api/plans/public',
    current: '/api/plans/current',
    usage: '/api/plans/usage',
    feature: '/api/plans/features/:feature',
    members: '/api/plans/members',
    memberSeat: '/api/plans/members/:id/seat',
    subscribe: '/api/plans/subscribe',
    checkout: '/api/plans/checkout',
    seats: '/api/plans/seats',
    cancel: '/api/plans/cancel',
    portal: '/api/plans/portal',
    invoices: '/api/plans/invoices',
  },
  usage: {
    stats: '/api/usage/stats',
  },
  teams: {
    organizations: '/api/teams/organizations',
    organization: '/api/teams/organizations/:id',
    organizationStatus: '/api/teams/organizations/:id/status',
    invite: '/api/teams/organizations/:id/invite',
    member: '/api/teams/organizations/:id/members/:memberId',
    memberSeat: '/api/teams/organizations/:id/members/:memberId/seat',
    invitation: '/api/teams/invitations/:token',
    acceptInvitation: '/api/teams/invitations/accept',
    invitationOfOrganization: '/api/teams/organizations/:id/invitations/:invitationId',
    resendInvitation: '/api/teams/organizations/:id/invitations/:invitationId/resend',
    logo: '/api/teams/organizations/:id/logo',
    /** Public and immutable: the version is the logo's SHA-256, so an <img> can load it without a token. */
    logoFile: '/api/teams/organizations/:id/logo/:version',
    transitionOptions: '/api/teams/transition-options',
  },
  feedback: {
    submit: '/api/feedback',
    list: '/api/feedback',
    contexts: '/api/feedback/contexts',
    context: '/api/feedback/contexts/:id',
    stats: '/api/feedback/stats',
    byContext: '/api/feedback/context/:id',
  },
  repositories: {
    list: '/api/repositories',
    connect: '/api/repositories',
    connectSample: '/api/repositories/sample',
    availableChannels: '/api/repositories/available-channels',
    repository: '/api/repositories/:id',
    config: '/api/repositories/:id/config',
    scan: '/api/repositories/:id/scan',
    scans: '/api/repositories/:id/scans',
    suggestConfig: '/api/repositories/:id/config/suggest',
    detect: '/api/repositories/:id/detect',
    searchFolders: '/api/repositories/:id/search-folders',
    folders: '/api/repositories/:id/folders',
    alerts: '/api/repositories/:id/alerts',
    issueDiff: '/api/repositories/:id/issues/:issueId/diff',
    notificationChannels: '/api/repositories/:id/notification-channels',
    notificationChannel: '/api/repositories/:id/notification-channels/:channelId',
    testNotificationChannel: '/api/repositories/:id/notification-channels/:channelId/test',
    docSources: '/api/repositories/:id/doc-sources',
    docSource: '/api/repositories/:id/doc-sources/:sourceId',
  },
  scans: {
    scan: '/api/scans/:id',
  },
  driftIssues: {
    list: '/api/drift-issues',
    stats: '/api/drift-issues/stats',
    /** Open, created and resolved issues per day for the dashboard chart. */
    trend: '/api/drift-issues/trend',
    export: '/api/drift-issues/export',
    bulkStatus: '/api/drift-issues/bulk/status',
    issue: '/api/drift-issues/:id',
    status: '/api/drift-issues/:id/status',
    comments: '/api/drift-issues/:id/comments',
    /** Every change to the issue: detections, status changes, comments, alerts, tracker pushes. */
    activity: '/api/drift-issues/:id/activity',
    diff: '/api/drift-issues/:id/diff',
    structuredDiff: '/api/drift-issues/:id/structured-diff',
  },
  dashboard: {
    stats: '/api/dashboard/stats',
    activity: '/api/dashboard/activity',
    repositories: '/api/dashboard/repositories',
    notifications: '/api/dashboard/notifications',
  },
  live: {
    ticket: '/api/live/ticket',
    events: '/api/live/events',
  },
  integrations: {
    list: '/api/integrations',
    platform: '/api/integrations/platform/:platform',
    integration: '/api/integrations/:id',
    emailSetup: '/api/integrations/email/setup',
    /** Where slack, linear, notion and github send the browser back; answers with a redirect. */
    oauthCallback: '/api/auth/:provider/callback',
    /** The signed-out connect flow (the /oauth/{integration} screen). */
    oauthContinue: '/api/oauth/continue',
    oauthEmailCheck: '/api/oauth/email-check',
    oauthSignin: '/api/oauth/signin',
    oauthSignup: '/api/oauth/signup',
    /** Saves the GitHub App installation the /install/github page received (body installation_id, state). */
    githubAppInstallations: '/api/integrations/github/app/installations',
    githubAppInstalled: '/api/integrations/github/app/installed',
  },
  docSources: {
    list: '/api/doc-sources',
    create: '/api/doc-sources',
    source: '/api/doc-sources/:id',
    scan: '/api/doc-sources/:id/scan',
    repositories: '/api/doc-sources/:id/repositories',
    notificationChannels: '/api/doc-sources/:id/notification-channels',
    notificationChannel: '/api/doc-sources/:id/notification-channels/:channelId',
    /** The pages the organization's Notion integration can see, for the page pickers. */
    notionPages: '/api/integrations/notion/pages',
  },
  linear: {
    status: '/api/integrations/linear/status',
    oauthInitiate: '/api/integrations/linear/oauth/initiate',
    teams: '/api/integrations/linear/teams',
    projects: '/api/integrations/linear/projects',
    issues: '/api/integrations/linear/issues',
    /** `:id` is the drift issue whose Linear issue is read again. */
    issueSync: '/api/integrations/linear/issues/:id/sync',
  },
  docs: {
    openapi: '/api/openapi.json',
    reference: '/api/docs',
  },
  codeHosts: {
    /** Connects a code host (GitLab, Bitbucket) with an access token instead of OAuth. */
    tokenConnect: '/api/integrations/:host/token',
  },
  confluence: {
    /** Connects Confluence Cloud with an API token, the account's email and the site URL. */
    tokenConnect: '/api/integrations/confluence/token',
    spaces: '/api/integrations/confluence/spaces',
    pages: '/api/integrations/confluence/pages',
  },
} as const;

/** Web pages the server links to (emails, redirects). */
export const webPages = {
  passwordSetup: '/password-setup',
  googleCallback: '/auth/google/callback',
  githubCallback: '/auth/github/callback',
  setup: '/setup',
  dashboard: '/dashboard',
  signin: '/signin',
  /** Followed by the invitation token. */
  invite: '/invite/',
  integrations: '/integrations',
  /** Followed by the integration name: the connect screen for people not signed in. */
  oauthConnect: '/oauth/',
  /** Followed by the provider: the OAuth return handler page (/auth/slack, /auth/linear, ...). */
  oauthReturn: '/auth/',
  forgotPassword: '/forgot-password',
  /** The sign-up confirmation link: `?token=`. */
  verifyEmail: '/verify-email',
  billing: '/billing',
} as const;

/** Provider webhooks: not under /api, signed by the provider instead of a bearer token. */
export const webhookRoutes = {
  stripe: '/webhooks/stripe',
  /** Slack's Events API (Request URL of the Slack app's Event Subscriptions). */
  slack: '/webhooks/slack',
  github: '/webhooks/github',
  linear: '/webhooks/linear',
  gitlab: '/webhooks/gitlab',
  bitbucket: '/webhooks/bitbucket',
} as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** Fills `:param` segments: pathFor(routes.teams.organization, { id }) -> /api/teams/organizations/<id>. */
export function pathFor<Path extends string>(path: Path, params: Record<ParamNames<Path>, string>): string {
  const values: Record<string, string> = params;
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
