const FREE_MAIL_PROVIDERS = new Set(['gmail', 'googlemail', 'outlook', 'hotmail', 'live', 'yahoo']);
/** Second-level labels under a country code ("acme.co.uk"): the company is the label before them. */
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

export const FALLBACK_TEAM_NAME = 'Acme Documentation Team';

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function companyLabel(domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  if (labels.length < 2) return labels[0];
  const secondLast = labels[labels.length - 2];
  if (labels.length >= 3 && secondLast && GENERIC_SECOND_LEVEL.has(secondLast))
    return labels[labels.length - 3];
  return secondLast;
}

/**
 * The suggestion: the capitalized company part of the email domain plus " Team"; for free mail
 * domains the first name plus "s Team"; without a user name, "Acme Documentation Team".
 */
export function suggestTeamName(name: string | undefined, email: string | undefined): string {
  const domain = email?.split('@')[1];
  const company = domain ? companyLabel(domain) : undefined;
  if (company && !FREE_MAIL_PROVIDERS.has(company)) return `${capitalize(company)} Team`;
  const firstName = name?.trim().split(/\s+/)[0];
  if (firstName) return `${capitalize(firstName)}s Team`;
  return FALLBACK_TEAM_NAME;
}
