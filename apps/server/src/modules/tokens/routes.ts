import {
  accessTokenSchema,
  createdTokenSchema,
  createTokenBodySchema,
  okSchema,
  tokenParamsSchema,
} from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/schema';
import { apiOperations } from '../../http/apiOperation';
import * as tokens from './service';

const op = apiOperations('tokens');

/**
 * Personal access tokens (issue 39): list, create, revoke, for a signed-in browser session only
 * (a request with a token never reaches these routes: auth/accessTokens.ts).
 */
export function registerTokenRoutes(
  root: FastifyInstance,
  deps: { auth: Auth; db: Kysely<Database> },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/account/tokens';

  app.get(
    base,
    {
      schema: {
        ...op.signedIn(
          'listTokens',
          "Lists the signed-in user's access tokens (never the tokens).",
        ),
        response: { 200: z.array(accessTokenSchema) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return tokens.listTokens(deps.db, userId);
    },
  );
  app.post(
    base,
    {
      schema: {
        ...op.signedIn(
          'createToken',
          'Creates an access token; the answer is the only time the token is shown.',
          [409, 422],
        ),
        body: createTokenBodySchema,
        response: { 201: createdTokenSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await requireSession(deps.auth, request);
      return reply.status(201).send(await tokens.createToken(deps.db, userId, request.body));
    },
  );
  app.delete(
    `${base}/:tokenId`,
    {
      schema: {
        ...op.signedIn('revokeToken', 'Revokes an access token: requests with it answer 401.'),
        params: tokenParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await tokens.revokeToken(deps.db, userId, request.params.tokenId);
      return { ok: true as const };
    },
  );
}
