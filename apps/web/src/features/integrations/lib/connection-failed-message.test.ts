import { describe, expect, it } from 'vitest';
import { connectionFailedMessage } from './connection-failed-message';

describe('connectionFailedMessage', () => {
  it('names what went wrong for each code the server returns', () => {
    expect(connectionFailedMessage('no_code')).toBe('OAuth authorization was cancelled or failed.');
    expect(connectionFailedMessage('invalid_state')).toBe('Security validation failed. Please try again.');
    expect(connectionFailedMessage('token_exchange_failed')).toBe(
      'Failed to exchange authorization code. Please try again.',
    );
    expect(connectionFailedMessage('user_info_failed')).toBe(
      'Failed to retrieve user information. Please try again.',
    );
    expect(connectionFailedMessage('save_integration_failed')).toBe(
      'Failed to save integration. Please try again.',
    );
  });

  it('falls back to the general message for an unknown code, including inherited object keys', () => {
    expect(connectionFailedMessage('access_denied')).toBe('Failed to connect integration. Please try again.');
    expect(connectionFailedMessage('toString')).toBe('Failed to connect integration. Please try again.');
  });
});
