import { z } from 'zod';

/**
 * The profile rules: name required; the email, if present, must contain @ and be at least
 * 5 characters. The toast titles (Name required, Invalid email) travel in `titleFor`.
 */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name is too long'),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || (value.includes('@') && value.length >= 5), {
      message: 'Please enter a valid email address',
    }),
  /** Sent only with a changed email: the server asks for it before moving the account. */
  currentPassword: z.string(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function isEmailChanged(email: string, currentEmail: string): boolean {
  const next = email.trim().toLowerCase();
  return next !== '' && next !== currentEmail.toLowerCase();
}

/** The update payload: the email (with the current password) is sent only when it changed. */
export function buildProfileUpdate(values: ProfileFormValues, currentEmail: string) {
  return isEmailChanged(values.email, currentEmail)
    ? { name: values.name, email: values.email.trim().toLowerCase(), currentPassword: values.currentPassword }
    : { name: values.name };
}
