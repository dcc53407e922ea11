import { describe, expect, it } from 'vitest';
import {
  type AlertContent,
  type AlertIssueLine,
  listIssueLines,
} from '../src/services/notifications/messages/alert-content.js';
import { buildEmailMessage } from '../src/services/notifications/messages/build-email-message.js';
import { buildSlackMessage } from '../src/services/notifications/messages/build-slack-message.js';
import { buildTeamsCard } from '../src/services/notifications/messages/build-teams-card.js';
import { isAllowedTeamsHost } from '../src/services/notifications/teams/is-allowed-teams-host.js';

const severities = ['low', 'critical', 'medium', 'high'] as const;

function issueLines(count: number): AlertIssueLine[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `DRIFT-${index + 1}`,
    severity: severities[index % severities.length] ?? 'low',
    title: `Parameter drift ${index + 1}`,
    docLocation: index === 0 ? null : `docs/guide.md:${index + 10}`,
    url: `https://driftwatch.test/drift-issues/DRIFT-${index + 1}`,
  }));
}

function content(lines: AlertIssueLine[], fields: Partial<AlertContent> = {}): AlertContent {
  return {
    headline: '12 new drift issues in acme/api',
    summary: 'The scan at abc1234 found 12 new drift issues (3 critical, 3 high, 3 medium, 3 low).',
    repositoryName: 'acme/api',
    ...listIssueLines(lines),
    link: { label: 'View drift issues', url: 'https://driftwatch.test/drift-issues' },
    tone: 'warning',
    ...fields,
  };
}

describe('alert issue lines', () => {
  it('keeps the ten most severe and counts the rest', () => {
    const { issues, moreCount } = listIssueLines(issueLines(12));
    expect(issues).toHaveLength(10);
    expect(moreCount).toBe(2);
    expect(issues.map((issue) => issue.severity)).toEqual([
      'critical',
      'critical',
      'critical',
      'high',
      'high',
      'high',
      'medium',
      'medium',
      'medium',
      'low',
    ]);
    expect(issues.slice(0, 3).map((issue) => issue.key)).toEqual(['DRIFT-2', 'DRIFT-6', 'DRIFT-10']);
  });

  it('lists everything when there are ten or fewer', () => {
    expect(listIssueLines(issueLines(10)).moreCount).toBe(0);
    expect(listIssueLines([]).issues).toEqual([]);
  });
});

describe('Slack Block Kit message', () => {
  it('has a header, the summary, one section per listed issue with its link and doc line, and "and N more"', () => {
    const message = buildSlackMessage(content(issueLines(12)));
    expect(message.text).toBe('12 new drift issues in acme/api (acme/api)');
    const types = message.blocks.map((block) => block.type);
    expect(types).toEqual(['header', 'section', ...Array(10).fill('section'), 'context', 'actions']);
    expect(message.blocks[2]).toEqual({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: ':red_circle: *CRITICAL* <https://driftwatch.test/drift-issues/DRIFT-2|DRIFT-2 Parameter drift 2>\n`docs/guide.md:11`',
      },
    });
    expect(message.blocks.at(-2)).toEqual({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'and 2 more' }],
    });
    expect(message.blocks.at(-1)).toEqual({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: 'View drift issues' },
          url: 'https://driftwatch.test/drift-issues',
        },
      ],
    });
  });

  it('escapes &, < and > so a title cannot form a link or mention, and keeps Slack length limits', () => {
    const message = buildSlackMessage(
      content(
        [
          {
            key: 'DRIFT-1',
            severity: 'low',
            title: 'Use <b> & <!channel> | x',
            docLocation: null,
            url: 'https://d.test/1',
          },
        ],
        { headline: 'x'.repeat(200), summary: 'a < b' },
      ),
    );
    const header = message.blocks[0];
    expect(header?.type === 'header' && header.text.text.length).toBe(150);
    expect(JSON.stringify(message.blocks[1])).toContain('a &lt; b');
    const issue = JSON.stringify(message.blocks[2]);
    expect(issue).toContain('Use &lt;b&gt; &amp; &lt;!channel&gt; ¦ x');
    expect(issue).not.toContain('<!channel>');
    expect(message.blocks.some((block) => block.type === 'context')).toBe(false);
  });
});

describe('Teams Adaptive Card', () => {
  it('wraps one Adaptive Card with the same facts', () => {
    const message = buildTeamsCard(content(issueLines(12)));
    expect(message.type).toBe('message');
    expect(message.attachments).toHaveLength(1);
    const card = message.attachments[0];
    expect(card?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card?.content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    const text = JSON.stringify(card?.content.body);
    expect(text).toContain('12 new drift issues in acme/api');
    expect(text).toContain(
      '**CRITICAL** [DRIFT-2 Parameter drift 2](https://driftwatch.test/drift-issues/DRIFT-2)',
    );
    expect(text).toContain('docs/guide.md:11');
    expect(text).toContain('and 2 more');
    expect(text).not.toContain('DRIFT-5 ');
    expect(text).not.toContain('DRIFT-9 ');
    expect(card?.content.body.filter((element) => element.type === 'Container')).toHaveLength(10);
    expect(card?.content.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'View drift issues', url: 'https://driftwatch.test/drift-issues' },
    ]);
  });

  it('escapes Markdown in titles', () => {
    const message = buildTeamsCard(
      content([
        {
          key: 'DRIFT-1',
          severity: 'high',
          title: '[x](http://evil) *y*',
          docLocation: null,
          url: 'https://d.test/1',
        },
      ]),
    );
    expect(JSON.stringify(message)).toContain(
      '[DRIFT-1 \\\\[x\\\\](http://evil) \\\\*y\\\\*](https://d.test/1)',
    );
  });
});

describe('email alert', () => {
  it('has a text and an HTML part with the same facts, HTML escaped', () => {
    const lines = issueLines(12);
    lines[1] = { ...(lines[1] as AlertIssueLine), title: '<script>alert(1)</script>' };
    const mail = buildEmailMessage(content(lines), 'team@example.com');
    expect(mail.to).toBe('team@example.com');
    expect(mail.subject).toBe('12 new drift issues in acme/api');
    expect(mail.text).toContain(
      '- [CRITICAL] DRIFT-2 <script>alert(1)</script>\n  docs/guide.md:11\n  https://driftwatch.test/drift-issues/DRIFT-2',
    );
    expect(mail.text).toContain('and 2 more');
    expect(mail.text).toContain('View drift issues: https://driftwatch.test/drift-issues');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<a href="https://driftwatch.test/drift-issues/DRIFT-2">');
    expect(mail.html?.match(/<tr>/g)).toHaveLength(10);
    expect(mail.html).toContain('and 2 more');
  });
});

describe('Teams webhook hosts', () => {
  const hosts = ['*.webhook.office.com', '*.logic.azure.com', 'teams.example.com'];
  it('accepts subdomains of wildcard entries and exact hosts only', () => {
    expect(isAllowedTeamsHost(hosts, 'contoso.webhook.office.com')).toBe(true);
    expect(isAllowedTeamsHost(hosts, 'prod-12.westus.logic.azure.com')).toBe(true);
    expect(isAllowedTeamsHost(hosts, 'Teams.Example.com')).toBe(true);
    expect(isAllowedTeamsHost(hosts, 'webhook.office.com')).toBe(false);
    expect(isAllowedTeamsHost(hosts, 'evilwebhook.office.com')).toBe(false);
    expect(isAllowedTeamsHost(hosts, 'webhook.office.com.evil.test')).toBe(false);
    expect(isAllowedTeamsHost(hosts, 'sub.teams.example.com')).toBe(false);
  });
});
