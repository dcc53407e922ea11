import type { OrganizationPlanRow } from '@driftwatch/db';

const dayMs = 24 * 60 * 60 * 1000;
/** A plan without a paid period (free, or self-hosted) counts usage in 30-day periods. */
export const defaultPeriodDays = 30;

export interface BillingPeriod {
  startsAt: Date;
  endsAt: Date;
  daysRemaining: number;
}

export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / dayMs));
}

/** The period usage is counted in: the subscription's own, else 30 days from its start. */
export function billingPeriod(plan: OrganizationPlanRow, now: Date): BillingPeriod {
  const startsAt = plan.periodStartsAt ?? plan.createdAt;
  const endsAt = plan.periodEndsAt ?? new Date(startsAt.getTime() + defaultPeriodDays * dayMs);
  return { startsAt, endsAt, daysRemaining: daysUntil(endsAt, now) };
}

/** Every day (YYYY-MM-DD, UTC) from the period's first day to today, or to its last day once it ended. */
export function periodDays(period: BillingPeriod, now: Date): string[] {
  const first = Date.parse(period.startsAt.toISOString().slice(0, 10));
  const lastMoment = Math.max(period.startsAt.getTime(), Math.min(now.getTime(), period.endsAt.getTime()));
  const last = Date.parse(new Date(lastMoment).toISOString().slice(0, 10));
  const days: string[] = [];
  for (let at = first; at <= last; at += dayMs) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
