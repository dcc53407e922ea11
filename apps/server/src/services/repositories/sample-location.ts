import path from 'node:path';

/** Samples are connected per organization, under a stable identity that does not depend on the path. */
export function sampleExternalId(name: string): string {
  return `sample:${name}`;
}

export function sampleDirectory(samplesRoot: string, organizationId: string, name: string): string {
  return path.join(samplesRoot, organizationId, name);
}

/** True for a path this server materialized, which disconnecting may delete. */
export function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(root), path.resolve(candidate));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
