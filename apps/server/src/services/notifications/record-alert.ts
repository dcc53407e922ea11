import {
  type AlertRow,
  type Database,
  insertDriftIssueActivity,
  type NewAlert,
  upsertKeyedAlert,
} from '@driftwatch/db';

/** The name a delivery acts under in an issue's history: alerts are sent by Driftwatch itself. */
const alertSenderName = 'Driftwatch';

/**
 * Writes one delivery to the alert history under its key (a retry replaces a failed record) and,
 * once the outcome is final, an alert_sent or alert_failed entry in the activity of each issue it
 * told about, together. Returns nothing when the key was already sent.
 */
export async function recordAlert(
  db: Database,
  alert: NewAlert & { deliveryKey: string },
  final: boolean,
): Promise<AlertRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await upsertKeyedAlert(tx, alert);
    if (!row || !final) return row;
    await insertDriftIssueActivity(
      tx,
      row.issueIds.map((issueId) => ({
        organizationId: row.organizationId,
        issueId,
        kind: row.status === 'sent' ? ('alert_sent' as const) : ('alert_failed' as const),
        actorName: alertSenderName,
        scanId: row.scanId,
        note: row.error,
        details: { channelType: row.type, event: row.event, target: row.target },
        createdAt: row.sentAt,
      })),
    );
    return row;
  });
}
