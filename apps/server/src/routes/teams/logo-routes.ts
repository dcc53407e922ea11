import {
  logoFileParamsSchema,
  organizationParamsSchema,
  routes,
  uploadLogoResponseSchema,
} from '@driftwatch/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { getOrganizationLogo } from '../../services/teams/get-organization-logo.js';
import { readLogoUpload } from '../../services/teams/read-logo-upload.js';
import { uploadOrganizationLogo } from '../../services/teams/upload-organization-logo.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** A year: the URL changes with the bytes, so a cached copy is never stale. */
const logoMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The organization's logo: uploaded as multipart (only in this plugin), served from the database. */
export const logoRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  await app.register(fastifyMultipart);

  app.post(
    routes.teams.logo,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['teams'],
        security: bearerSecurity,
        description:
          'multipart/form-data with the image in the field `logo`: PNG, JPEG, GIF or WebP (read from the bytes; SVG is refused), under 5 MB.',
        consumes: ['multipart/form-data'],
        params: organizationParamsSchema,
        response: { 200: uploadLogoResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadOrganizationLogo(context, {
        authentication: request.scope,
        organizationId: request.params.id,
        readLogo: () => readLogoUpload(request),
      }),
  );

  app.get(
    routes.teams.logoFile,
    {
      schema: {
        tags: ['teams'],
        description: 'No auth: the logo image at the URL the organization answer gives (immutable).',
        params: logoFileParamsSchema,
      },
    },
    async (request, reply) => {
      const logo = await getOrganizationLogo(context, {
        organizationId: request.params.id,
        version: request.params.version,
      });
      const etag = `"${logo.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${logoMaxAgeSeconds}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.contentType).send(logo.content);
    },
  );
};
