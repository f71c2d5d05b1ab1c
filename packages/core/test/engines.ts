/**
 * Real database engines for the integration tests: PostgreSQL and MariaDB on 127.0.0.1 (a
 * throwaway database per test file), SQLite through SQLite's own WebAssembly build. An unreachable server skips its tests
 * with a message, except under CI=true, where it fails them.
 */
import mysql from 'mysql2/promise';
import pg from 'pg';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import initSqlJs from 'sql.js';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { normalizeTableName } from '../src/schema/sql/names';
import { clientStatements } from './scripts';

/** What an engine's catalog says about one table (names lower-cased, schema folded into the name). */
export interface CatalogTable {
  columns: string[];
  primaryKey: string[];
  foreignKeys: string[];
}

/** An engine with a fresh database. */
export interface Engine {
  dialect: SqlDialect;
  /** The throwaway database's name (`main` for SQLite). */
  database: string;
  /** Runs one query and returns its rows. */
  rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs a whole script. */
  exec(sql: string): Promise<void>;
  /** Runs one statement. */
  run(sql: string): Promise<void>;
  catalog(): Promise<Map<string, CatalogTable>>;
  /** SQLite: the database as a file's bytes (what `sqlite:<file>` reads). */
  serialize?(): Uint8Array;
  close(): Promise<void>;
}

const DEFAULT_SCHEMAS = new Set(['public', 'dbo', 'main', '']);

/** A `Schema.Table` name for comparison (see canonicalTable). */
export function canonicalQualified(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? canonicalTable(null, name)
    : canonicalTable(name.slice(0, dot), name.slice(dot + 1));
}

/** A table's name for comparison: schema folded in the way the generators normalise names. */
export function canonicalTable(schema: string | null, table: string): string {
  return normalizeTableName(
    schema === null || DEFAULT_SCHEMAS.has(schema.toLowerCase()) ? table : `${schema}_${table}`,
  );
}

const fk = (cols: string[], refTable: string, refCols: string[]) =>
  `(${cols.join(',')})>${refTable}(${refCols.join(',')})`.toLowerCase();

function tableOf(map: Map<string, CatalogTable>, name: string): CatalogTable {
  let t = map.get(name);
  if (!t) {
    t = { columns: [], primaryKey: [], foreignKeys: [] };
    map.set(name, t);
  }
  return t;
}

const throwawayName = (): string =>
  `relata_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * A connection to PostgreSQL's `postgres` database at 127.0.0.1:5432, for creating and dropping
 * databases; a server that does not answer in 3 s is missing (see tryOpen).
 */
export const postgresAdmin = (): Promise<pg.Client> => postgresClient('postgres', 3000);

/**
 * The database to create: a throwaway name without `named`; else the name itself (letters, digits
 * and `_`; the harness names them for its run: harness/databases.ts), dropped first if an earlier
 * process of the same run left it behind.
 */
async function databaseName(
  named: string | undefined,
  drop: (name: string) => Promise<unknown>,
): Promise<string> {
  if (named === undefined) return throwawayName();
  await drop(named);
  return named;
}

/**
 * Opens PostgreSQL at 127.0.0.1:5432 as postgres and creates a database (a throwaway one, or one
 * of the given name: see databaseName), through the given admin connection (kept open on close) or
 * a connection of its own; closing drops it.
 */
export async function openPostgres(shared?: pg.Client, named?: string): Promise<Engine> {
  const admin = shared ?? (await postgresAdmin());
  const name = await databaseName(named, (n) => admin.query(`DROP DATABASE IF EXISTS ${n}`));
  await admin.query(`CREATE DATABASE ${name}`);
  return connectPostgres(name, async (client) => {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!shared) await admin.end();
  });
}

/**
 * The session settings of every connection to a database the tests load. A throwaway database
 * needs no durable commits; without waiting for them, DDL runs faster. The catalog reads' queries
 * cost enough to be JIT-compiled, which took longer than running them: the migration corpus spent
 * half its PostgreSQL time compiling (108 -> 56 s without).
 */
const SESSION_SETTINGS = 'SET synchronous_commit = off; SET jit = off';

/** Runs one query on a PostgreSQL connection and answers its rows. */
type PostgresQuery = (sql: string) => Promise<Record<string, unknown>[]>;

/** A connection's queries, as resetPostgres runs them. */
export const queriesOf =
  (client: pg.Client): PostgresQuery =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

/**
 * The query that lists the catalogs holding an object made in the database (every object made in
 * a database has an oid from 16384 up; `public` is made again by resetPostgres, and the schemas
 * of temporary tables stay, empty, once a session has used them), built from the catalogs
 * themselves, once per process.
 */
let madeObjectsQuery: Promise<string> | null = null;

/**
 * What a database holds beyond a new one's, and the state of what CREATE DATABASE makes (the
 * `public` schema, the database's own settings and comment, the comments on built-in objects), as
 * one text: two databases with the same text hold the same.
 */
export async function postgresState(query: PostgresQuery): Promise<string> {
  madeObjectsQuery ??= query(
    `SELECT string_agg(format('SELECT %L AS catalog FROM pg_catalog.%I WHERE oid >= 16384%s',
       c.relname, c.relname,
       CASE c.relname WHEN 'pg_namespace' THEN ' AND nspname <> ''public'' AND nspname !~ ''^pg_''' ELSE '' END), ' UNION ALL ') AS q
     FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'oid'
     WHERE c.relnamespace = 'pg_catalog'::regnamespace AND c.relkind = 'r' AND NOT c.relisshared`,
  ).then((rows) => String(rows[0]?.q));
  const made = await madeObjectsQuery;
  const [row] = await query(
    `SELECT json_build_object(
       'made', (SELECT array_agg(DISTINCT catalog) FROM (${made}) m),
       'public', (SELECT json_build_object('owner', pg_get_userbyid(nspowner), 'acl', nspacl::text,
                    'comment', obj_description(oid, 'pg_namespace'))
                  FROM pg_namespace WHERE nspname = 'public'),
       'database', (SELECT json_build_object('owner', pg_get_userbyid(datdba), 'limit', datconnlimit,
                      'connect', datallowconn, 'template', datistemplate, 'acl', datacl::text,
                      'comment', shobj_description(oid, 'pg_database'),
                      'settings', (SELECT array_agg(setconfig::text ORDER BY setrole)
                                   FROM pg_db_role_setting WHERE setdatabase = d.oid))
                    FROM pg_database d WHERE datname = current_database()),
       'comments', (SELECT md5(string_agg(classoid || '/' || objoid || '/' || objsubid || '=' || description,
                      ',' ORDER BY classoid, objoid, objsubid))
                    FROM pg_description WHERE objoid < 16384
                    AND NOT (classoid = 'pg_namespace'::regclass AND objoid = 'public'::regnamespace))
     )::text AS state`,
  );
  return String(row?.state);
}

/**
 * Empties a PostgreSQL database to a new one's state through a connection to it: the session
 * reset (an open transaction, settings, temporary tables), then every schema dropped with all it
 * holds (tables, types, routines, the extensions in it), the objects of no schema (event
 * triggers first, so that none fires while the rest goes; publications, large objects,
 * extensions elsewhere), the database's own settings and comment removed, and `public` made
 * again as CREATE DATABASE makes it on PostgreSQL 15 and later. What it leaves, postgresState
 * tells.
 */
export async function resetPostgres(query: PostgresQuery): Promise<void> {
  await query('ROLLBACK');
  await query('DISCARD ALL');
  await query(`DO $reset$ DECLARE r record; BEGIN
    FOR r IN SELECT evtname FROM pg_event_trigger LOOP
      EXECUTE format('DROP EVENT TRIGGER %I', r.evtname); END LOOP;
    FOR r IN SELECT pubname FROM pg_publication LOOP
      EXECUTE format('DROP PUBLICATION %I', r.pubname); END LOOP;
    PERFORM lo_unlink(oid) FROM pg_largeobject_metadata;
    FOR r IN SELECT nspname FROM pg_namespace WHERE nspname !~ '^pg_' AND nspname <> 'information_schema' LOOP
      EXECUTE format('DROP SCHEMA %I CASCADE', r.nspname); END LOOP;
    FOR r IN SELECT extname FROM pg_extension WHERE oid >= 16384 LOOP
      EXECUTE format('DROP EXTENSION %I CASCADE', r.extname); END LOOP;
    EXECUTE format('ALTER DATABASE %I RESET ALL', current_database());
    EXECUTE format('COMMENT ON DATABASE %I IS NULL', current_database());
    CREATE SCHEMA public AUTHORIZATION pg_database_owner;
    GRANT USAGE ON SCHEMA public TO PUBLIC;
    COMMENT ON SCHEMA public IS 'standard public schema';
  END $reset$`);
  await query(SESSION_SETTINGS);
}

/** A connection to a database at 127.0.0.1:5432 as postgres. */
async function postgresClient(
  database: string,
  connectionTimeoutMillis?: number,
): Promise<pg.Client> {
  // Without a timeout (undefined), pg waits for the connection as long as it takes.
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database,
    connectionTimeoutMillis,
  });
  await client.connect();
  client.on('notice', () => undefined);
  // A connection ended by the server (its database dropped after a failed test) fails its next
  // query; the event alone would be an uncaught error.
  client.on('error', () => undefined);
  return client;
}

/** The state (postgresState) of a new database, read through a connection of its own. */
export async function newPostgresState(database: string): Promise<string> {
  const client = await postgresClient(database);
  try {
    return await postgresState(queriesOf(client));
  } finally {
    await client.end();
  }
}

/**
 * A connection to an existing PostgreSQL database at 127.0.0.1:5432, as an engine; closing the
 * engine calls `release` with the connection, which ends it.
 */
export async function connectPostgres(
  name: string,
  release: (client: pg.Client) => Promise<void>,
): Promise<Engine> {
  const client = await postgresClient(name);
  await client.query(SESSION_SETTINGS);
  return {
    dialect: 'postgresql',
    database: name,
    rows: async (sql, params) =>
      (await client.query(sql, params)).rows as Record<string, unknown>[],
    exec: async (sql) => void (await client.query(sql)),
    run: async (sql) => void (await client.query(sql)),
    async catalog() {
      const out = new Map<string, CatalogTable>();
      const cols = await client.query<{ s: string; t: string; c: string }>(
        `SELECT c.table_schema s, c.table_name t, c.column_name c FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
         WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
         ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
      );
      for (const r of cols.rows)
        tableOf(out, canonicalTable(r.s, r.t)).columns.push(r.c.toLowerCase());
      const cons = await client.query<{
        s: string;
        t: string;
        type: string;
        cols: string[];
        rs: string | null;
        rt: string | null;
        rcols: string[];
      }>(
        `SELECT n.nspname s, c.relname t, con.contype::text AS type,
           array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY o) cols,
           fn.nspname rs, fc.relname rt,
           array(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY o) rcols
         FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_class fc ON fc.oid = con.confrelid LEFT JOIN pg_namespace fn ON fn.oid = fc.relnamespace
         WHERE con.contype IN ('p', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const r of cons.rows) {
        const t = tableOf(out, canonicalTable(r.s, r.t));
        if (r.type === 'p') t.primaryKey = r.cols.map((c) => c.toLowerCase());
        else t.foreignKeys.push(fk(r.cols, canonicalTable(r.rs, r.rt ?? ''), r.rcols));
      }
      return out;
    },
    close: () => release(client),
  };
}

/** A connection to MariaDB (or MySQL) at 127.0.0.1:3306 as root, for creating and dropping databases. */
export function mariadbAdmin(): Promise<mysql.Connection> {
  return mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    password: '',
    connectTimeout: 3000,
  });
}

/**
 * Opens MariaDB (or MySQL) at 127.0.0.1:3306 as root and creates a database (a throwaway one, or
 * one of the given name: see databaseName), through the given admin connection (kept open on close)
 * or a connection of its own.
 */
export async function openMariadb(shared?: mysql.Connection, named?: string): Promise<Engine> {
  const admin = shared ?? (await mariadbAdmin());
  const name = await databaseName(named, (n) => admin.query(`DROP DATABASE IF EXISTS ${n}`));
  await admin.query(`CREATE DATABASE ${name}`);
  const conn = await mysql.createConnection({
    host: '127.0.0.1',
    port: 3306,
    user: 'root',
    password: '',
    database: name,
    multipleStatements: true,
  });
  return {
    dialect: 'mysql',
    database: name,
    rows: async (sql, params) => (await conn.query<mysql.RowDataPacket[]>(sql, params))[0],
    exec: async (sql) => {
      // The client's DELIMITER blocks (routines, triggers) are the mysql client's, not the server's.
      if (!/^\s*DELIMITER\b/im.test(sql)) return void (await conn.query(sql));
      for (const statement of clientStatements(sql, 'mysql')) await conn.query(statement);
    },
    run: async (sql) => void (await conn.query(sql)),
    async catalog() {
      const out = new Map<string, CatalogTable>();
      const [cols] = await conn.query<mysql.RowDataPacket[]>(
        `SELECT c.TABLE_NAME t, c.COLUMN_NAME c FROM information_schema.COLUMNS c JOIN information_schema.TABLES t
         ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
         WHERE c.TABLE_SCHEMA = ? AND t.TABLE_TYPE = 'BASE TABLE' ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION`,
        [name],
      );
      for (const r of cols)
        tableOf(out, canonicalTable(null, String(r.t))).columns.push(String(r.c).toLowerCase());
      const [keys] = await conn.query<mysql.RowDataPacket[]>(
        `SELECT TABLE_NAME t, CONSTRAINT_NAME n, COLUMN_NAME c, REFERENCED_TABLE_NAME rt, REFERENCED_COLUMN_NAME rc
         FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = ? AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
         ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`,
        [name],
      );
      const fks = new Map<string, { t: string; cols: string[]; rt: string; rcols: string[] }>();
      for (const r of keys) {
        const t = canonicalTable(null, String(r.t));
        if (r.n === 'PRIMARY') tableOf(out, t).primaryKey.push(String(r.c).toLowerCase());
        else {
          const key = `${t}\u0000${String(r.n)}`;
          const entry = fks.get(key) ?? {
            t,
            cols: [],
            rt: canonicalTable(null, String(r.rt)),
            rcols: [],
          };
          entry.cols.push(String(r.c));
          entry.rcols.push(String(r.rc));
          fks.set(key, entry);
        }
      }
      for (const f of fks.values()) tableOf(out, f.t).foreignKeys.push(fk(f.cols, f.rt, f.rcols));
      return out;
    },
    async close() {
      await conn.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      if (!shared) await admin.end();
    },
  };
}

/** SQLite's own WebAssembly build (with FTS5, which sql.js leaves out), loaded once. */
let sqliteModule: ReturnType<typeof sqlite3InitModule> | undefined;

/** An error of SQLite's WebAssembly build, without its `SQLITE_ERROR: sqlite3 result code 1:` prefix. */
const sqliteError = (e: unknown): Error =>
  new Error(
    String(e instanceof Error ? e.message : e).replace(
      /^SQLITE_\w+: sqlite3 result code \d+: /,
      '',
    ),
  );

/** A SQLite database's calls: rows of a query, a script run, and closing it. */
interface SqliteDb {
  rows: (sql: string, params?: unknown[]) => Record<string, unknown>[];
  exec: (sql: string) => void;
  /** The database as a SQLite file's bytes. */
  serialize: () => Uint8Array;
  close: () => void;
}

/** SQLite's own WebAssembly build: FTS5, JSON, no FTS3/FTS4. */
async function sqliteWasmDb(): Promise<SqliteDb> {
  const sqlite3 = await (sqliteModule ??= sqlite3InitModule());
  const db = new sqlite3.oo1.DB(':memory:');
  const call = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      throw sqliteError(e);
    }
  };
  return {
    rows: (sql, params) =>
      call(
        () =>
          db.exec({
            sql,
            ...(params ? { bind: params as (string | number | null)[] } : {}),
            rowMode: 'object',
            returnValue: 'resultRows',
          }) as Record<string, unknown>[],
      ),
    exec: (sql) => call(() => void db.exec(sql)),
    serialize: () => sqlite3.capi.sqlite3_js_db_export(db),
    close: () => db.close(),
  };
}

/** sql.js, SQLite compiled to WebAssembly with FTS3/FTS4 and no FTS5 (a new database, or a file's bytes). */
async function sqlJsDb(bytes?: Uint8Array): Promise<SqliteDb> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(bytes);
  return {
    rows: (sql, params) => {
      const [result] = db.exec(sql, params as initSqlJs.BindParams | undefined);
      if (!result) return [];
      return result.values.map((v) => Object.fromEntries(result.columns.map((c, i) => [c, v[i]])));
    },
    exec: (sql) => void db.exec(sql),
    serialize: () => db.export(),
    close: () => db.close(),
  };
}

/** A script naming FTS3 or FTS4 tables, which only sql.js's build has. */
const FTS34 = /\bUSING\s+fts[34]\b/i;

/**
 * Opens an in-memory SQLite database with foreign keys on. No one WebAssembly build has every
 * module a real SQLite has: given the script to load, the build with the full-text modules it
 * names (sql.js for FTS3/FTS4, else SQLite's own build, which has FTS5).
 */
export async function openSqlite(script = ''): Promise<Engine> {
  return sqliteEngine(FTS34.test(script) ? await sqlJsDb() : await sqliteWasmDb());
}

/** Opens a SQLite database from a file's bytes (one another tool wrote), in sql.js, to read it. */
export async function openSqliteBytes(bytes: Uint8Array): Promise<Engine> {
  return sqliteEngine(await sqlJsDb(bytes));
}

/** A SQLite database as an engine, with foreign keys on. */
function sqliteEngine(db: SqliteDb): Engine {
  db.exec('PRAGMA foreign_keys = ON');
  const rows = db.rows;
  const exec = (sql: string): Promise<void> => {
    try {
      db.exec(sql);
      return Promise.resolve();
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };
  return {
    dialect: 'sqlite',
    database: 'main',
    rows: (sql, params) => Promise.resolve(rows(sql, params)),
    exec,
    run: exec,
    serialize: () => db.serialize(),
    catalog() {
      const out = new Map<string, CatalogTable>();
      const names = rows(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
      ).map((r) => String(r.name));
      for (const n of names) {
        const t = tableOf(out, canonicalTable(null, n));
        const info = rows(`PRAGMA table_info("${n.replace(/"/g, '""')}")`);
        t.columns = info.map((r) => String(r.name).toLowerCase());
        t.primaryKey = info
          .filter((r) => Number(r.pk) > 0)
          .sort((a, b) => Number(a.pk) - Number(b.pk))
          .map((r) => String(r.name).toLowerCase());
      }
      for (const n of names) {
        const groups = new Map<number, { rt: string; cols: string[]; rcols: (string | null)[] }>();
        for (const r of rows(`PRAGMA foreign_key_list("${n.replace(/"/g, '""')}")`)) {
          const g = groups.get(Number(r.id)) ?? { rt: String(r.table), cols: [], rcols: [] };
          g.cols.push(String(r.from));
          g.rcols.push(typeof r.to === 'string' ? r.to : null);
          groups.set(Number(r.id), g);
        }
        for (const g of groups.values()) {
          const ref = canonicalTable(null, g.rt);
          const refCols = g.rcols.some((c) => c === null)
            ? (out.get(ref)?.primaryKey ?? [])
            : (g.rcols as string[]);
          tableOf(out, canonicalTable(null, n)).foreignKeys.push(fk(g.cols, ref, refCols));
        }
      }
      return Promise.resolve(out);
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}

/** Opens an engine (or a connection), or returns the reason it is unavailable (a failure instead when CI=true). */
export async function tryOpen<T = Engine>(
  open: () => Promise<T>,
  label: string,
): Promise<T | string> {
  try {
    return await open();
  } catch (error) {
    const reason = `${label} is not reachable (${error instanceof Error ? error.message : String(error)})`;
    if (process.env.CI === 'true') throw new Error(`${reason}; CI needs it`);
    console.warn(`Skipping ${label} tests: ${reason}`);
    return reason;
  }
}
