import type {
  EndpointSpec,
  ResponseOf,
  SchemaName,
  ValidBodyOf,
  ValidParamsOf,
  ValidQueryOf,
} from '@app/contracts';
import * as schemas from '@app/contracts/schemas';
import { envelopeOf } from '@app/contracts/schemas';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { refuseNulCharacters } from './text-rule.js';

/** A request as the endpoint's schemas left it: validated, defaults applied. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ValidParamsOf<E>;
  Querystring: ValidQueryOf<E>;
  Body: ValidBodyOf<E>;
}>;

/** The envelope of a success, or the reply itself when the handler has sent the answer (pre-serialised text). */
export type EndpointAnswer<E extends EndpointSpec> =
  | { success: true; value: ResponseOf<E>; code: null; message: string }
  | FastifyReply;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E>>;

/** What a route adds to its contract: rate limits, its own serialiser, a body limit and such. */
export type EndpointOptions = Omit<RouteShorthandOptions, 'schema' | 'preHandler'> & {
  /** Checks that run after the access check, such as a vendor's signature. */
  preHandler?: preHandlerHookHandler;
};

// biome-ignore lint/performance/noDynamicNamespaceImportAccess: the server loads every schema anyway; the name is the contract's link to it.
const schemaOf = (name: SchemaName): z.ZodType => schemas[name] as z.ZodType;

/** Before any schema: the text rule, for every route alike (a multipart form's fields are checked as they are read). */
const refuseNulInRequest: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseNulCharacters({ query: request.query, params: request.params, body: request.body });
  } catch (error) {
    return done(error as Error);
  }
  done();
};

function accessCheck(app: FastifyInstance, endpoint: EndpointSpec): preHandlerHookHandler | undefined {
  switch (endpoint.access) {
    case 'member':
      return app.requireMember;
    case 'real-member':
      return app.requireRealMember;
    case 'optional-member':
      return app.optionalMember;
    case 'public':
    case 'vendor':
      return undefined;
    default: {
      const unknown: never = endpoint.access;
      throw new Error(`unknown access ${String(unknown)}`);
    }
  }
}

/**
 * Registers the route of one contract: its method and path, the access check, and the schemas that
 * validate the request, serialise the answer and describe it in OpenAPI, all read from the contract.
 */
export function routeOf<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointOptions,
  handler: EndpointHandler<E>,
): void {
  const schema: FastifySchema = {
    tags: [...endpoint.tags],
    response: { 200: envelopeOf(schemaOf(endpoint.response)) },
    ...(endpoint.params ? { params: schemaOf(endpoint.params) } : {}),
    ...(endpoint.query ? { querystring: schemaOf(endpoint.query) } : {}),
    // A multipart body is read by its handler, part by part, and its fields checked with the same schema.
    ...(endpoint.encoding === 'multipart'
      ? {
          consumes: ['multipart/form-data'],
          // For the OpenAPI document alone (plugins/api-docs.ts): the fields the form carries.
          ...(endpoint.body ? { multipartBody: schemaOf(endpoint.body) } : {}),
        }
      : endpoint.body
        ? { body: schemaOf(endpoint.body) }
        : {}),
    // A form-encoded call takes the same fields as JSON too.
    ...(endpoint.encoding === 'form'
      ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] }
      : {}),
  };
  const access = accessCheck(app, endpoint);
  const preHandler = [access, options.preHandler].filter((check) => check !== undefined);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    preValidation: refuseNulInRequest,
    ...(preHandler.length ? { preHandler } : {}),
    // The schemas above have checked the request, so it has the contract's types.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
