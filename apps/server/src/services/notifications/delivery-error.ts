/** What the delivery job should do about a failure. */
export interface DeliveryFailure {
  /** Another attempt may succeed (network, 5xx, rate limit). */
  retryable: boolean;
  /** The provider asked to wait this long (HTTP 429 Retry-After). */
  retryAfterSeconds?: number | undefined;
  /** Only a person can fix it (archived channel, removed webhook): shown on the channel. */
  showOnChannel?: boolean;
}

/** A failed delivery whose message is safe to show in the alert history and on the channel. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly failure: DeliveryFailure,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
