import {
  createLiveDbConnectionBodySchema,
  LIVE_DB_DEFAULT_PORTS,
  LIVE_DB_ENGINES,
  liveDbTargetProblems,
  type CreateLiveDbConnectionBodyInput,
  type LiveDbConnection,
  type LiveDbEngine,
  type UpdateLiveDbConnectionBodyInput,
} from '@relata/core';
import { labelServerMessage, type FieldErrors } from '../../../lib/form/fieldErrors';
import { schemaFieldErrors } from '../../../lib/form/schemaFieldErrors';

/** The engines as the connection form names them. */
export const LIVE_DB_ENGINE_LABELS: Record<LiveDbEngine, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL or MariaDB',
  sqlite: 'SQLite',
};

/** Whether a value is an engine the server connects to. */
export const isLiveDbEngine = (value: unknown): value is LiveDbEngine =>
  LIVE_DB_ENGINES.some((engine) => engine === value);

/**
 * The fields of the connection form, as typed. `password` empty on an edit keeps the saved one;
 * `removePassword` removes it.
 */
export type LiveConnectionFormValues = {
  name: string;
  engine: LiveDbEngine;
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
  removePassword: boolean;
  tls: boolean;
  file: string;
};

/** A field of the connection form. */
export type LiveConnectionField = keyof LiveConnectionFormValues;

/** The labels of the fields, as the form shows them and as messages name them. */
export const LIVE_CONNECTION_LABELS: Record<string, string> = {
  name: 'Name',
  host: 'Host',
  port: 'Port',
  database: 'Database',
  user: 'User',
  password: 'Password',
  file: 'File',
};

/** The form of a new connection (PostgreSQL). */
export const EMPTY_LIVE_CONNECTION_FORM: LiveConnectionFormValues = {
  name: '',
  engine: 'postgresql',
  host: '',
  port: '',
  database: '',
  user: '',
  password: '',
  removePassword: false,
  tls: false,
  file: '',
};

/** The form of a saved connection; its password is never sent to the client, so it starts empty. */
export function liveConnectionForm(c: LiveDbConnection): LiveConnectionFormValues {
  return {
    ...EMPTY_LIVE_CONNECTION_FORM,
    name: c.name,
    engine: c.engine,
    host: c.host ?? '',
    port: c.port === null ? '' : String(c.port),
    database: c.database ?? '',
    user: c.user ?? '',
    tls: c.tls,
    file: c.file ?? '',
  };
}

/** The default port of the engine, shown as the port field's placeholder; none for SQLite. */
export const defaultPort = (engine: LiveDbEngine): string =>
  engine === 'sqlite' ? '' : String(LIVE_DB_DEFAULT_PORTS[engine]);

/** The typed port as a number, or undefined when it is empty or not a port. */
function portNumber(text: string): number | undefined {
  const port = Number(text.trim());
  return /^\d+$/.test(text.trim()) && port >= 1 && port <= 65535 ? port : undefined;
}

/**
 * The details the server gets for a new connection or a test: trimmed, the empty ones left out,
 * and only the fields of the engine (a SQLite connection is its file).
 */
export function liveConnectionBody(v: LiveConnectionFormValues): CreateLiveDbConnectionBodyInput {
  const name = v.name.trim();
  if (v.engine === 'sqlite') return { name, engine: v.engine, file: v.file.trim() };
  const port = portNumber(v.port);
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const host = text(v.host);
  const database = text(v.database);
  const user = text(v.user);
  return {
    name,
    engine: v.engine,
    ...(host === undefined ? {} : { host }),
    ...(port === undefined ? {} : { port }),
    ...(database === undefined ? {} : { database }),
    ...(user === undefined ? {} : { user }),
    // A password is sent as typed: spaces may be part of it.
    ...(v.password === '' ? {} : { password: v.password }),
    tls: v.tls,
  };
}

/**
 * The change the server gets for a saved connection: every detail of the form, the other engine's
 * cleared (the server checks the result whole). The password is left out to keep it, or null to
 * remove it.
 */
export function liveConnectionPatch(v: LiveConnectionFormValues): UpdateLiveDbConnectionBodyInput {
  const body = liveConnectionBody(v);
  const server = v.engine !== 'sqlite';
  const password = v.removePassword ? { password: null } : {};
  if (!server) return { ...body, host: null, port: null, database: '', user: '', password: null };
  // A port cleared in the form is the engine's usual one again.
  return { port: null, database: '', user: '', ...body, file: null, ...password };
}

/**
 * The form's messages: core's contract for a connection (name, lengths, a host's characters) and
 * what its engine needs (liveDbTargetProblems), each under its field's label.
 */
export function liveConnectionErrors(
  v: LiveConnectionFormValues,
): FieldErrors<LiveConnectionField> {
  const body = liveConnectionBody(v);
  const errors: FieldErrors<LiveConnectionField> = {
    ...schemaFieldErrors(createLiveDbConnectionBodySchema, body, LIVE_CONNECTION_LABELS),
    // The engine's own sentence ("A SQLite connection needs the database file’s path") says
    // more than the schema's "File is required".
    ...liveDbTargetProblems(body),
  };
  if (v.engine !== 'sqlite' && v.port.trim() !== '' && portNumber(v.port) === undefined)
    errors.port = 'Port must be a whole number from 1 to 65535';
  for (const key of Object.keys(errors) as LiveConnectionField[]) {
    const message = errors[key];
    if (message !== undefined)
      errors[key] = labelServerMessage(LIVE_CONNECTION_LABELS[key] ?? key, message);
  }
  return errors;
}
