import { customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { organizations } from './organizations.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One logo per organization, in the database rather than on a disk, so every server instance
 * serves the same bytes.
 */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
  /** Sniffed from the bytes at upload, never taken from the file name or the browser's claim. */
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** SHA-256 of the bytes: the ETag, and part of the logo's URL so a new logo is a new URL. */
  sha256: text('sha256').notNull(),
  updatedAt: updatedAt(),
});

export type OrganizationLogoRow = typeof organizationLogos.$inferSelect;
