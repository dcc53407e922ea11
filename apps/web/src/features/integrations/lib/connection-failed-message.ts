/** What each `?error=` code of a provider's return means to the person who tried to connect. */
const messages = new Map([
  ['no_code', 'OAuth authorization was cancelled or failed.'],
  ['invalid_state', 'Security validation failed. Please try again.'],
  ['token_exchange_failed', 'Failed to exchange authorization code. Please try again.'],
  ['user_info_failed', 'Failed to retrieve user information. Please try again.'],
  ['save_integration_failed', 'Failed to save integration. Please try again.'],
]);

export const CONNECTION_FAILED_TITLE = 'Connection Failed';

/** The message for a return's error code; codes the screen does not know get the general one. */
export function connectionFailedMessage(code: string): string {
  return messages.get(code) ?? 'Failed to connect integration. Please try again.';
}
