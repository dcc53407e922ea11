import { z } from 'zod';
import { emailField, idSchema, type Role, roleSchema } from './common.js';

/** The user as every auth and profile answer returns it. */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  is_in_organization: z.boolean(),
  can_manage_team: z.boolean(),
  organization_id: idSchema.nullable(),
  /** False for accounts made by Google sign-in or an invitation that never set a password. */
  has_password: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateProfileRequestSchema = z.strictObject({
  name: z
    .string('Please enter your name')
    .trim()
    .min(1, 'Please enter your name')
    .max(100, 'Name is too long'),
  email: emailField('Please enter a valid email address')
    .min(5, 'Please enter a valid email address')
    .optional(),
  /** Needed to change the email: a stolen session alone must not be able to take the account over. */
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: userSchema,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const newPasswordField = z
  .string('Password must be at least 8 characters long')
  .min(8, 'Password must be at least 8 characters long')
  .max(200, 'Password is too long');

/** Sets a first password on an account that has none (created by Google or a magic link). */
export const setPasswordRequestSchema = z.strictObject({ password: newPasswordField });
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z
    .string('Please enter your current password')
    .min(1, 'Please enter your current password')
    .max(200),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** A member's team-management right: owners and admins have it, members when granted can_manage_team. */
export function memberCanManageTeam(member: { role: Role; canManageTeam: boolean }): boolean {
  return member.role === 'owner' || member.role === 'admin' || member.canManageTeam;
}

/**
 * The team-management right of the signed-in user: allowed outside an organization (to create one),
 * and inside one as `memberCanManageTeam` says. The server enforces it; the client shows it.
 */
export function canManageTeam(user: Pick<User, 'is_in_organization' | 'can_manage_team' | 'role'>): boolean {
  if (!user.is_in_organization) return true;
  return user.role !== null && memberCanManageTeam({ role: user.role, canManageTeam: user.can_manage_team });
}
