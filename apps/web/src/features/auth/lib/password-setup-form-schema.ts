import { newPasswordField } from '@driftwatch/contract';
import { z } from 'zod';

export const passwordSetupFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Please make sure both passwords are identical',
    path: ['confirmPassword'],
  });
export type PasswordSetupFormValues = z.infer<typeof passwordSetupFormSchema>;
