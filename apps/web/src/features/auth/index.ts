// Public surface of the auth feature for the shell and other features.

export { signIn } from './api/sign-in';
export { signUp } from './api/sign-up';
export { AuthCard } from './components/auth-card';
export { CheckEmailView } from './components/check-email-view';
export { sessionKeys } from './hooks/session-query-keys';
export { useAuthToken } from './hooks/use-auth-token';
export { useCompleteSignIn } from './hooks/use-complete-sign-in';
export { useRefreshSession } from './hooks/use-refresh-session';
export { type Session, useSession } from './hooks/use-session';
export { isSigningOut, useSignOut } from './hooks/use-sign-out';
export { canAccessBilling, canManageBilling, canManageTeam, canOpenTeamsPage } from './lib/permissions';
