import type { FakeBitbucketRepository } from './fake-bitbucket-state.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The pull request's page as a person would open it from the build status link: its build
 * statuses and comments (raw Markdown, as Bitbucket's editor shows it), for looking at in a browser.
 */
export function renderPullRequestPage(repository: FakeBitbucketRepository, id: number): string | undefined {
  const pr = repository.pullRequests.find((item) => item.id === id);
  if (!pr) return undefined;
  const statuses = repository.statuses
    .filter((status) => status.commit === pr.sourceHash)
    .map(
      (status) =>
        `<li data-testid="build-status">${escapeHtml(status.name ?? status.key)}: ${escapeHtml(status.state)} — ${escapeHtml(status.description ?? '')}</li>`,
    )
    .join('');
  const comments = pr.comments
    .filter((comment) => !comment.deleted)
    .map(
      (comment) =>
        `<article data-testid="pr-comment"><pre style="white-space:pre-wrap">${escapeHtml(comment.raw)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(pr.title)} · Pull Request #${pr.id}</title></head><body style="font-family:sans-serif;max-width:900px;margin:2rem auto"><h1>${escapeHtml(pr.title)} <small>#${pr.id}</small></h1><p>${escapeHtml(pr.sourceBranch)} → ${escapeHtml(pr.destinationBranch)}</p><h2>Builds</h2><ul>${statuses}</ul><h2>Comments</h2>${comments}</body></html>`;
}
