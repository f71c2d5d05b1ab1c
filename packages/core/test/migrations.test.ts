import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { openMariadb, openPostgres, openSqlite, resetPostgres, tryOpen } from './engines';
import { fixturePairs } from './migrations/fixturePairs';
import { handMadePairs, type MigrationPair } from './migrations/pairs';
import { provePair, type Session } from './migrations/runPair';

/** A session on PostgreSQL: one database, emptied to a new one's state (resetPostgres). */
async function postgresSession(): Promise<Session> {
  const engine = await openPostgres();
  return {
    engine,
    async reset() {
      await resetPostgres((sql) => engine.rows(sql));
      return engine;
    },
  };
}

/** A session on MariaDB: one database, dropped and created again. */
async function mariadbSession(): Promise<Session> {
  const engine = await openMariadb();
  const db = engine.database;
  return {
    engine,
    async reset() {
      await engine.exec(`DROP DATABASE ${db}; CREATE DATABASE ${db}; USE ${db};`);
      return engine;
    },
  };
}

/** A session on SQLite: a new in-memory database each time. */
async function sqliteSession(): Promise<Session> {
  const session: Session = {
    engine: await openSqlite(),
    async reset() {
      await session.engine.close();
      session.engine = await openSqlite();
      return session.engine;
    },
  };
  return session;
}

const ENGINES: [SqlDialect, () => Promise<Session>, string][] = [
  ['postgresql', postgresSession, 'PostgreSQL at 127.0.0.1:5432'],
  ['mysql', mariadbSession, 'MariaDB at 127.0.0.1:3306'],
  ['sqlite', sqliteSession, 'SQLite (WebAssembly)'],
];

for (const [dialect, open, label] of ENGINES) {
  const pairs: MigrationPair[] = [...handMadePairs(), ...fixturePairs(dialect)];
  describe(`migrations proven on ${label}`, () => {
    let session: Session | string = 'not opened';
    let passed = 0;
    beforeAll(async () => {
      session = await tryOpen(open, label);
    }, 30_000);
    afterAll(async () => {
      // The figure the issue asks for: pairs whose migration and rollback are both exact.
      console.log(
        `migrations on ${label}: ${passed}/${pairs.length} pairs exact (forward and rollback)`,
      );
      if (typeof session !== 'string') await session.engine.close();
    });

    for (const pair of pairs)
      it(`migrates and rolls back: ${pair.name}`, async (ctx) => {
        if (typeof session === 'string') return ctx.skip(session);
        const result = await provePair(session, pair);
        expect(result).toEqual({ forward: [], rollback: [] });
        passed++;
      }, 20_000);
  });
}
