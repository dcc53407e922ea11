import { inviteMemberRequestSchema } from '@driftwatch/contract';
import { z } from 'zod';
import { qualifyingInvites } from './qualifying-invites';

/**
 * The wizard's invitation rows. A blank row, or one without @, is not an invitation and is ignored;
 * a row meant as one is checked with the contract's email rule, so a typo is named under its row
 * instead of coming back as a failed invitation.
 */
export const inviteFormSchema = z
  .object({ invites: z.array(z.object({ email: z.string() })) })
  .superRefine((form, context) => {
    form.invites.forEach((row, index) => {
      if (qualifyingInvites([row.email]).length === 0) return;
      const email = inviteMemberRequestSchema.shape.email.safeParse(row.email.trim());
      if (!email.success) {
        context.addIssue({
          code: 'custom',
          path: ['invites', index, 'email'],
          message: email.error.issues[0]?.message ?? 'Enter a valid email address',
        });
      }
    });
  })
  .transform((form) => qualifyingInvites(form.invites.map((row) => row.email)));
export type InviteFormInput = z.input<typeof inviteFormSchema>;
