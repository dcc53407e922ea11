import type { MailMessage } from '@driftwatch/integrations/email';
import { type AlertContent, moreLine } from './alert-content.js';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const severityColor = { critical: '#b91c1c', high: '#c2410c', medium: '#a16207', low: '#4b5563' } as const;

function buildText(content: AlertContent): string {
  const lines = [content.headline, '', content.summary];
  if (content.issues.length > 0) lines.push('');
  for (const issue of content.issues) {
    lines.push(`- [${issue.severity.toUpperCase()}] ${issue.key} ${issue.title}`);
    if (issue.docLocation) lines.push(`  ${issue.docLocation}`);
    lines.push(`  ${issue.url}`);
  }
  if (content.moreCount > 0) lines.push(moreLine(content.moreCount));
  lines.push('', `${content.link.label}: ${content.link.url}`);
  return `${lines.join('\n')}\n`;
}

function buildHtml(content: AlertContent): string {
  const rows = content.issues
    .map(
      (issue) =>
        `<tr><td style="padding:6px 8px;vertical-align:top;color:${severityColor[issue.severity]};font-weight:600;white-space:nowrap">${issue.severity.toUpperCase()}</td>` +
        `<td style="padding:6px 8px"><a href="${escapeHtml(issue.url)}">${escapeHtml(`${issue.key} ${issue.title}`)}</a>` +
        (issue.docLocation ? `<br><code style="color:#4b5563">${escapeHtml(issue.docLocation)}</code>` : '') +
        '</td></tr>',
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#111827">',
    `<h2 style="margin:0 0 8px">${escapeHtml(content.headline)}</h2>`,
    `<p style="margin:0 0 12px">${escapeHtml(content.summary)}</p>`,
    rows ? `<table style="border-collapse:collapse">${rows}</table>` : '',
    content.moreCount > 0 ? `<p style="color:#4b5563">${moreLine(content.moreCount)}</p>` : '',
    `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>`,
    '</body></html>',
  ].join('');
}

/** The same facts as the chat messages, as a plain-text and an HTML part. */
export function buildEmailMessage(content: AlertContent, to: string): MailMessage {
  return { to, subject: content.headline, text: buildText(content), html: buildHtml(content) };
}
