import type { ServerResponse } from 'node:http';
import type { FakeGithubState, FakePullRequest, FakeRepository } from './fake-github-state.js';
import { HttpError } from './fake-http-error.js';
import { pullRequestDiff, rightSideLines } from './pull-request-diff.js';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function page<T>(items: T[], url: URL): T[] {
  const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
  const number = Number(url.searchParams.get('page') ?? 1);
  return items.slice((number - 1) * perPage, number * perPage);
}

function pullJson(origin: string, fullName: string, pr: FakePullRequest) {
  return {
    number: pr.number,
    title: pr.title,
    state: 'open',
    html_url: `${origin}/${fullName}/pull/${pr.number}`,
    head: { ref: pr.head, sha: pr.headSha },
    base: { ref: pr.base, sha: pr.baseSha },
  };
}

function reviewCommentJson(origin: string, comment: FakeGithubState['reviewComments'][number]) {
  return {
    id: comment.id,
    node_id: `PRRC_${comment.id}`,
    pull_request_review_id: comment.id + 1,
    diff_hunk: comment.diffHunk,
    path: comment.path,
    commit_id: comment.commitId,
    original_commit_id: comment.commitId,
    user: { login: 'driftwatch-test[bot]', type: 'Bot' },
    body: comment.body,
    html_url: `${origin}/${comment.repository}/pull/${comment.pullNumber}#discussion_r${comment.id}`,
    pull_request_url: `${origin}/api/v3/repos/${comment.repository}/pulls/${comment.pullNumber}`,
    line: comment.line,
    original_line: comment.line,
    side: comment.side,
    subject_type: 'line',
  };
}

/** GitHub's answer when a review comment's line is not in the pull request's diff. */
const lineNotInDiff = new HttpError(422, 'Unprocessable Entity', [
  "Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank",
]);

/**
 * The pull-request endpoints of the fake: open pull requests, a pull request's files (the hunks of
 * its three-dot diff), and review comments, refused with 422 on a line outside the diff as GitHub
 * refuses them. False when `rest` is not one of them.
 */
export async function routeFakePulls(
  state: FakeGithubState,
  origin: string,
  repo: FakeRepository,
  request: { method: string; rest: string; url: URL; body: Record<string, unknown> },
  response: ServerResponse,
): Promise<boolean> {
  const { method, rest, url, body } = request;
  const fullName = `${repo.owner}/${repo.name}`;
  const pulls = state.pullRequests.filter((pr) => pr.repositoryId === repo.id);
  if (method === 'GET' && rest === 'pulls') {
    const open = url.searchParams.get('state') ?? 'open';
    const list = open === 'closed' ? [] : pulls.map((pr) => pullJson(origin, fullName, pr));
    sendJson(response, 200, page(list, url));
    return true;
  }
  const match = /^pulls\/(\d+)\/(files|comments)$/.exec(rest);
  if (!match) return false;
  const pr = pulls.find((candidate) => candidate.number === Number(match[1]));
  if (!pr) throw new HttpError(404, 'Not Found');
  if (method === 'GET' && match[2] === 'files') {
    const files = await pullRequestDiff(repo.bareDir, pr.baseSha, pr.headSha);
    sendJson(
      response,
      200,
      page(files, url).map((file) => ({
        sha: '0'.repeat(40),
        blob_url: `${origin}/${fullName}/blob/${pr.headSha}/${file.filename}`,
        ...file,
      })),
    );
    return true;
  }
  if (match[2] !== 'comments') return false;
  if (method === 'GET') {
    const list = state.reviewCommentsOf(fullName, pr.number).map((c) => reviewCommentJson(origin, c));
    sendJson(response, 200, page(list, url));
    return true;
  }
  if (method !== 'POST') return false;
  const { path, line, commit_id: commitId, side = 'RIGHT' } = body;
  if (typeof body.body !== 'string' || typeof path !== 'string' || typeof commitId !== 'string')
    throw new HttpError(422, 'Invalid request.', ['"body", "path" and "commit_id" are required']);
  if (typeof line !== 'number' || (side !== 'RIGHT' && side !== 'LEFT'))
    throw new HttpError(422, 'Invalid request.', ['"line" must be an integer and "side" RIGHT or LEFT']);
  if (commitId !== pr.headSha)
    throw new HttpError(422, 'Unprocessable Entity', ['commit_id is not part of the pull request']);
  const file = (await pullRequestDiff(repo.bareDir, pr.baseSha, pr.headSha)).find((f) => f.filename === path);
  if (!file || side !== 'RIGHT' || !rightSideLines(file.patch).has(line)) throw lineNotInDiff;
  const comment = {
    id: state.newId(),
    repository: fullName,
    pullNumber: pr.number,
    commitId,
    path,
    line,
    side,
    body: body.body,
    diffHunk: file.patch,
  } as const;
  state.reviewComments.push(comment);
  sendJson(response, 201, reviewCommentJson(origin, comment));
  return true;
}
