import type { DriftIssueTrend, driftIssueTrendQuerySchema } from '@driftwatch/contract';
import { findRepository, queryDriftIssueTrend } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

const dayMs = 86_400_000;

function calendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The dashboard chart: per UTC day of the last `days` (today included), the issues open at its end
 * and those created and resolved in it. A repository of another organization is a 404 like a
 * missing one.
 */
export async function getDriftIssueTrend(
  context: ServerContext,
  { organizationId, query }: { organizationId: string; query: z.output<typeof driftIssueTrendQuerySchema> },
): Promise<DriftIssueTrend> {
  const repositoryId = query.repositoryId ?? null;
  if (repositoryId && !(await findRepository(context.db, organizationId, repositoryId))) throw notFound();
  const now = context.clock.now().getTime();
  const from = new Date(now - (now % dayMs) - (query.days - 1) * dayMs);
  const days = await queryDriftIssueTrend(context.db, organizationId, {
    repositoryId: repositoryId ?? undefined,
    from,
    days: query.days,
  });
  return {
    repository: repositoryId,
    days: query.days,
    from: calendarDay(from),
    to: calendarDay(new Date(from.getTime() + (query.days - 1) * dayMs)),
    points: days.map((day) => ({
      date: calendarDay(new Date(from.getTime() + day.day * dayMs)),
      open: day.open,
      created: day.created,
      resolved: day.resolved,
    })),
  };
}
