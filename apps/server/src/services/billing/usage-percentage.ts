import { isUnlimited } from './is-unlimited.js';

/** Percentage of the limit used, one decimal; 0 when the limit is -1 or 0 (unlimited). */
export function usagePercentage(used: number, limit: number): number {
  if (isUnlimited(limit)) return 0;
  return Math.round((used / limit) * 1000) / 10;
}
