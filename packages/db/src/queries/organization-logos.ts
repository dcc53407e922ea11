import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type OrganizationLogoRow, organizationLogos } from '../schema/organization-logos.js';
import { organizations } from '../schema/organizations.js';

/** Stores the organization's logo (replacing any earlier one) and points the organization at it. */
export async function saveOrganizationLogo(
  db: Database,
  values: { organizationId: string; content: Buffer; contentType: string; sha256: string; logoUrl: string },
  now: Date,
): Promise<void> {
  const { logoUrl, ...logo } = values;
  const row = { ...logo, byteSize: logo.content.byteLength, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(organizationLogos)
      .values(row)
      .onConflictDoUpdate({ target: organizationLogos.organizationId, set: row });
    await tx
      .update(organizations)
      .set({ logoUrl, updatedAt: now })
      .where(eq(organizations.id, values.organizationId));
  });
}

export async function findOrganizationLogo(
  db: Database,
  organizationId: string,
): Promise<OrganizationLogoRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId))
    .limit(1);
  return row;
}
