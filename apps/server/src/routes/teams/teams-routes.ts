import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  createOrganizationRequestSchema,
  createOrganizationResponseSchema,
  invitationDetailsResponseSchema,
  invitationTokenParamsSchema,
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  listOrganizationsResponseSchema,
  memberParamsSchema,
  organizationDetailsResponseSchema,
  organizationParamsSchema,
  organizationStatusResponseSchema,
  removeMemberResponseSchema,
  routes,
  transitionOptionsResponseSchema,
  updateSeatRequestSchema,
  updateSeatResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { acceptInvitation } from '../../services/teams/accept-invitation.js';
import { createOrganization } from '../../services/teams/create-organization.js';
import { getInvitation } from '../../services/teams/get-invitation.js';
import { getOrganization } from '../../services/teams/get-organization.js';
import { getOrganizationStatus } from '../../services/teams/get-organization-status.js';
import { inviteMember } from '../../services/teams/invite-member.js';
import { listOrganizations } from '../../services/teams/list-organizations.js';
import { listTransitionOptions } from '../../services/teams/list-transition-options.js';
import { removeMember } from '../../services/teams/remove-member.js';
import { updateMemberSeat } from '../../services/teams/update-member-seat.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const teamsRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['teams'], security: bearerSecurity };

  app.get(
    routes.teams.organizations,
    {
      config: { auth: 'required' },
      schema: { ...common, response: { 200: listOrganizationsResponseSchema, ...errorResponses } },
    },
    async (request) => listOrganizations(context, request.scope),
  );

  app.post(
    routes.teams.organizations,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description:
          'Creates a team: the creator becomes owner, on a 14-day trial; setup moves to github_app.',
        body: createOrganizationRequestSchema,
        response: { 201: createOrganizationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createOrganization(context, { authentication: request.scope, organization: request.body }),
        ),
  );

  app.get(
    routes.teams.organization,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        params: organizationParamsSchema,
        response: { 200: organizationDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getOrganization(context, { authentication: request.scope, organizationId: request.params.id }),
  );

  app.get(
    routes.teams.organizationStatus,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        params: organizationParamsSchema,
        response: { 200: organizationStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getOrganizationStatus(context, { authentication: request.scope, organizationId: request.params.id }),
  );

  app.post(
    routes.teams.invite,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description: 'Owners, admins and members who can manage the team invite by email (7-day link).',
        params: organizationParamsSchema,
        body: inviteMemberRequestSchema,
        response: { 201: inviteMemberResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await inviteMember(context, {
          authentication: request.scope,
          organizationId: request.params.id,
          invitation: request.body,
        }),
      ),
  );

  app.get(
    routes.teams.invitation,
    {
      schema: {
        tags: ['teams'],
        description: 'No auth: the invitation page before sign-in.',
        params: invitationTokenParamsSchema,
        response: { 200: invitationDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getInvitation(context, request.params.token),
  );

  app.post(
    routes.teams.acceptInvitation,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      acceptInvitation(context, { authentication: request.scope, token: request.body.token }),
  );

  app.delete(
    routes.teams.member,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description: 'Owners, admins and team managers; the owner cannot be removed.',
        params: memberParamsSchema,
        response: { 200: removeMemberResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      removeMember(context, {
        authentication: request.scope,
        organizationId: request.params.id,
        memberId: request.params.memberId,
      }),
  );

  app.put(
    routes.teams.memberSeat,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        params: memberParamsSchema,
        body: updateSeatRequestSchema,
        response: { 200: updateSeatResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateMemberSeat(context, {
        authentication: request.scope,
        organizationId: request.params.id,
        memberId: request.params.memberId,
        hasSeat: request.body.has_seat,
      }),
  );

  app.get(
    routes.teams.transitionOptions,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description:
          'Outside an organization: create one or join one that invited you. Inside: the other plans, and whether you may change to them.',
        response: { 200: transitionOptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listTransitionOptions(context, request.scope),
  );
};
