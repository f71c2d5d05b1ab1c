import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { createServer, type RelataServer } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { withDatabase } from './env';

/** The two database modes every server integration test runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The database kinds of this run: PGlite always, PostgreSQL when reachable, unless
 * RELATA_TEST_DATABASES names one kind (the smoke set runs on PostgreSQL alone: scripts/smoke.mjs).
 */
export function databaseKinds(): DatabaseKind[] {
  const only = process.env.RELATA_TEST_DATABASES;
  if (only === 'pglite' || only === 'postgres') return [only];
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs a describe block once per available database kind: for the files whose subject depends on
 * the database (docs/testing.md, "Which files run on both databases").
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => body(kind));
}

/**
 * Runs a describe block once, on PostgreSQL when this run has it, else on PGlite: for the files
 * whose subject does not depend on the database. Both kinds go through the same pg.Pool, Kysely
 * and queries (src/db/database.ts); what differs (PGlite's single connection and COPY, concurrent
 * writers on PostgreSQL, the migrations, what bad values do to a query) is tested on both by the
 * files that use describeEachDatabase, and PGlite, what `npm start` runs on, also carries the
 * end-to-end suite and the bad-input walk (docs/testing.md, "Which files run on both databases").
 */
export function describeOnOneDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  const kinds = databaseKinds();
  const kind = kinds.includes('postgres') ? 'postgres' : kinds[0]!;
  describe(`${name} [${kind}]`, () => body(kind));
}

/** A fresh DATA_DIR holding a copy of the migrated PGlite template. */
export function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-test-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

/**
 * A throwaway PostgreSQL database, empty or (`migrated`) a copy of the migrated template made
 * once per run by globalSetup; drop() removes it (and ends its connections).
 */
export async function freshPostgresDatabase(
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('postgresUrl');
  const name = `relata_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const template = opts.migrated ? inject('postgresTemplate') : '';
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  return {
    url: withDatabase(admin, name),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A server listening on a random port, on a fresh database of the given kind. */
export interface TestServer {
  url: string;
  server: RelataServer;
  config: Config;
  /** Closes the server and removes its database. */
  close(): Promise<void>;
}

/** Starts a real server (HTTP on 127.0.0.1, random port) on a fresh database. */
export async function startTestServer(
  kind: DatabaseKind,
  opts: {
    databaseUrl?: string;
    env?: Record<string, string>;
    config?: Partial<Config>;
    /** Where the server's log lines go, at info level (none are written otherwise). */
    logTo?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const dataDir =
    kind === 'pglite' ? freshDataDir() : fs.mkdtempSync(path.join(os.tmpdir(), 'relata-test-'));
  const pgdb =
    kind === 'postgres' && !opts.databaseUrl
      ? await freshPostgresDatabase({ migrated: true })
      : undefined;
  const databaseUrl = kind === 'postgres' ? (opts.databaseUrl ?? pgdb?.url) : undefined;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Every test signs users up from 127.0.0.1; the per-address limits still apply.
    AUTH_IP_LIMIT: '100000',
    ...opts.env,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const base = loadConfig(env, { webDist: path.join(dataDir, 'no-web-build'), ...opts.config });
  const server = await createServer(base, {
    logger: opts.logTo ? { level: 'info', stream: opts.logTo } : false,
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    server,
    config: base,
    async close() {
      // A test's server closes after its requests are answered, but a socket can be left open
      // with no request on it (seen after versions.test.ts's 22 MB uploads), which Node counts
      // as busy until its headers time out: closing waited 70 s for it. A second after closing
      // began, every connection still open is one no request is using, and is ended.
      const stragglers = setTimeout(() => server.app.server.closeAllConnections(), 1000);
      await server.close();
      clearTimeout(stragglers);
      await pgdb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
