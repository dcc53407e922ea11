import type { AlertContent } from './alert-content.js';
import { moreLine } from './alert-content.js';

/** An Adaptive Card element; the card format is plain JSON, typed as loosely as the schema allows. */
type CardElement = Record<string, unknown>;

/** What a Teams incoming webhook (Workflows or connector) accepts: a message with one Adaptive Card. */
export interface TeamsMessage {
  type: 'message';
  attachments: Array<{
    contentType: 'application/vnd.microsoft.card.adaptive';
    contentUrl: null;
    content: {
      $schema: string;
      type: 'AdaptiveCard';
      version: string;
      body: CardElement[];
      actions: CardElement[];
    };
  }>;
}

const toneColor: Record<AlertContent['tone'], string> = {
  info: 'Default',
  success: 'Good',
  warning: 'Warning',
  danger: 'Attention',
};

const severityColor = { critical: 'Attention', high: 'Warning', medium: 'Accent', low: 'Default' } as const;

/** Square brackets and the Markdown emphasis marks would turn a title into a link or bold text. */
function plainMarkdown(text: string): string {
  return text.replace(/[[\]*_`]/g, (character) => `\\${character}`);
}

/**
 * The same facts as the Slack message as an Adaptive Card 1.4 (the newest version Teams renders in
 * channels): headline, summary, one block per issue, "and N more", an Open button.
 */
export function buildTeamsCard(content: AlertContent): TeamsMessage {
  const body: CardElement[] = [
    {
      type: 'TextBlock',
      text: plainMarkdown(content.headline),
      size: 'Large',
      weight: 'Bolder',
      wrap: true,
      color: toneColor[content.tone],
    },
    { type: 'TextBlock', text: plainMarkdown(content.summary), wrap: true },
  ];
  for (const issue of content.issues) {
    body.push({
      type: 'Container',
      separator: true,
      items: [
        {
          type: 'TextBlock',
          text: `**${issue.severity.toUpperCase()}** [${plainMarkdown(`${issue.key} ${issue.title}`)}](${issue.url})`,
          color: severityColor[issue.severity],
          wrap: true,
        },
        ...(issue.docLocation
          ? [
              {
                type: 'TextBlock',
                text: plainMarkdown(issue.docLocation),
                isSubtle: true,
                spacing: 'None',
                wrap: true,
              },
            ]
          : []),
      ],
    });
  }
  if (content.moreCount > 0)
    body.push({ type: 'TextBlock', text: moreLine(content.moreCount), isSubtle: true, wrap: true });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', title: content.link.label, url: content.link.url }],
        },
      },
    ],
  };
}
