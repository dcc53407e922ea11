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
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The update payload: the email is sent only when it changed. */
export function buildProfileUpdate(values: ProfileFormValues, currentEmail: string) {
  const email = values.email.trim().toLowerCase();
  const changed = email !== '' && email !== currentEmail.toLowerCase();
  return changed ? { name: values.name, email } : { name: values.name };
}
