import { emailField } from '@driftwatch/contract';
import { z } from 'zod';

/** The password may stay empty: "Email me a login link" only needs the email. */
export const signInFormSchema = z.object({
  email: emailField(),
  password: z.string(),
  rememberMe: z.boolean(),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;

export const REMEMBERED_EMAIL_KEY = 'remembered_email';
