import { describe, expect, it } from 'vitest';
import { eventLabel, eventListLabel } from './event-labels';

describe('event labels', () => {
  it('names the dialog ids and the display ids in words', () => {
    expect(eventLabel('drift_detected')).toBe('Drift detected');
    expect(eventLabel('criticalDrift')).toBe('Critical drift');
    expect(eventLabel('some_new_event')).toBe('some new event');
  });
  it('lists each name once', () => {
    expect(eventListLabel(['drift_detected', 'driftDetected', 'scan_failed'])).toBe(
      'Drift detected, Scan failed',
    );
  });
});
