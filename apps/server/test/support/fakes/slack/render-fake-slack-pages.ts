import type { FakeSlackState } from './fake-slack-state.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Slack's consent screen, reduced to what a test clicks: Allow or Cancel. */
export function renderAuthorizePage(state: FakeSlackState, query: URLSearchParams): string {
  const scopes = (query.get('scope') ?? '').split(',').filter(Boolean);
  const passOn = escapeHtml(query.toString());
  return `<!doctype html><html><head><title>Slack</title></head><body>
<h1>Driftwatch is requesting permission to access the ${escapeHtml(state.teamName)} Slack workspace</h1>
<ul>${scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<a id="allow" href="/oauth/v2/authorize/approve?${passOn}">Allow</a>
<a id="cancel" href="/oauth/v2/authorize/deny?${passOn}">Cancel</a>
</body></html>`;
}

/** Slack mrkdwn links (<url|label>) and bold (*text*) as HTML. */
function renderMrkdwn(text: string): string {
  return escapeHtml(text)
    .replace(/&#60;([^|&]+)\|([^&]+)&#62;/g, '<a href="$1">$2</a>')
    .replace(/\*([^*\n]+)\*/g, '<b>$1</b>')
    .replace(/\n/g, '<br>');
}

function blockText(block: Record<string, unknown>): string {
  const pieces: string[] = [];
  const textField = block.text as { text?: string } | undefined;
  if (textField?.text) pieces.push(renderMrkdwn(textField.text));
  for (const field of (block.fields as { text?: string }[] | undefined) ?? []) {
    if (field.text) pieces.push(renderMrkdwn(field.text));
  }
  for (const element of (block.elements as { text?: string | { text?: string } }[] | undefined) ?? []) {
    const value = typeof element.text === 'string' ? element.text : element.text?.text;
    if (value) pieces.push(renderMrkdwn(value));
  }
  return pieces.join(' · ');
}

/** What was posted, channel by channel, with Block Kit sections, context and buttons rendered plainly. */
export function renderMessagesPage(state: FakeSlackState): string {
  const items = state.messages
    .map((message) => {
      const blocks = (message.blocks ?? []) as Record<string, unknown>[];
      const body =
        blocks.length > 0
          ? blocks
              .map((block) =>
                block.type === 'divider'
                  ? '<hr>'
                  : `<div class="block ${escapeHtml(String(block.type))}">${blockText(block)}</div>`,
              )
              .join('')
          : renderMrkdwn(message.text ?? '');
      return `<article><header>#${escapeHtml(message.channelName)} · ${escapeHtml(message.ts)}</header>${body}</article>`;
    })
    .join('');
  return `<!doctype html><html><head><title>Fake Slack messages</title><style>
body{font-family:sans-serif;max-width:720px;margin:2rem auto}article{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}
header{color:#616061;font-size:12px;margin-bottom:8px}.block{margin:6px 0}.block.header{font-size:18px;font-weight:bold}.block.context{color:#616061;font-size:12px}
</style></head><body><h1>${escapeHtml(state.teamName)}</h1>${items || '<p>No messages yet.</p>'}</body></html>`;
}
