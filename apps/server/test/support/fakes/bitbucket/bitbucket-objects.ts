import type {
  FakeBitbucketComment,
  FakeBitbucketPullRequest,
  FakeBitbucketRepository,
  FakeBitbucketState,
  FakeBitbucketStatus,
} from './fake-bitbucket-state.js';
import { fullName } from './fake-bitbucket-state.js';

/** Bitbucket abbreviates commit hashes in pull requests and their webhook payloads. */
const shortHash = (hash: string) => hash.slice(0, 12);

/** The JSON of Bitbucket Cloud's REST API 2.0, for the fields its documentation lists. */
export function repositoryJson(origin: string, repository: FakeBitbucketRepository) {
  const name = fullName(repository);
  return {
    type: 'repository',
    uuid: repository.uuid,
    name: repository.name,
    slug: repository.slug,
    full_name: name,
    description: repository.description,
    language: repository.language,
    is_private: repository.isPrivate,
    scm: 'git',
    mainbranch: { type: 'branch', name: repository.mainBranch },
    workspace: { type: 'workspace', slug: repository.workspace, name: repository.workspace },
    links: {
      self: { href: `${origin}/2.0/repositories/${name}` },
      html: { href: `${origin}/${name}` },
      clone: [
        { name: 'https', href: `${origin.replace('://', '://ada@')}/${name}.git` },
        { name: 'ssh', href: `git@127.0.0.1:${name}.git` },
      ],
    },
    created_on: '2026-01-01T10:00:00.000000+00:00',
    updated_on: '2026-11-20T10:00:00.000000+00:00',
  };
}

export function userJson(origin: string, state: FakeBitbucketState) {
  return {
    type: 'user',
    uuid: state.user.uuid,
    account_id: state.user.accountId,
    nickname: state.user.nickname,
    display_name: state.user.displayName,
    links: { avatar: { href: `${origin}/account/${state.user.nickname}/avatar/` } },
  };
}

export function pullRequestJson(
  origin: string,
  repository: FakeBitbucketRepository,
  pr: FakeBitbucketPullRequest,
) {
  const name = fullName(repository);
  const end = (branch: string, hash: string, of: FakeBitbucketRepository) => ({
    branch: { name: branch },
    commit: { type: 'commit', hash: shortHash(hash) },
    repository: { type: 'repository', full_name: fullName(of), uuid: of.uuid, name: of.name },
  });
  return {
    type: 'pullrequest',
    id: pr.id,
    title: pr.title,
    state: pr.state,
    author: { type: 'user', nickname: 'ada', display_name: 'Ada Lovelace' },
    source: end(pr.sourceBranch, pr.sourceHash, pr.sourceRepository ?? repository),
    destination: end(pr.destinationBranch, pr.destinationHash, repository),
    links: {
      html: { href: `${origin}/${name}/pull-requests/${pr.id}` },
      self: { href: `${origin}/2.0/repositories/${name}/pullrequests/${pr.id}` },
    },
  };
}

export function commentJson(state: FakeBitbucketState, comment: FakeBitbucketComment) {
  return {
    type: 'pullrequest_comment',
    id: comment.id,
    content: { type: 'rendered', raw: comment.raw, markup: 'markdown', html: '' },
    deleted: comment.deleted,
    user: { type: 'user', nickname: state.user.nickname, display_name: state.user.displayName },
    created_on: comment.createdOn,
    updated_on: comment.updatedOn,
  };
}

export function statusJson(status: FakeBitbucketStatus) {
  return {
    type: 'build',
    key: status.key,
    state: status.state,
    name: status.name,
    description: status.description,
    url: status.url,
    created_on: status.updatedOn,
    updated_on: status.updatedOn,
  };
}

/** Bitbucket's error body. */
export function errorJson(message: string) {
  return { type: 'error', error: { message } };
}
