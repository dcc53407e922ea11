import {
  type AlertRow,
  type Database,
  insertAlert,
  insertDriftIssueActivity,
  type NewAlert,
} from '@driftwatch/db';

/** The name a delivery acts under in an issue's history: alerts are sent by Driftwatch itself. */
const alertSenderName = 'Driftwatch';

/**
 * Writes one delivery to the alert history and, for each issue it told about, an alert_sent or
 * alert_failed entry in that issue's activity, together.
 */
export async function recordAlert(db: Database, alert: NewAlert): Promise<AlertRow> {
  return db.transaction(async (tx) => {
    const row = await insertAlert(tx, alert);
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
