import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { RequireSetupComplete } from './guards/require-setup-complete';
import { SignedOutOnly } from './guards/signed-out-only';
import { AppAreaLayout } from './layouts/app-area-layout';
import { AppLoading } from './layouts/app-loading';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/** Paths that all show the OAuth landing: one per provider, two generic ones and the connect screen. */
const oauthCallbackPaths = [
  '/oauth-flow',
  '/oauth',
  '/auth/github',
  '/auth/gitlab',
  '/auth/bitbucket',
  '/auth/slack',
  '/auth/linear',
  '/auth/notion',
  '/oauth/:integration',
];

const oauthLanding = () =>
  import('../features/integrations/routes/integration-oauth-page').then((m) => ({
    Component: m.IntegrationOauthPage,
  }));

/** Every page of the app, public and signed in. Every screen is a lazy chunk. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: AppLoading,
      children: [
        {
          element: <SignedOutOnly />,
          children: [
            {
              index: true,
              lazy: () =>
                import('../features/landing/routes/landing-page').then((m) => ({ Component: m.LandingPage })),
            },
            {
              path: 'signin',
              lazy: () =>
                import('../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })),
            },
            {
              path: 'signup',
              lazy: () =>
                import('../features/auth/routes/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
            },
          ],
        },
        {
          path: 'forgot-password',
          lazy: () =>
            import('../features/auth/routes/forgot-password-page').then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
        },
        ...['password-setup', 'setup-password'].map((path) => ({
          path,
          lazy: () =>
            import('../features/auth/routes/password-setup-page').then((m) => ({
              Component: m.PasswordSetupPage,
            })),
        })),
        {
          path: 'verify-email',
          lazy: () =>
            import('../features/auth/routes/verify-email-page').then((m) => ({
              Component: m.VerifyEmailPage,
            })),
        },
        ...(['google', 'github'] as const).map((provider) => ({
          path: `auth/${provider}/callback`,
          lazy: () =>
            import('../features/auth/routes/provider-callback-page').then((m) => ({
              Component: m.providerCallbackPages[provider],
            })),
        })),
        ...oauthCallbackPaths.map((path) => ({ path, lazy: oauthLanding })),
        {
          path: 'invite/:token',
          lazy: () =>
            import('../features/teams/routes/invitation-page').then((m) => ({ Component: m.InvitationPage })),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: 'setup',
              lazy: () =>
                import('../features/setup/routes/setup-page').then((m) => ({ Component: m.SetupPage })),
            },
            {
              path: 'install/github',
              lazy: () =>
                import('../features/setup/routes/install-github-page').then((m) => ({
                  Component: m.InstallGithubPage,
                })),
            },
            {
              // Outside the setup guard: someone without an organization creates one (or sees the
              // invitations to join one) here, which is why the menu offers Teams to them.
              element: <AppAreaLayout />,
              children: [
                {
                  path: 'teams',
                  lazy: () =>
                    import('../features/teams/routes/teams-page').then((m) => ({ Component: m.TeamsPage })),
                },
              ],
            },
            {
              element: <RequireSetupComplete />,
              children: [
                {
                  element: <AppAreaLayout />,
                  children: [
                    ...['dashboard', 'drift-issues'].map((path) => ({
                      path,
                      lazy: () =>
                        import('../features/dashboard/routes/dashboard-page').then((m) => ({
                          Component: m.DashboardPage,
                        })),
                    })),
                    ...['dashboard/:issueId', 'drift-issues/:issueId'].map((path) => ({
                      path,
                      lazy: () =>
                        import('../features/drift-issues/routes/drift-issue-page').then((m) => ({
                          Component: m.DriftIssuePage,
                        })),
                    })),
                    {
                      path: 'integrations',
                      lazy: () =>
                        import('../features/integrations/routes/integrations-page').then((m) => ({
                          Component: m.IntegrationsPage,
                        })),
                    },
                    {
                      path: 'flows',
                      lazy: () =>
                        import('../features/flows/routes/flows-page').then((m) => ({
                          Component: m.FlowsPage,
                        })),
                    },
                    {
                      path: 'knowledge',
                      lazy: () =>
                        import('../features/knowledge/routes/knowledge-page').then((m) => ({
                          Component: m.KnowledgePage,
                        })),
                    },
                    {
                      path: 'repositories',
                      lazy: () =>
                        import('../features/repositories/routes/repositories-page').then((m) => ({
                          Component: m.RepositoriesPage,
                        })),
                    },
                    {
                      path: 'monitoring',
                      lazy: () =>
                        import('../features/monitoring/routes/monitoring-page').then((m) => ({
                          Component: m.MonitoringPage,
                        })),
                    },
                    {
                      path: 'billing',
                      lazy: () =>
                        import('../features/billing/routes/billing-page').then((m) => ({
                          Component: m.BillingPage,
                        })),
                    },
                    {
                      path: 'profile',
                      lazy: () =>
                        import('../features/profile/routes/profile-page').then((m) => ({
                          Component: m.ProfilePage,
                        })),
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: 'sources', element: <Navigate to="/monitoring" replace /> },
        { path: 'monitor', element: <Navigate to="/monitoring" replace /> },
        {
          path: '*',
          lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ]);
}
