import type { RepositoryRow } from '@driftwatch/db';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import {
  type CheckAnnotation,
  type CodeHostPublisher,
  pullRequestCommentMarker,
} from '../pull-requests/code-host-publisher.js';
import { createGithubApp } from './create-github-app.js';
import { findGithubInstallation } from './find-github-installation.js';
import { githubSuggestions } from './github-suggestions.js';
import { mintInstallationCredentials } from './mint-installation-credentials.js';

/** GitHub takes at most 50 annotations per check-run request; later updates append to them. */
const annotationsPerRequest = 50;

/** The check's name on the pull request. */
const checkRunName = 'Driftwatch';

function toGithubAnnotation(annotation: CheckAnnotation) {
  return {
    path: annotation.path,
    start_line: annotation.startLine,
    end_line: annotation.endLine,
    annotation_level: annotation.level,
    title: annotation.title.slice(0, 255),
    message: annotation.message.slice(0, 64_000),
  };
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Publishes pull-request checks to GitHub through the App installation: a check run named
 * Driftwatch on the head commit, one issue comment on the pull request found again by its marker,
 * and certain fixes on changed lines as review suggestions.
 */
export async function openGithubPublisher(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<CodeHostPublisher> {
  const config = context.config.githubApp;
  if (!config) throw new JobError('The GitHub App is not configured on this server any more.', false);
  const installationId = await findGithubInstallation(context, repository.organizationId);
  const app = createGithubApp(config);
  const octokit = await app.getInstallationOctokit(installationId);
  const [owner = '', repo = ''] = repository.fullName.split('/');
  const where = { owner, repo };
  return {
    cloneCredentials: () => mintInstallationCredentials(app, installationId),
    async startCheck(target) {
      const { data } = await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
        ...where,
        name: checkRunName,
        head_sha: target.headSha,
        status: 'in_progress',
        started_at: context.clock.now().toISOString(),
        details_url: `${context.config.publicUrl}/repositories`,
      });
      return String(data.id);
    },
    async completeCheck(target, checkId, outcome) {
      const [first = [], ...rest] = batches(
        outcome.annotations.map(toGithubAnnotation),
        annotationsPerRequest,
      );
      const output = { title: outcome.title, summary: outcome.summary };
      const completed = {
        status: 'completed' as const,
        conclusion: outcome.conclusion,
        completed_at: context.clock.now().toISOString(),
        output: { ...output, annotations: first },
      };
      const id = checkId
        ? Number(checkId)
        : (
            await octokit.request('POST /repos/{owner}/{repo}/check-runs', {
              ...where,
              name: checkRunName,
              head_sha: target.headSha,
              ...completed,
            })
          ).data.id;
      if (checkId)
        await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
          ...where,
          check_run_id: id,
          ...completed,
        });
      for (const annotations of rest)
        await octokit.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
          ...where,
          check_run_id: id,
          output: { ...output, annotations },
        });
      return String(id);
    },
    async upsertComment(target, body) {
      for (let page = 1; ; page++) {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...where,
          issue_number: target.number,
          per_page: 100,
          page,
        });
        const ours = data.find((comment) => comment.body?.includes(pullRequestCommentMarker));
        if (ours) {
          await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...where,
            comment_id: ours.id,
            body,
          });
          return;
        }
        if (data.length < 100) break;
      }
      await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...where,
        issue_number: target.number,
        body,
      });
    },
    headRef: (number) => `refs/pull/${number}/head`,
    lineUrl(sha, path, line) {
      if (!repository.webUrl) return null;
      return `${repository.webUrl}/blob/${sha}/${path.split('/').map(encodeURIComponent).join('/')}#L${line}`;
    },
    suggestions: githubSuggestions(octokit, where),
  };
}
