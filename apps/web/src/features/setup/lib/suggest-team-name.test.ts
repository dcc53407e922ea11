import { describe, expect, it } from 'vitest';
import { FALLBACK_TEAM_NAME, suggestTeamName } from './suggest-team-name';

describe('suggestTeamName', () => {
  it('uses the capitalized company part of the email domain', () => {
    expect(suggestTeamName('Ada Lovelace', 'ada@acme.io')).toBe('Acme Team');
    expect(suggestTeamName('Ada', 'ada@mail.globex.com')).toBe('Globex Team');
    expect(suggestTeamName('Ada', 'ada@initech.co.uk')).toBe('Initech Team');
  });
  it('uses the first name plus "s Team" for free mail domains', () => {
    expect(suggestTeamName('Ada Lovelace', 'ada@gmail.com')).toBe('Adas Team');
    expect(suggestTeamName('grace hopper', 'grace@outlook.com')).toBe('Graces Team');
    expect(suggestTeamName('Linus', 'l@yahoo.com')).toBe('Linuss Team');
  });
  it('falls back to Acme Documentation Team without a user name', () => {
    expect(suggestTeamName('', 'someone@gmail.com')).toBe(FALLBACK_TEAM_NAME);
    expect(suggestTeamName(undefined, undefined)).toBe('Acme Documentation Team');
  });
});
