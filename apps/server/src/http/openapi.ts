import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description, built from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Relata API',
        version: '0.1.0',
        description:
          'The HTTP API behind the Relata web app. Errors answer `{error: {code, message, fields?}}`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http on localhost too, where upgrading subresources to https would break the page.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
  });
}
