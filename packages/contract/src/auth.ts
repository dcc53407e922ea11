import { z } from 'zod';
import { emailField, successMessageSchema } from './common.js';
import { newPasswordField, userSchema } from './user.js';

export const signupIntents = ['team', 'individual'] as const;

export const signupRequestSchema = z
  .strictObject({
    name: z
      .string('Please enter your full name')
      .trim()
      .min(1, 'Please enter your full name')
      .min(2, 'Name must be at least 2 characters long')
      .max(100, 'Name is too long'),
    email: emailField(),
    password: z
      .string('Password must be at least 6 characters long')
      .min(6, 'Password must be at least 6 characters long')
      .max(200, 'Password is too long'),
    confirmPassword: z.string('Please make sure your passwords match').max(200),
    signupIntent: z.enum(signupIntents).default('team'),
    source: z.string().trim().min(1).max(50).default('web'),
    invitationToken: z.string().min(1).max(200).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Please make sure your passwords match',
    path: ['confirmPassword'],
  });
export type SignupRequest = z.input<typeof signupRequestSchema>;

/**
 * The answer to every valid sign-up, whether or not the address has an account: the next step is
 * in the mailbox (a confirmation link, or for an existing account a note to its owner).
 */
export const signupAcceptedResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('verification_sent'),
  email: z.string(),
  message: z.string(),
});
export type SignupAcceptedResponse = z.infer<typeof signupAcceptedResponseSchema>;

export const verifyEmailRequestSchema = z.strictObject({
  token: z.string('This confirmation link is invalid').min(1, 'This confirmation link is invalid').max(200),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** The account made by opening the confirmation link, and its first session. */
export const signupResponseSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** With a password: password sign-in. With the email only: a sign-in link is emailed. */
export const signinRequestSchema = z.strictObject({
  email: emailField(),
  password: z.string().min(1, 'Please enter your password').max(200).optional(),
  rememberMe: z.boolean().optional(),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

export const signinResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  user: userSchema.nullable(),
  needsPasswordSetup: z.boolean(),
  message: z.string(),
});
export type SigninResponse = z.infer<typeof signinResponseSchema>;

export const setupPasswordRequestSchema = z
  .strictObject({
    token: z.string('No setup token found').min(1, 'No setup token found').max(200),
    password: newPasswordField,
    confirmPassword: z.string('Please make sure both passwords are identical').max(200),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Please make sure both passwords are identical',
    path: ['confirmPassword'],
  });
export type SetupPasswordRequest = z.input<typeof setupPasswordRequestSchema>;

export const setupPasswordResponseSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  message: z.string(),
  user: userSchema.optional(),
});
export type SetupPasswordResponse = z.infer<typeof setupPasswordResponseSchema>;

export const setupPasswordLinkQuerySchema = z.object({ token: z.string().max(200).optional() });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** The same neutral answer whether or not the address has an account. */
export const forgotPasswordResponseSchema = successMessageSchema;
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const signoutResponseSchema = successMessageSchema;
export type SignoutResponse = z.infer<typeof signoutResponseSchema>;

/** "Continue with Google" and "Continue with GitHub" share these requests and answers. */
export const providerSignInRequestSchema = z.strictObject({
  redirect_uri: z.url().max(2000),
  state: z.string().min(8).max(200),
});
export type ProviderSignInRequest = z.input<typeof providerSignInRequestSchema>;

export const providerSignInResponseSchema = z.object({
  authorization_url: z.string(),
  state: z.string(),
});
export type ProviderSignInResponse = z.infer<typeof providerSignInResponseSchema>;

export const providerCallbackRequestSchema = z.strictObject({
  code: z.string().min(1, 'Missing authorization code or state parameter').max(2000),
  state: z.string().min(1, 'Missing authorization code or state parameter').max(200),
  redirect_uri: z.url().max(2000),
});
export type ProviderCallbackRequest = z.input<typeof providerCallbackRequestSchema>;

export const providerCallbackResponseSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  user: userSchema,
  is_new_user: z.boolean(),
  message: z.string(),
});
export type ProviderCallbackResponse = z.infer<typeof providerCallbackResponseSchema>;

export const signInProviderIds = ['github', 'google'] as const;
export type SignInProviderId = (typeof signInProviderIds)[number];

const signInProviderStatusSchema = z.object({
  configured: z.boolean(),
  /** The environment variables still to set; empty when configured. */
  missing_config: z.array(z.string()),
});

export const signInProvidersResponseSchema = z.object({
  providers: z.object({ github: signInProviderStatusSchema, google: signInProviderStatusSchema }),
});
export type SignInProvidersResponse = z.infer<typeof signInProvidersResponseSchema>;

export const providerConnectParamsSchema = z.object({ provider: z.string().min(1).max(40) });
/**
 * Sign-in providers take any source; workspace providers (slack, linear, notion) need one of
 * `connectSources` (default integrations) and return to its page.
 */
export const providerConnectQuerySchema = z.object({ source: z.string().max(40).optional() });
export const providerConnectResponseSchema = z.object({ oauth_url: z.string() });
export type ProviderConnectResponse = z.infer<typeof providerConnectResponseSchema>;
