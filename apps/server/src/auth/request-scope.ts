import type { MemberRow } from '@driftwatch/db';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider.js';
import type { Authentication } from './authenticate.js';

/**
 * What a route asks of the caller, in its `config.auth`: `required` a signed-in user, `organization`
 * a signed-in user and the organization they work in, `optional` a user when a valid token was sent.
 * Routes without it are public and get no scope.
 */
type RouteAuth = 'required' | 'organization' | 'optional';

/** A signed-in user and the organization every repository, scan and issue call is scoped by. */
export interface OrganizationScope extends Authentication {
  userId: string;
  organizationId: string;
  membership: MemberRow;
}

/** The scope the authentication hook resolved for a route's `config.auth`. */
type ScopeFor<Config> = Config extends { auth: 'organization' }
  ? OrganizationScope
  : Config extends { auth: 'required' }
    ? Authentication
    : Config extends { auth: 'optional' }
      ? Authentication | null
      : undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }

  // The type parameters repeat Fastify's own so the scope's type follows each route's `config.auth`.
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /** Set by the authentication hook before the handler runs, as the route's `config.auth` asks. */
    scope: ScopeFor<ContextConfig>;
  }
}
