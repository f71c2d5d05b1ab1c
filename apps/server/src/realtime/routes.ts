import { MAX_CLIENT_MESSAGE_BYTES } from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { errorBody } from '../http/errors';
import { allowedOrigins, isAllowedSocketOrigin } from '../http/originCheck';
import type { RealtimeHub, RealtimeSession } from './hub';

/**
 * The realtime WebSocket at /api/realtime, authenticated by the session cookie. Upgrades from
 * another origin are refused (cross-site WebSocket hijacking).
 */
export function registerRealtimeRoutes(
  app: FastifyInstance,
  opts: {
    hub: RealtimeHub;
    config: Config;
    resolveSession: (
      headers: Record<string, string | string[] | undefined>,
    ) => Promise<RealtimeSession | null>;
  },
): void {
  const allowed = allowedOrigins(opts.config);
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      async preValidation(request, reply) {
        if (!isAllowedSocketOrigin(request, allowed)) {
          return reply
            .status(403)
            .send(errorBody('forbidden', 'Cross-origin WebSocket connections are not allowed.'));
        }
        const session = await opts.resolveSession(request.headers);
        if (!session)
          return reply.status(401).send(errorBody('unauthenticated', 'User not authenticated'));
        request.realtimeSession = session;
      },
    },
    (socket, request) => {
      const session = request.realtimeSession;
      if (!session) return socket.close(4401, 'unauthenticated');
      opts.hub.attach(socket, session);
    },
  );
}

/** A client message larger than this closes the connection (1009): client messages are tiny. */
export const realtimeSocketOptions = { maxPayload: MAX_CLIENT_MESSAGE_BYTES };

declare module 'fastify' {
  interface FastifyRequest {
    realtimeSession?: RealtimeSession;
  }
}
