import type { Octokit } from '@octokit/core';
import { addedLinesOfPatch } from '../pull-requests/added-lines-of-patch.js';
import type { SuggestionPublisher } from '../pull-requests/code-host-publisher.js';

/** GitHub lists at most 3,000 files of a pull request, 100 a page. */
const filesPerPage = 100;
const maxFilePages = 30;

/**
 * Suggestions as GitHub review comments: the pull request's files give the lines its hunks add
 * (a file too large for GitHub to show has no patch, so no line of it takes a suggestion), and
 * each fix is one review comment on the head commit's line with a `suggestion` block.
 */
export function githubSuggestions(
  octokit: Octokit,
  where: { owner: string; repo: string },
): SuggestionPublisher {
  return {
    async changedLines(target) {
      const changed = new Map<string, Set<number>>();
      for (let page = 1; page <= maxFilePages; page++) {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
          ...where,
          pull_number: target.number,
          per_page: filesPerPage,
          page,
        });
        for (const file of data)
          if (file.patch && file.status !== 'removed')
            changed.set(file.filename, addedLinesOfPatch(file.patch));
        if (data.length < filesPerPage) break;
      }
      return changed;
    },
    async post(target, suggestion) {
      const { data } = await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
        ...where,
        pull_number: target.number,
        commit_id: target.headSha,
        path: suggestion.path,
        line: suggestion.line,
        side: 'RIGHT',
        body: suggestion.body,
      });
      return String(data.id);
    },
  };
}
