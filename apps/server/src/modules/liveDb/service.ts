/**
 * Connections to a project's live databases (issue 38, item 1c): Admins save, change, delete and
 * try them; Editors and Admins read a database's catalog through them; Viewers see none of it.
 * Every use is an audit event naming the connection, its engine and host, never its password.
 */
import {
  LIVE_DB_OFF,
  MAX_LIVE_DB_CONNECTIONS_PER_PROJECT,
  liveDbTargetProblems,
  type CreateLiveDbConnectionBody,
  type LiveDbCatalog,
  type LiveDbConnection,
  type LiveDbConnectionList,
  type LiveDbTestResult,
  type TestLiveDbConnectionBody,
  type UpdateLiveDbConnectionBody,
} from '@relata/core';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { hitLimits, type Limit } from '../../auth/rateLimit';
import type { LiveDbConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { record } from '../audit/record';
import { lockProject, requireRole } from '../projects/access';
import { allowList, requireListedHost } from './allowList';
import { liveDbEnabled, outcomeOf, readCatalog, type LiveDbDetails } from './liveRead';
import { openPassword, sealPassword } from './passwordSeal';
import { checkedSqliteFile } from './sqliteFiles';
import {
  auditDetails,
  connectionRows,
  findConnection,
  presentConnection,
  type LiveDbConnectionRow,
} from './store';

/** What the connection services need. */
export interface LiveDbDeps {
  db: Kysely<Database>;
  config: { liveDb: LiveDbConfig };
  /** The key sealing passwords (passwordKey of AUTH_SECRET). */
  passwordKey: Buffer;
}

/** Reads and tries of live databases a user may start in ten minutes, over all projects. */
const READ_LIMIT: Limit = { max: 30, windowSeconds: 600 };

/** Throws the 400 that says connections are off and how an operator turns them on. */
function requireEnabled(config: LiveDbConfig): void {
  if (!liveDbEnabled(config)) throw new AppError(400, 'not_configured', LIVE_DB_OFF);
}

/**
 * Checks details before they are saved: whole for their engine (400 naming the field), and a
 * host or file the operator's lists allow (422), without connecting.
 */
async function checkSavable(config: LiveDbConfig, d: LiveDbDetails): Promise<void> {
  const problems = liveDbTargetProblems(d);
  if (Object.keys(problems).length > 0) throw errors.validationFailed(problems);
  if (d.engine === 'sqlite') await checkedSqliteFile(config.files, d.file ?? '');
  else requireListedHost(allowList(config.hosts), d.host ?? '');
}

/** The project's connections and whether connections are on (Editors and Admins). */
export async function listConnections(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
): Promise<LiveDbConnectionList> {
  await requireRole(deps.db, projectId, userId, 'Editor', 'see database connections');
  const rows = await connectionRows(deps.db, projectId);
  return { enabled: liveDbEnabled(deps.config.liveDb), connections: rows.map(presentConnection) };
}

/** Saves a connection (Admins), its password sealed; at most MAX_LIVE_DB_CONNECTIONS_PER_PROJECT. */
export async function createConnection(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  body: CreateLiveDbConnectionBody,
): Promise<LiveDbConnection> {
  await requireRole(deps.db, projectId, userId, 'Admin', 'manage database connections');
  requireEnabled(deps.config.liveDb);
  await checkSavable(deps.config.liveDb, body);
  const id = randomUUID();
  return deps.db.transaction().execute(async (trx) => {
    await requireRole(trx, projectId, userId, 'Admin', 'manage database connections');
    await lockProject(trx, projectId);
    const { n } = await trx
      .selectFrom('live_db_connections')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_LIVE_DB_CONNECTIONS_PER_PROJECT)
      throw errors.conflict(
        `A project keeps at most ${MAX_LIVE_DB_CONNECTIONS_PER_PROJECT} database connections. ` +
          'Delete one before saving another.',
      );
    const row = await trx
      .insertInto('live_db_connections')
      .values({ id, project_id: projectId, created_by: userId, ...columns(deps, id, body) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, {
      kind: 'live_db_connection_created',
      projectId,
      actorId: userId,
      details: auditDetails(row),
    });
    return presentConnection(row);
  });
}

/** The stored columns of a connection's details; the password sealed for its row. */
function columns(deps: LiveDbDeps, id: string, d: CreateLiveDbConnectionBody) {
  const server = d.engine !== 'sqlite';
  return {
    name: d.name,
    engine: d.engine,
    host: server ? (d.host ?? null) : null,
    port: server ? (d.port ?? null) : null,
    database_name: server ? d.database || null : null,
    user_name: server ? d.user || null : null,
    password_sealed: server && d.password ? sealPassword(deps.passwordKey, id, d.password) : null,
    tls: server && (d.tls ?? false),
    file: server ? null : (d.file ?? null),
  };
}

/** The details a change leaves: the stored ones with the body's over them, the password opened. */
function changed(
  deps: LiveDbDeps,
  old: LiveDbConnectionRow,
  body: UpdateLiveDbConnectionBody,
): CreateLiveDbConnectionBody {
  // Opened only when kept: a new password is how an Admin replaces one sealed under an old secret.
  const kept = () =>
    old.password_sealed ? openPassword(deps.passwordKey, old.id, old.password_sealed) : undefined;
  const password = body.password === undefined ? kept() : (body.password ?? undefined);
  const pick = <T>(value: T | null | undefined, stored: T | null) =>
    value === undefined ? (stored ?? undefined) : (value ?? undefined);
  return {
    name: body.name ?? old.name,
    engine: body.engine ?? old.engine,
    host: pick(body.host, old.host),
    port: pick(body.port, old.port),
    database: pick(body.database, old.database_name),
    user: pick(body.user, old.user_name),
    password,
    tls: body.tls ?? old.tls,
    file: pick(body.file, old.file),
  };
}

/**
 * Changes a connection (Admins). A password left out is kept, `null` removes it; the changed
 * connection is checked whole, as a new one is.
 */
export async function updateConnection(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  connectionId: string,
  body: UpdateLiveDbConnectionBody,
): Promise<LiveDbConnection> {
  await requireRole(deps.db, projectId, userId, 'Admin', 'manage database connections');
  requireEnabled(deps.config.liveDb);
  const old = await findConnection(deps.db, projectId, connectionId);
  const next = changed(deps, old, body);
  await checkSavable(deps.config.liveDb, next);
  return deps.db.transaction().execute(async (trx) => {
    await requireRole(trx, projectId, userId, 'Admin', 'manage database connections');
    await findConnection(trx, projectId, connectionId);
    const row = await trx
      .updateTable('live_db_connections')
      .set({ ...columns(deps, connectionId, next), updated_at: sql<Date>`now()` })
      .where('id', '=', connectionId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, {
      kind: 'live_db_connection_changed',
      projectId,
      actorId: userId,
      details: auditDetails(row),
    });
    return presentConnection(row);
  });
}

/** Deletes a connection (Admins), also when connections have been turned off since. */
export async function deleteConnection(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  connectionId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireRole(trx, projectId, userId, 'Admin', 'manage database connections');
    const old = await findConnection(trx, projectId, connectionId);
    await trx
      .deleteFrom('live_db_connections')
      .where('id', '=', connectionId)
      .where('project_id', '=', projectId)
      .execute();
    await record(trx, {
      kind: 'live_db_connection_deleted',
      projectId,
      actorId: userId,
      details: auditDetails(old),
    });
  });
}

/**
 * Runs one read of a live database for a member, counted against their rate limit, and records
 * it with how it ended (ok, or why not) whether it succeeded or not. An attempt over the limit is
 * refused before it is a use, and is not recorded: a flood fills no audit log.
 */
async function auditedRead<T>(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  event: { kind: 'live_db_read' | 'live_db_tested'; details: Record<string, string | undefined> },
  read: () => Promise<T>,
): Promise<T> {
  await hitLimits(deps.db, [{ key: `live-db:${userId}`, limit: READ_LIMIT }]);
  let outcome = 'ok';
  try {
    return await read();
  } catch (err) {
    outcome = outcomeOf(err);
    throw err;
  } finally {
    await record(deps.db, {
      kind: event.kind,
      projectId,
      actorId: userId,
      details: { ...event.details, outcome },
    });
  }
}

/** Reads a saved connection's database catalog (Editors and Admins). */
export async function readConnection(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  connectionId: string,
): Promise<LiveDbCatalog> {
  await requireRole(deps.db, projectId, userId, 'Editor', 'read live databases');
  requireEnabled(deps.config.liveDb);
  const row = await findConnection(deps.db, projectId, connectionId);
  const event = { kind: 'live_db_read' as const, details: auditDetails(row) };
  return auditedRead(deps, userId, projectId, event, () => {
    const password = row.password_sealed
      ? openPassword(deps.passwordKey, row.id, row.password_sealed)
      : undefined;
    const details = { ...presentConnection(row), password };
    return readCatalog(deps.config.liveDb, details);
  });
}

/** Tries unsaved details (Admins): connects, reads the catalog, answers what answered. */
export async function testConnection(
  deps: LiveDbDeps,
  userId: string,
  projectId: string,
  body: TestLiveDbConnectionBody,
): Promise<LiveDbTestResult> {
  await requireRole(deps.db, projectId, userId, 'Admin', 'try database connections');
  requireEnabled(deps.config.liveDb);
  const event = { kind: 'live_db_tested' as const, details: auditDetails(body) };
  const dump = await auditedRead(deps, userId, projectId, event, () =>
    readCatalog(deps.config.liveDb, body),
  );
  return { ok: true, engine: dump.engine, version: dump.version };
}
