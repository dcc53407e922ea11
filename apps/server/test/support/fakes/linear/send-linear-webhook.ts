import { createHmac, randomUUID } from 'node:crypto';
import type { FakeLinearIssue, FakeLinearState } from './fake-linear-state.js';

export interface WebhookOptions {
  action?: 'create' | 'update' | 'remove';
  /** Signs with another secret, to show a forged delivery is refused. */
  secret?: string;
  /** The signed webhookTimestamp in milliseconds; Linear sends the time of sending. */
  timestamp?: number;
  deliveryId?: string;
  /** Another Linear workspace claiming the issue. */
  organizationId?: string;
}

export interface SentWebhook {
  status: number;
  body: unknown;
  deliveryId: string;
  /** The exact bytes and headers, to deliver them again. */
  raw: string;
  headers: Record<string, string>;
}

/** Linear's Issue webhook body: the issue as data, with its state, team and project. */
function issueWebhookBody(
  state: FakeLinearState,
  issue: FakeLinearIssue,
  baseUrl: string,
  options: WebhookOptions,
): Record<string, unknown> {
  const workflowState = state.states.find((item) => item.id === issue.stateId);
  const url = state.issueUrl(issue, baseUrl);
  return {
    action: options.action ?? 'update',
    actor: { id: state.viewer.id, type: 'user', name: state.viewer.name },
    createdAt: issue.updatedAt,
    data: {
      id: issue.id,
      identifier: issue.identifier,
      number: issue.number,
      title: issue.title,
      priority: issue.priority,
      url,
      stateId: issue.stateId,
      state: workflowState
        ? {
            id: workflowState.id,
            name: workflowState.name,
            type: workflowState.type,
            color: workflowState.color,
          }
        : null,
      teamId: issue.teamId,
      projectId: issue.projectId,
      createdAt: issue.createdAt,
      updatedAt: issue.updatedAt,
    },
    updatedFrom: { updatedAt: issue.createdAt },
    url,
    type: 'Issue',
    organizationId: options.organizationId ?? state.organization.id,
    webhookTimestamp: options.timestamp ?? Date.now(),
    webhookId: 'fake-webhook',
  };
}

/** Posts raw bytes with Linear's headers. */
export async function deliverLinearWebhook(
  target: string,
  raw: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(target, { method: 'POST', headers, body: raw });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * Sends an Issue webhook the way Linear does: JSON body, Linear-Signature the hex HMAC-SHA256 of the
 * raw body with the webhook's signing secret, Linear-Delivery a unique id, Linear-Event the type.
 */
export async function sendLinearWebhook(
  state: FakeLinearState,
  target: string,
  issue: FakeLinearIssue,
  baseUrl: string,
  options: WebhookOptions = {},
): Promise<SentWebhook> {
  const raw = JSON.stringify(issueWebhookBody(state, issue, baseUrl, options));
  const deliveryId = options.deliveryId ?? randomUUID();
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'Linear-Webhook',
    'linear-delivery': deliveryId,
    'linear-event': 'Issue',
    'linear-signature': createHmac('sha256', options.secret ?? state.webhookSecret)
      .update(raw)
      .digest('hex'),
  };
  return { ...(await deliverLinearWebhook(target, raw, headers)), deliveryId, raw, headers };
}
