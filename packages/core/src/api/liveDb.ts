import { z } from 'zod';

/**
 * The engines the server connects to (issue 38, item 1c). MSSQL is read by pasting its catalog
 * query's result only: the server carries no driver for it.
 */
export const LIVE_DB_ENGINES = ['postgresql', 'mysql', 'sqlite'] as const;
/** An engine the server connects to. */
export type LiveDbEngine = (typeof LIVE_DB_ENGINES)[number];

/** Each engine's usual port, used when a connection names none. */
export const LIVE_DB_DEFAULT_PORTS: Record<Exclude<LiveDbEngine, 'sqlite'>, number> = {
  postgresql: 5432,
  mysql: 3306,
};

/** The longest connection name. */
export const LIVE_DB_NAME_MAX = 100;
/** Most connections a project keeps; one more answers 409. */
export const MAX_LIVE_DB_CONNECTIONS_PER_PROJECT = 50;

/** Shown for a connection that does not exist, or not in this project. */
export const LIVE_DB_CONNECTION_NOT_FOUND = 'Connection not found';
/** Shown when the operator has not turned connections on (LIVE_DB_HOSTS, LIVE_DB_FILES unset). */
export const LIVE_DB_OFF =
  'Live database connections are off on this server. The operator turns them on by listing the ' +
  'hosts it may reach in LIVE_DB_HOSTS (and SQLite folders in LIVE_DB_FILES); see ' +
  'docs/live-databases.md. You can still paste a catalog query’s result in Import, From a database.';

/** A host name or an IP address (IPv6 without brackets), as a connection names its server. */
const host = z
  .string()
  .trim()
  .min(1, 'Host is required')
  .max(253)
  .regex(/^[A-Za-z0-9._:-]+$/, 'is not a host name or address');
const name = z
  .string('Connection name is required')
  .trim()
  .min(1, 'Connection name is required')
  .max(LIVE_DB_NAME_MAX);

/** The details of a connection a client sends (all but the name and engine optional here). */
const detailsShape = {
  name,
  engine: z.enum(LIVE_DB_ENGINES),
  host: host.optional(),
  port: z.number().int().min(1).max(65535).optional(),
  database: z.string().trim().max(128).optional(),
  user: z.string().trim().max(128).optional(),
  /** Never answered back: a connection answers `has_password`. */
  password: z.string().max(1024).optional(),
  tls: z.boolean().optional(),
  /** SQLite: the database file's path on the server, under a folder of LIVE_DB_FILES. */
  file: z.string().trim().min(1).max(4096).optional(),
};

/** The fields a connection's engine needs, as a form shows them. */
export interface LiveDbTargetFields {
  engine: LiveDbEngine;
  host?: string | null | undefined;
  user?: string | null | undefined;
  file?: string | null | undefined;
}

/**
 * What is missing for a connection's engine, per field: a server engine needs a host and a user,
 * SQLite a file and no host. Empty when the details are whole.
 */
export function liveDbTargetProblems(t: LiveDbTargetFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (t.engine === 'sqlite') {
    if (!t.file) problems.file = 'A SQLite connection needs the database file’s path';
    if (t.host) problems.host = 'A SQLite connection reads a file, not a host';
  } else {
    if (!t.host) problems.host = 'Host is required';
    if (!t.user) problems.user = 'User is required';
  }
  return problems;
}

/** Adds liveDbTargetProblems to a schema's issues. */
function checkTarget(t: LiveDbTargetFields, ctx: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(liveDbTargetProblems(t)))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** POST /api/projects/:projectId/connections: saves a connection (Admins). */
export const createLiveDbConnectionBodySchema = z
  .strictObject(detailsShape)
  .superRefine(checkTarget);
export type CreateLiveDbConnectionBody = z.output<typeof createLiveDbConnectionBodySchema>;
/** What a client sends to save a connection. */
export type CreateLiveDbConnectionBodyInput = z.input<typeof createLiveDbConnectionBodySchema>;

/**
 * PATCH /api/projects/:projectId/connections/:connectionId: changes a connection (Admins). A
 * password left out is kept; `null` removes it. The server checks the changed connection whole.
 */
export const updateLiveDbConnectionBodySchema = z.strictObject(detailsShape).partial().extend({
  host: host.nullable().optional(),
  /** `null` clears it: the engine's usual port. */
  port: detailsShape.port.unwrap().nullable().optional(),
  password: detailsShape.password.unwrap().nullable().optional(),
  file: detailsShape.file.unwrap().nullable().optional(),
});
export type UpdateLiveDbConnectionBody = z.output<typeof updateLiveDbConnectionBodySchema>;
/** What a client sends to change a connection. */
export type UpdateLiveDbConnectionBodyInput = z.input<typeof updateLiveDbConnectionBodySchema>;

/** POST /api/projects/:projectId/connections/test: tries unsaved details (Admins). */
export const testLiveDbConnectionBodySchema = z
  .strictObject({ ...detailsShape, name: name.optional() })
  .superRefine(checkTarget);
export type TestLiveDbConnectionBody = z.output<typeof testLiveDbConnectionBodySchema>;

/** A saved connection as Admins and Editors see it: every detail but the password. */
export const liveDbConnectionSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  engine: z.enum(LIVE_DB_ENGINES),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  database: z.string().nullable(),
  user: z.string().nullable(),
  tls: z.boolean(),
  file: z.string().nullable(),
  /** Whether a password is stored; the password itself is never answered. */
  has_password: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LiveDbConnection = z.infer<typeof liveDbConnectionSchema>;

/**
 * GET /api/projects/:projectId/connections (Editors and Admins): whether the operator turned
 * connections on, and the project's connections by name.
 */
export const liveDbConnectionListSchema = z.object({
  enabled: z.boolean(),
  connections: z.array(liveDbConnectionSchema),
});
export type LiveDbConnectionList = z.infer<typeof liveDbConnectionListSchema>;

/**
 * POST .../connections/:connectionId/read: the database's catalog dump (`{"relata_catalog": 1,
 * "engine", "version", ...}`), which the client reverse-engineers as a pasted one.
 */
export const liveDbCatalogSchema = z.looseObject({
  relata_catalog: z.literal(1),
  engine: z.string(),
  version: z.string(),
});
export type LiveDbCatalog = z.infer<typeof liveDbCatalogSchema>;

/** POST .../connections/test: the connection worked; what answered. */
export const liveDbTestResultSchema = z.object({
  ok: z.literal(true),
  engine: z.string(),
  version: z.string(),
});
export type LiveDbTestResult = z.infer<typeof liveDbTestResultSchema>;

/** Path parameters of one connection. */
export const liveDbConnectionParamsSchema = z.object({
  projectId: z.uuid(),
  connectionId: z.uuid('is not a connection id'),
});
