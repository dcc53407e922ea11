import { z } from 'zod';
import { emailField, idSchema, roleSchema, timestampSchema } from './common.js';
import { planStatusSchema, planTypeSchema } from './plans.js';

export const organizationStatuses = ['active', 'suspended'] as const;
export const organizationStatusSchema = z.enum(organizationStatuses);
export const memberStatuses = ['active', 'pending'] as const;

export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  status: organizationStatusSchema,
  subscription_tier: planTypeSchema,
  created_at: timestampSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

export const memberSchema = z.object({
  id: idSchema,
  user_id: idSchema.nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  status: z.enum(memberStatuses),
  has_seat: z.boolean(),
  joined_at: timestampSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: roleSchema,
  created_at: timestampSchema,
  expires_at: timestampSchema,
  inviter: z.string().nullable(),
  org_name: z.string(),
  /** Only shown to owners and admins; null otherwise. */
  token: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** team_pro is what the setup wizard sends: the team plan with a 14-day trial. */
export const newTeamTiers = ['team_pro', 'team', 'pro'] as const;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const createOrganizationRequestSchema = z.strictObject({
  name: z
    .string('Organization name is required')
    .trim()
    .min(1, 'Organization name is required')
    .max(100, 'Organization name is too long'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(60, 'Slug is too long')
    .refine((value) => value === '' || slugPattern.test(value), {
      message: 'Use lower-case letters, digits and single dashes',
    })
    .optional(),
  new_team_tier: z.enum(newTeamTiers).default('team_pro'),
});
export type CreateOrganizationRequest = z.input<typeof createOrganizationRequestSchema>;

export const createOrganizationResponseSchema = z.object({
  success: z.boolean(),
  organization: organizationSchema,
  checkout_url: z.string().nullable().optional(),
  redirect: z.string().nullable().optional(),
});
export type CreateOrganizationResponse = z.infer<typeof createOrganizationResponseSchema>;

export const listOrganizationsResponseSchema = z.object({ organizations: z.array(organizationSchema) });
export type ListOrganizationsResponse = z.infer<typeof listOrganizationsResponseSchema>;

export const organizationParamsSchema = z.object({ id: z.uuid('The requested resource was not found.') });

export const organizationDetailsResponseSchema = z.object({
  organization: organizationSchema,
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type OrganizationDetailsResponse = z.infer<typeof organizationDetailsResponseSchema>;

export const organizationStatusResponseSchema = z.object({
  id: idSchema,
  status: organizationStatusSchema,
  is_suspended: z.boolean(),
  subscription_tier: planTypeSchema,
  subscription_status: planStatusSchema,
  trial: z.object({
    is_active: z.boolean(),
    ends_at: timestampSchema.nullable(),
    days_remaining: z.number().int(),
  }),
  member_count: z.number().int(),
  assigned_seats: z.number().int(),
});
export type OrganizationStatusResponse = z.infer<typeof organizationStatusResponseSchema>;

/** Invited teammates join as member; the invite form also allows admin. */
export const inviteMemberRequestSchema = z.strictObject({
  email: emailField(),
  role: z.enum(['member', 'admin']).default('member'),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;

export const inviteMemberResponseSchema = z.object({
  success: z.boolean(),
  invitation: invitationSchema,
  message: z.string(),
});
export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows before the visitor signs in or signs up (no auth). */
export const invitationDetailsResponseSchema = z.object({
  invitation: invitationSchema,
  organization: z.object({
    id: idSchema,
    name: z.string(),
    slug: z.string(),
    logo_url: z.string().nullable(),
  }),
});
export type InvitationDetailsResponse = z.infer<typeof invitationDetailsResponseSchema>;

export const acceptInvitationRequestSchema = z.strictObject({
  token: z.string('This invitation is invalid or has expired').min(1).max(200),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

export const acceptInvitationResponseSchema = z.object({
  success: z.boolean(),
  organization: organizationSchema,
  message: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

export const memberParamsSchema = z.object({
  id: z.uuid('The requested resource was not found.'),
  memberId: z.uuid('The requested resource was not found.'),
});

export const removeMemberResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type RemoveMemberResponse = z.infer<typeof removeMemberResponseSchema>;

export const updateSeatRequestSchema = z.strictObject({ has_seat: z.boolean() });
export type UpdateSeatRequest = z.input<typeof updateSeatRequestSchema>;

export const updateSeatResponseSchema = z.object({
  success: z.boolean(),
  member: memberSchema,
  message: z.string(),
});
export type UpdateSeatResponse = z.infer<typeof updateSeatResponseSchema>;

export const invitationParamsSchema = z.object({
  id: z.uuid('The requested resource was not found.'),
  invitationId: z.uuid('The requested resource was not found.'),
});

/** Resending mails a fresh link with a fresh expiry; the earlier link stops working. */
export const resendInvitationResponseSchema = z.object({
  success: z.boolean(),
  invitation: invitationSchema,
  message: z.string(),
});
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

export const revokeInvitationResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type RevokeInvitationResponse = z.infer<typeof revokeInvitationResponseSchema>;

/** Logos are images under 5 MB; their type is read from the bytes. */
export const logoMaxBytes = 5 * 1024 * 1024;
export const logoMessages = {
  invalidType: 'Invalid file type',
  tooLarge: 'File too large',
} as const;
/** SVG is refused: it can carry scripts, and a raster logo is all the header needs. */
export const logoContentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type LogoContentType = (typeof logoContentTypes)[number];

export const uploadLogoResponseSchema = z.object({ success: z.boolean(), logo_url: z.string() });
export type UploadLogoResponse = z.infer<typeof uploadLogoResponseSchema>;

export const logoFileParamsSchema = z.object({
  id: z.uuid('The requested resource was not found.'),
  version: z.string().regex(/^[0-9a-f]{64}$/, 'The requested resource was not found.'),
});

/**
 * Where the caller can go from here. Outside an organization: create one (team plan, 14-day trial)
 * or join one that invited their address. Inside one: the other plans of the organization, each
 * saying whether this caller may make the change (the billing right) or must ask a team admin.
 */
export const transitionOptionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('create_organization'),
    plan_type: planTypeSchema,
    trial_days: z.number().int(),
  }),
  z.object({
    type: z.literal('join_organization'),
    invitation_id: idSchema,
    organization_name: z.string(),
    role: roleSchema,
    inviter: z.string().nullable(),
    expires_at: timestampSchema,
  }),
  z.object({
    type: z.literal('change_plan'),
    plan_type: planTypeSchema,
    /** upgrade goes through checkout; moving to free is a cancellation at the end of the period. */
    direction: z.enum(['upgrade', 'downgrade']),
    allowed: z.boolean(),
  }),
]);
export type TransitionOption = z.infer<typeof transitionOptionSchema>;

export const transitionOptionsResponseSchema = z.object({
  organization_id: idSchema.nullable(),
  role: roleSchema.nullable(),
  current_plan: planTypeSchema,
  options: z.array(transitionOptionSchema),
});
export type TransitionOptionsResponse = z.infer<typeof transitionOptionsResponseSchema>;
