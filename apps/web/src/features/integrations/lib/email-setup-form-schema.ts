import { type EmailIntegrationSetupRequest, emailField } from '@driftwatch/contract';
import { z } from 'zod';

/**
 * The email dialog's fields. Additional rows are objects (the form's row list needs them); a blank
 * row is dropped, any other is checked with the contract's email rule and named under its row.
 */
export const emailSetupFormSchema = z
  .object({
    primaryEmail: emailField('Please enter a primary email address.'),
    additionalEmails: z.array(z.object({ address: z.string() })),
  })
  .superRefine((form, context) => {
    form.additionalEmails.forEach((row, index) => {
      if (row.address.trim() === '') return;
      const address = emailField().safeParse(row.address);
      if (!address.success) {
        context.addIssue({
          code: 'custom',
          path: ['additionalEmails', index, 'address'],
          message: address.error.issues[0]?.message ?? 'Please enter a valid email address',
        });
      }
    });
  })
  .transform(
    (form): EmailIntegrationSetupRequest => ({
      platform: 'email',
      primaryEmail: form.primaryEmail,
      additionalEmails: form.additionalEmails
        .map((row) => row.address.trim().toLowerCase())
        .filter((address) => address !== ''),
      connected: true,
    }),
  );
export type EmailSetupFormInput = z.input<typeof emailSetupFormSchema>;
