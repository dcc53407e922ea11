import { pullRequestJson, repositoryJson } from './bitbucket-objects.js';
import type { FakeBitbucketPullRequest, FakeBitbucketRepository } from './fake-bitbucket-state.js';

const actor = { type: 'user', nickname: 'ada', display_name: 'Ada Lovelace' };

/** A repo:push payload as Bitbucket sends it: one change per pushed ref (new is null for a deleted branch). */
export function pushEvent(
  origin: string,
  repository: FakeBitbucketRepository,
  push: { branch: string; before: string; after: string },
) {
  const ref = (hash: string) => ({ type: 'branch', name: push.branch, target: { type: 'commit', hash } });
  return {
    actor,
    repository: repositoryJson(origin, repository),
    push: {
      changes: [
        { old: ref(push.before), new: ref(push.after), created: false, closed: false, forced: false },
      ],
    },
  };
}

/** A pullrequest:created or pullrequest:updated payload. */
export function pullRequestEvent(
  origin: string,
  repository: FakeBitbucketRepository,
  pr: FakeBitbucketPullRequest,
) {
  return {
    actor,
    repository: repositoryJson(origin, repository),
    pullrequest: pullRequestJson(origin, repository, pr),
  };
}
