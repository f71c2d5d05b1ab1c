/** Stored live database connections: how they are read within their project and presented. */
import { LIVE_DB_CONNECTION_NOT_FOUND, type LiveDbConnection } from '@relata/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LiveDbConnectionTable } from '../../db/schema';
import { errors } from '../../http/errors';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored connection row, its sealed password included. */
export type LiveDbConnectionRow = Selectable<LiveDbConnectionTable>;

/** Presents a connection: every detail but the password, of which only its presence. */
export function presentConnection(r: LiveDbConnectionRow): LiveDbConnection {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    engine: r.engine,
    host: r.host,
    port: r.port,
    database: r.database_name,
    user: r.user_name,
    tls: r.tls,
    file: r.file,
    has_password: r.password_sealed !== null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The project's connections by name. */
export function connectionRows(db: Db, projectId: string): Promise<LiveDbConnectionRow[]> {
  return db
    .selectFrom('live_db_connections')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('name')
    .orderBy('created_at')
    .execute();
}

/** Reads one connection of the project, or answers 404 (also for another project's). */
export async function findConnection(
  db: Db,
  projectId: string,
  connectionId: string,
): Promise<LiveDbConnectionRow> {
  const row = await db
    .selectFrom('live_db_connections')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!row) throw errors.notFound(LIVE_DB_CONNECTION_NOT_FOUND);
  return row;
}

/**
 * What an audit event records of a connection: its name, engine and host or file, never its
 * user or password.
 */
export function auditDetails(c: {
  id?: string;
  name?: string | undefined;
  engine: string;
  host?: string | null | undefined;
  file?: string | null | undefined;
}): Record<string, string | undefined> {
  return {
    connection: c.name,
    connection_id: c.id,
    engine: c.engine,
    host: c.host ?? undefined,
    file: c.file ?? undefined,
  };
}
