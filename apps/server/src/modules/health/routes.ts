import { healthSchema } from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/database';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('health');

/** The version printed in health answers. */
const VERSION = process.env.npm_package_version ?? '0.1.0';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        ...op.open('getHealth', 'Reports whether the server and its database answer.'),
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'unavailable',
        database: database.kind,
        databaseReachable: reachable,
        version: VERSION,
      });
    },
  );
}
