import { findOrganizationLogo, type OrganizationLogoRow } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * The stored logo at this version. Anyone holding the URL may load it (an <img> sends no token);
 * the version is the SHA-256 of the bytes, so the URL cannot be guessed, and an old URL finds nothing.
 */
export async function getOrganizationLogo(
  context: ServerContext,
  { organizationId, version }: { organizationId: string; version: string },
): Promise<OrganizationLogoRow> {
  const logo = await findOrganizationLogo(context.db, organizationId);
  if (!logo || logo.sha256 !== version) throw notFound();
  return logo;
}
