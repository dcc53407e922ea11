import { countSeatedMembers } from '@driftwatch/db';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/** A plan never pays for fewer seats than its members hold. */
export async function requireSeatsCoverAssigned(
  context: ServerContext,
  organizationId: string,
  seatCount: number,
): Promise<void> {
  const seated = await countSeatedMembers(context.db, organizationId);
  if (seatCount < seated) {
    throw validationFailed([
      {
        path: 'seat_count',
        message: `${seated} members hold a seat. Remove seats on the Teams page before choosing fewer than ${seated}.`,
      },
    ]);
  }
}
