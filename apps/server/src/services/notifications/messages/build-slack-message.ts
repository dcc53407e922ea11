import type { DriftSeverity } from '@driftwatch/contract';
import type { KnownBlock } from '@slack/web-api';
import { type AlertContent, moreLine } from './alert-content.js';

export interface SlackMessage {
  /** The notification and screen-reader text; Slack shows the blocks in the channel. */
  text: string;
  blocks: KnownBlock[];
}

const severityMark: Record<DriftSeverity, string> = {
  critical: ':red_circle:',
  high: ':large_orange_circle:',
  medium: ':large_yellow_circle:',
  low: ':white_circle:',
};

/** Slack reads &, < and > in mrkdwn as entities and link syntax; everything else is literal. */
function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack refuses a header longer than 150 characters and a section text longer than 3000. */
function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** Block Kit for one alert: header, summary, one section per issue, "and N more", a button. */
export function buildSlackMessage(content: AlertContent): SlackMessage {
  const blocks: KnownBlock[] = [
    { type: 'header', text: { type: 'plain_text', text: truncate(content.headline, 150), emoji: true } },
    { type: 'section', text: { type: 'mrkdwn', text: truncate(escapeSlackText(content.summary), 3000) } },
  ];
  for (const issue of content.issues) {
    const title = escapeSlackText(`${issue.key} ${issue.title}`).replace(/\|/g, '¦');
    const place = issue.docLocation ? `\n\`${escapeSlackText(issue.docLocation)}\`` : '';
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: truncate(
          `${severityMark[issue.severity]} *${issue.severity.toUpperCase()}* <${issue.url}|${title}>${place}`,
          3000,
        ),
      },
    });
  }
  if (content.moreCount > 0)
    blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: moreLine(content.moreCount) }] });
  blocks.push({
    type: 'actions',
    elements: [
      { type: 'button', text: { type: 'plain_text', text: content.link.label }, url: content.link.url },
    ],
  });
  return { text: truncate(`${content.headline} (${content.repositoryName})`, 3000), blocks };
}
