import { z } from 'zod';
import { idSchema } from './common.js';

export const driftIssueTrendDefaultDays = 30;
export const driftIssueTrendMinDays = 7;
export const driftIssueTrendMaxDays = 365;

const daysMessage = `days must be between ${driftIssueTrendMinDays} and ${driftIssueTrendMaxDays}`;

/** The dashboard chart's window: the last `days` UTC days up to and including today. */
export const driftIssueTrendQuerySchema = z.object({
  /** One repository of the organization; absent (or "all") means every repository. */
  repositoryId: z.preprocess(
    (value) => (value === 'all' || value === '' ? undefined : value),
    idSchema.optional(),
  ),
  days: z.coerce
    .number(daysMessage)
    .int(daysMessage)
    .min(driftIssueTrendMinDays, daysMessage)
    .max(driftIssueTrendMaxDays, daysMessage)
    .default(driftIssueTrendDefaultDays),
});
export type DriftIssueTrendQuery = z.input<typeof driftIssueTrendQuerySchema>;

/** A calendar day as YYYY-MM-DD (UTC). */
export const calendarDaySchema = z.iso.date();

export const driftIssueTrendPointSchema = z.object({
  date: calendarDaySchema,
  /** Issues still open or in progress at the end of the day (UTC). */
  open: z.number().int(),
  /** Issues first detected that day. */
  created: z.number().int(),
  /** Issues resolved that day (by a person or because a scan no longer found them). */
  resolved: z.number().int(),
});
export type DriftIssueTrendPoint = z.infer<typeof driftIssueTrendPointSchema>;

export const driftIssueTrendResponseSchema = z.object({
  repository: idSchema.nullable(),
  days: z.number().int(),
  /** The first and last day of the window; points holds every day in between, oldest first. */
  from: calendarDaySchema,
  to: calendarDaySchema,
  points: z.array(driftIssueTrendPointSchema),
});
export type DriftIssueTrend = z.infer<typeof driftIssueTrendResponseSchema>;
