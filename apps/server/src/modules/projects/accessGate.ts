import type { Role } from '@relata/core';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Auth } from '../../auth/auth';
import { declaresSession, requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/schema';
import { paramsError } from '../../http/inputGuard';
import { requireRole } from './access';

/** The least role a project route's caller needs, and what the 403 says they may not do. */
export interface NeededRole {
  atLeast: Role;
  action?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this project route, checked before its body is read (enforceDeclaredRole). */
    role?: NeededRole;
  }
}

/**
 * The route config of a project route that takes a body: `config: needsRole('Editor', 'edit the
 * diagram')`. The service checks the same again in its transaction; this check comes first, so
 * that nobody without the role gets their body read (issue 35).
 */
export const needsRole = (atLeast: Role, action?: string): { role: NeededRole } => ({
  role: action === undefined ? { atLeast } : { atLeast, action },
});

const READS = new Set(['GET', 'HEAD']);

/**
 * An onRoute hook: every signed-in route under `/api/projects/:projectId` that takes a body
 * (any method but GET and HEAD) checks, in an onRequest hook and so before its body is read,
 * decompressed or parsed, the session (401), its path parameters (400, as the input guard and
 * schema would answer), the membership (404, so that existence does not leak) and the declared
 * role (403). Such a route without `needsRole` in its config is an error at start.
 */
export function enforceDeclaredRole(auth: Auth, db: Kysely<Database>) {
  return (route: RouteOptions): void => {
    const methods = [route.method].flat().map(String);
    if (!route.url.includes(':projectId') || !declaresSession(route)) return;
    if (methods.every((m) => READS.has(m))) return;
    const needed = route.config?.role;
    if (!needed) {
      throw new Error(
        `${methods.join(', ')} ${route.url} takes a body: declare the role it needs (config: needsRole(...)), checked before the body is read.`,
      );
    }
    const params = route.schema?.params;
    const gate = async (request: FastifyRequest) => {
      const { userId } = await requireSession(auth, request);
      const invalid = paramsError(request, params);
      if (invalid) throw invalid;
      const { projectId } = request.params as { projectId: string };
      await requireRole(db, projectId, userId, needed.atLeast, needed.action);
    };
    const own = route.onRequest;
    route.onRequest = [gate, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  };
}
