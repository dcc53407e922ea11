import { oauthReturnErrors, oauthReturnUnknownErrorMessage } from '@driftwatch/contract';

const messages = new Map<string, string>(Object.entries(oauthReturnErrors));

/** The message for a return's `?error=` code; codes the screen does not know get the general one. */
export function connectionFailedMessage(code: string): string {
  return messages.get(code) ?? oauthReturnUnknownErrorMessage;
}
