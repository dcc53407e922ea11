import {
  oauthEmailCheckRequestSchema,
  oauthSigninRequestSchema,
  oauthSignupRequestSchema,
} from '@driftwatch/contract';
import type { z } from 'zod';

/** The fields a person types on each step of the connect flow, validated as the server does. */
export const oauthEmailFormSchema = oauthEmailCheckRequestSchema.pick({ email: true });
export type OauthEmailFormValues = z.infer<typeof oauthEmailFormSchema>;

export const oauthSigninFormSchema = oauthSigninRequestSchema.pick({ email: true, password: true });
export type OauthSigninFormValues = z.infer<typeof oauthSigninFormSchema>;

export const oauthSignupFormSchema = oauthSignupRequestSchema.pick({
  name: true,
  email: true,
  password: true,
});
export type OauthSignupFormValues = z.infer<typeof oauthSignupFormSchema>;
