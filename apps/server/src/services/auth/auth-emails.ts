import { routes, webPages } from '@driftwatch/contract';
import type { MailMessage } from '@driftwatch/integrations/email';

function link(publicUrl: string, pathname: string, token: string): string {
  return `${publicUrl}${pathname}?token=${encodeURIComponent(token)}`;
}

function greeting(name: string): string {
  return `Hi ${name},`;
}

const footer = 'The link works once and expires in 15 minutes. If you did not ask for it, ignore this email.';

export function signInLinkEmail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): MailMessage {
  const url = link(publicUrl, routes.auth.setupPasswordLink, token);
  return {
    to: to.email,
    subject: 'Your Driftwatch sign-in link',
    text: [
      greeting(to.name),
      '',
      'Open this link to sign in to Driftwatch and set your password:',
      url,
      '',
      footer,
    ].join('\n'),
  };
}

export function passwordSetupEmail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): MailMessage {
  const url = link(publicUrl, routes.auth.setupPasswordLink, token);
  return {
    to: to.email,
    subject: 'Set your Driftwatch password',
    text: [
      greeting(to.name),
      '',
      'Your account has no password yet. Open this link to set one:',
      url,
      '',
      footer,
    ].join('\n'),
  };
}

export function passwordResetEmail(
  to: { email: string; name: string },
  publicUrl: string,
  token: string,
): MailMessage {
  const url = link(publicUrl, webPages.passwordSetup, token);
  return {
    to: to.email,
    subject: 'Reset your Driftwatch password',
    text: [greeting(to.name), '', 'Open this link to choose a new password:', url, '', footer].join('\n'),
  };
}
