import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteCopyRows, type CopyRows } from './copyRows';
import type { Database } from './schema';

// Calendar dates (type 1082) stay 'YYYY-MM-DD' strings: a Date would shift them by the server's time zone.
pg.types.setTypeParser(1082, (value: string) => value);

/** An open database: the pool (shared with better-auth), Kysely over it, and its lifecycle. */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  pool: pg.Pool;
  db: Kysely<Database>;
  /** COPY into a table in the caller's transaction, where it beats INSERT: PGlite only. */
  copyRows?: CopyRows;
  /** Answers whether the database answers a query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Ends the pool and, on PGlite, closes the embedded database cleanly. */
  close(): Promise<void>;
}

/** Where PGlite keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in DATA_DIR. Both go through a
 * pg.Pool so that Kysely, better-auth and the realtime broker share one code path; on PGlite the
 * pool has one connection, which keeps concurrent transactions isolated (they queue).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  let pool: pg.Pool;
  let pglite: PGlite | undefined;
  if (opts.databaseUrl) {
    pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
  } else {
    pglite = await PGlite.create(pgliteDir(opts.dataDir));
    pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  }
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    kind: pglite ? 'pglite' : 'postgres',
    pool,
    db,
    ...(pglite ? { copyRows: pgliteCopyRows(pglite) } : {}),
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = pool.query('select 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // Kysely ends the pool only if it ran a query itself: a handle only migrated through
      // the pool (the tests' templates) waited for the idle clients' 10 s timeout instead.
      await endPool(pool, async () => {
        await db.destroy();
        if (!pool.ending) await pool.end();
      });
      if (pglite) await pglite.close();
    },
  };
}

/**
 * Ends a pool (by `end`, pool.end() unless told) and resolves once its connections have closed.
 * pg's own end() resolves as soon as it has asked them to close, so a database dropped or stopped
 * right after could still terminate one of them, and the error would come from a closed pool.
 */
export async function endPool(pool: pg.Pool, end: () => Promise<void> = () => pool.end()) {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open === 0) resolve();
    });
  });
  await end();
  await closed;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505, PGlite and PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}
