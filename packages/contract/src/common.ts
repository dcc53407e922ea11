import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings in UTC. */
export const timestampSchema = z.iso.datetime();

export const idSchema = z.uuid();

/** A trimmed, lower-cased email address, with the message the forms show when it is missing. */
export function emailField(requiredMessage = 'Please enter your email address') {
  return z
    .string(requiredMessage)
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, 'Please enter a valid email address')
    .regex(z.regexes.email, 'Please enter a valid email address');
}

export const successMessageSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type SuccessMessage = z.infer<typeof successMessageSchema>;

export const roles = ['owner', 'admin', 'member'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
