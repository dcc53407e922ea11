import type { Repository } from '@driftwatch/contract';
import {
  countRepositoryActivity,
  type Database,
  listLatestScans,
  listRepositoryChannels,
  type RepositoryRow,
} from '@driftwatch/db';
import { toRepository } from './to-repository.js';

/** Repositories as the API shows them, with channels, counts and the latest scan. */
export async function loadRepositoryViews(
  db: Database,
  organizationId: string,
  rows: RepositoryRow[],
): Promise<Repository[]> {
  const ids = rows.map((row) => row.id);
  const [counts, latest, channels] = await Promise.all([
    countRepositoryActivity(db, organizationId, ids),
    listLatestScans(db, organizationId, ids),
    Promise.all(rows.map((row) => listRepositoryChannels(db, organizationId, row.id))),
  ]);
  return rows.map((row, index) =>
    toRepository(row, {
      channels: channels[index] ?? [],
      counts: counts.get(row.id) ?? { activeChannels: 0, openIssues: 0 },
      lastScan: latest.get(row.id),
    }),
  );
}

export async function loadRepositoryView(
  db: Database,
  organizationId: string,
  row: RepositoryRow,
): Promise<Repository> {
  const [view] = await loadRepositoryViews(db, organizationId, [row]);
  if (!view) throw new Error('The repository view could not be built');
  return view;
}
