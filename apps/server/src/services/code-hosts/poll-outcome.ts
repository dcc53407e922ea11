/** What one poll of a code host queued: on-push scans and pull-request checks. */
export interface PollOutcome {
  scans: number;
  pullRequests: number;
}
