import { z } from 'zod';
import { emailField, idSchema, roleSchema } from './common.js';

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

/**
 * The team-management right (DESIGN "Decisions"): allowed outside an organization (to create one),
 * with can_manage_team, or as owner or admin. The server enforces it; the client shows it.
 */
export function canManageTeam(user: Pick<User, 'is_in_organization' | 'can_manage_team' | 'role'>): boolean {
  return !user.is_in_organization || user.can_manage_team || user.role === 'owner' || user.role === 'admin';
}
