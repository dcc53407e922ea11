import { describe, expect, it } from 'vitest';
import { buildFeedbackPayload } from './build-feedback-payload';
import { contextForPath } from './context-for-path';
import { nextRating, ratingLabels } from './rating-labels';

describe('feedback helpers', () => {
  it('has five rating labels, worst to best', () => {
    expect(ratingLabels).toEqual(['Very Poor', 'Poor', 'Average', 'Good', 'Excellent']);
  });
  it('picking the same star again clears the rating', () => {
    expect(nextRating(null, 4)).toBe(4);
    expect(nextRating(4, 2)).toBe(2);
    expect(nextRating(4, 4)).toBeNull();
  });
  it('builds the submission with trimmed text, url and timestamp metadata', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    expect(
      buildFeedbackPayload(
        { text: '  great  ', rating: 5, context: 'dashboard', metadata: { plan: 'team' } },
        'http://x/dashboard',
        now,
      ),
    ).toEqual({
      text: 'great',
      context: 'dashboard',
      metadata: { plan: 'team', url: 'http://x/dashboard', timestamp: '2026-01-02T03:04:05.000Z' },
      url: 'http://x/dashboard',
      rating: 5,
    });
    expect(
      buildFeedbackPayload({ text: 'x', rating: null, context: undefined }, 'u', now),
    ).not.toHaveProperty('rating');
  });
  it('chooses a context from the page', () => {
    expect(contextForPath('/dashboard')).toBe('dashboard');
    expect(contextForPath('/drift-issues/abc')).toBe('dashboard');
    expect(contextForPath('/')).toBe('feature.request');
  });
});
