import { z } from 'zod';

/** New password at least 8 characters (Password too short); new and confirm identical (Passwords don't match). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string().min(8, 'Password too short'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
