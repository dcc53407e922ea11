import { describeLocation } from './describe-location.js';
import type { RepositoryCheckout } from './repository-provider.js';

/** Documentation is what drifts, not the code it describes: searches for code leave it out. */
const documentationExcludes = ['md', 'mdx', 'markdown', 'rst', 'adoc', 'asciidoc', 'txt'].map(
  (extension) => `:(exclude,glob,icase)**/*.${extension}`,
);

/** Pathspecs for `paths` taken literally, or every file that is not documentation. */
export function searchPathspecs(paths: readonly string[] | undefined): string[] {
  if (paths && paths.length > 0) return paths.map((path) => `:(literal)${path}`);
  return ['.', ...documentationExcludes];
}

/** The runGit fields every history search shares. */
export function operationFor(checkout: RepositoryCheckout, operation: string, timeoutMs: number) {
  return { timeoutMs, scope: 'local' as const, operation, target: describeLocation(checkout.location) };
}

/** The sha git log -1 -z --format=%H printed, or null when nothing matched. */
export function firstSha(output: string): string | null {
  const sha = output.split('\0')[0]?.trim() ?? '';
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}
