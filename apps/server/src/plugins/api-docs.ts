import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate, published at /docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Mobile site API', version: '1.0.0' },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
        },
      },
      // A multipart form is read by its handler, not validated by Fastify: its fields are
      // described from the contract's schema all the same.
      transform: ({ schema, url, ...rest }) => {
        const { multipartBody, ...plain } = (schema ?? {}) as Record<string, unknown>;
        return jsonSchemaTransform({
          ...rest,
          url,
          schema: multipartBody ? { ...plain, body: multipartBody } : plain,
        } as Parameters<typeof jsonSchemaTransform>[0]);
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'api-docs' },
);
