import { micromark } from 'micromark';
import { gfmTable, gfmTableHtml } from 'micromark-extension-gfm-table';
import type { FakeGithubState, FakePullRequest, FakeReviewComment } from './fake-github-state.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** GitHub shows no HTML comments (the hidden markers) in rendered Markdown, and no raw HTML but a few tags. */
function markdown(text: string): string {
  return micromark(text.replace(/<!--[\s\S]*?-->/g, ''), {
    allowDangerousHtml: false,
    extensions: [gfmTable()],
    htmlExtensions: [gfmTableHtml()],
  });
}

/** `<details>` and `<summary>` are among the tags GitHub keeps; micromark escaped them. */
function keepDetails(html: string): string {
  return html.replace(/&lt;(\/?)(details|summary)&gt;/g, '<$1$2>').replace(/&lt;(\/?)code&gt;/g, '<$1code>');
}

const suggestionFence = /^(`{3,})suggestion\n([\s\S]*?)\n\1$/m;

/** The line as the head commit has it, from the hunk the comment was made on. */
function lineInHunk(hunk: string, line: number): string | undefined {
  let current = 0;
  for (const text of hunk.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(text);
    if (header) current = Number(header[1]);
    else if (current > 0 && !text.startsWith('-')) {
      if (current === line) return text.slice(1);
      current += 1;
    }
  }
  return undefined;
}

/** A review comment as GitHub shows one with a suggestion: the line it replaces, the new line, and "Commit suggestion". */
function renderReviewComment(comment: FakeReviewComment): string {
  const suggestion = suggestionFence.exec(comment.body.replace(/<!--[\s\S]*?-->\n?/g, ''));
  const prose = comment.body.replace(/<!--[\s\S]*?-->/g, '').replace(suggestionFence, '');
  const change = suggestion
    ? `<div class="suggestion"><div class="suggestion-head">Suggested change</div>
<pre class="del">- ${escapeHtml(lineInHunk(comment.diffHunk, comment.line) ?? '')}</pre>
<pre class="add">+ ${escapeHtml(suggestion[2] ?? '')}</pre>
<button type="button" disabled>Commit suggestion</button></div>`
    : '';
  return `<div class="comment" data-testid="review-comment"><header><b>driftwatch-test[bot]</b> commented on <code>${escapeHtml(comment.path)}</code> line ${comment.line}</header><div class="body">${markdown(prose)}${change}</div></div>`;
}

const styles = `body{font:14px/1.5 -apple-system,Segoe UI,sans-serif;max-width:960px;margin:24px auto;color:#1f2328}
.comment{border:1px solid #d0d7de;border-radius:6px;margin:16px 0}.comment header{background:#f6f8fa;padding:8px 16px;border-bottom:1px solid #d0d7de}
.comment .body{padding:8px 16px}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:6px 12px}
pre{background:#f6f8fa;padding:8px;overflow:auto}details{margin:8px 0}summary{cursor:pointer}
.check{padding:8px 12px;border-radius:6px;margin:8px 0}.success{background:#dafbe1}.failure{background:#ffebe9}.neutral{background:#eaeef2}.null{background:#fff8c5}
.annotation{margin:4px 0 4px 16px;font-size:13px}.annotation b{text-transform:capitalize}
.suggestion{border:1px solid #d0d7de;border-radius:6px;margin:8px 0}.suggestion-head{padding:4px 8px;border-bottom:1px solid #d0d7de;font-weight:600}
.suggestion pre{margin:0;border-radius:0}.del{background:#ffebe9}.add{background:#dafbe1}.suggestion button{margin:8px}`;

/**
 * A pull request's page as GitHub shows what Driftwatch sent: the check runs of its head with their
 * annotations, the conversation's comments rendered from Markdown, and review comments with
 * suggestions. For people and screenshots; tests read the state, not this page.
 */
export function renderFakePullPage(state: FakeGithubState, repository: string, pr: FakePullRequest): string {
  const runs = state.checkRunsOf(repository, pr.headSha);
  const comments = state.commentsOf(repository, pr.number);
  const reviews = state.reviewCommentsOf(repository, pr.number);
  const checks = runs
    .map(
      (
        run,
      ) => `<div class="check ${run.conclusion}" data-testid="check-run"><b>${escapeHtml(run.name)}</b> — ${escapeHtml(run.status)}${run.conclusion ? `: ${escapeHtml(run.conclusion)}` : ''} — ${escapeHtml(run.output.title ?? '')} (${run.head_sha.slice(0, 7)}, ${run.annotations.length} annotations)
${run.annotations.map((a) => `<div class="annotation" data-testid="annotation"><b>${escapeHtml(a.annotation_level)}</b> <code>${escapeHtml(a.path)}:${a.start_line}</code> ${escapeHtml(a.title ?? '')}: ${escapeHtml(a.message)}</div>`).join('\n')}</div>`,
    )
    .join('\n');
  const conversation = comments
    .map(
      (c) =>
        `<div class="comment" data-testid="pr-comment"><header><b>driftwatch-test[bot]</b> commented${c.edits > 0 ? ` · edited ${c.edits}×` : ''}</header><div class="body">${keepDetails(markdown(c.body))}</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(pr.title)} · Pull Request #${pr.number} · ${escapeHtml(repository)}</title><style>${styles}</style></head>
<body><h1>${escapeHtml(pr.title)} <span style="color:#59636e">#${pr.number}</span></h1>
<p><code>${escapeHtml(pr.head)}</code> into <code>${escapeHtml(pr.base)}</code> · ${escapeHtml(repository)}</p>
<h2>Checks</h2>${checks || '<p>No checks yet.</p>'}
<h2>Conversation</h2>${conversation || '<p>No comments yet.</p>'}
<h2>Review comments</h2>${reviews.map(renderReviewComment).join('\n') || '<p>No review comments.</p>'}
</body></html>`;
}
