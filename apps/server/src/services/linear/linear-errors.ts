import { requestFailed } from '../../http/app-error.js';

/** The spec's words for pushing without a Linear connection. */
export function linearNotConnected() {
  return requestFailed('linear_not_connected', 'Please connect your Linear integration first', 409);
}

export function linearTokenRevoked() {
  return requestFailed(
    'linear_token_revoked',
    'Linear no longer accepts the connection. Connect Linear again on the Integrations page.',
    409,
  );
}
