import { eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NewUserRow, type UserRow, users } from '../schema/users.js';

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Emails are stored lower-cased; callers pass a normalised address. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByGoogleId(db: Database, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export async function findUserByGithubId(db: Database, githubId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.githubId, githubId)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('Inserting the user returned no row');
  return row;
}

export type UserUpdate = Partial<
  Pick<UserRow, 'name' | 'email' | 'passwordHash' | 'googleId' | 'githubId' | 'emailVerifiedAt'>
>;

export async function updateUser(
  db: Database,
  id: string,
  changes: UserUpdate,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Locks the user's row until the transaction ends, so two concurrent requests of one user (a double
 * click on "Create team") run one after the other.
 */
export async function lockUser(db: Database, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
