import type { AvailableRepository } from '@driftwatch/contract';
import type { BitbucketRepository } from './bitbucket-objects.js';

/** The address of a Bitbucket repository in its API: the workspace, and the repository by uuid. */
export function bitbucketAddress(repository: { externalId: string; fullName: string }): {
  workspace: string;
  repo_slug: string;
} {
  // The uuid survives renames of the repository; the workspace's slug is the first part of its name.
  return { workspace: repository.fullName.split('/')[0] ?? '', repo_slug: repository.externalId };
}

/** The HTTPS clone URL without the user name Bitbucket puts in it: git gets credentials apart. */
export function bitbucketCloneUrl(repository: BitbucketRepository): string {
  const https = repository.links.clone.find((clone) => clone.name === 'https');
  const url = new URL(https?.href ?? `${repository.links.html.href}.git`);
  url.username = '';
  url.password = '';
  return url.toString();
}

/** A Bitbucket repository as the Repositories screen lists it among the available ones. */
export function toAvailableBitbucketRepository(repository: BitbucketRepository): AvailableRepository {
  return {
    id: null,
    connected: false,
    provider: 'bitbucket',
    externalId: repository.uuid,
    name: repository.name,
    fullName: repository.full_name,
    url: repository.links.html.href,
    defaultBranch: repository.mainbranch?.name ?? null,
    language: repository.language || null,
    description: repository.description || null,
    isPrivate: repository.is_private,
    sampleName: null,
  };
}
