import type { NotificationEvent } from '@driftwatch/contract';

/** Names people read for the stored event ids, the Add Alert dialog's and the older display names. */
const eventLabels: Record<NotificationEvent, string> = {
  drift_detected: 'Drift detected',
  scan_completed: 'Scan completed',
  scan_failed: 'Scan failed',
  driftDetected: 'Drift detected',
  resolved: 'Issue resolved',
  criticalDrift: 'Critical drift',
  scanCompleted: 'Scan completed',
  scanFailed: 'Scan failed',
};

function isKnownEvent(event: string): event is NotificationEvent {
  return Object.hasOwn(eventLabels, event);
}

export function eventLabel(event: string): string {
  return isKnownEvent(event) ? eventLabels[event] : event.replaceAll('_', ' ');
}

/** A channel's events as one line; two ids with the same name (drift_detected, driftDetected) show once. */
export function eventListLabel(events: readonly string[]): string {
  return [...new Set(events.map(eventLabel))].join(', ');
}
