export const ratingLabels = ['Very Poor', 'Poor', 'Average', 'Good', 'Excellent'] as const;

/** Picking the selected star again clears the rating (the rating is optional). */
export function nextRating(current: number | null, picked: number): number | null {
  return current === picked ? null : picked;
}
