import { describe, expect, it } from 'vitest';
import type { SkippedObject } from '../engine/types';
import { skipReport } from './skipReport';
import { skippedObject, statementObject } from './skippedObjects';

/** The statements of a build in order, each refused with the engine's message. */
function refuse(...refusals: [sql: string, message: string, table?: string][]): SkippedObject[] {
  const out: SkippedObject[] = [];
  for (const [sql, message, table] of refusals)
    out.push(skippedObject(table ? { sql, table } : { sql }, message, out));
  return out;
}

describe('what a refused statement creates', () => {
  it('names the object of each kind of statement', () => {
    expect(
      statementObject('CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public'),
    ).toEqual({ kind: 'extension', name: 'uuid-ossp' });
    expect(statementObject('CREATE UNIQUE INDEX "Ix" ON public.t USING gin (a)')).toEqual({
      kind: 'index',
      name: 'Ix',
    });
    expect(statementObject('CREATE TABLE IF NOT EXISTS "a"."B" (id int)')).toEqual({
      kind: 'table',
      name: 'a.B',
    });
    expect(
      statementObject(
        'ALTER TABLE ONLY orders ADD CONSTRAINT fk_1 FOREIGN KEY (c) REFERENCES x (id)',
      ),
    ).toEqual({ kind: 'foreign key', name: 'fk_1 on orders' });
    expect(statementObject("COMMENT ON EXTENSION pg_trgm IS 'x'")).toEqual({
      kind: 'comment on extension',
      name: 'pg_trgm',
    });
    expect(statementObject('CREATE VIRTUAL TABLE s USING fts4 (a)')).toEqual({
      kind: 'virtual table',
      name: 's',
    });
    expect(statementObject('CREATE OR REPLACE MATERIALIZED VIEW m AS SELECT 1')).toEqual({
      kind: 'materialized view',
      name: 'm',
    });
    expect(statementObject('GRANT SELECT ON t TO someone')).toEqual({
      kind: 'statement',
      name: 'GRANT SELECT ON',
    });
  });
});

describe('the note on what a build left out', () => {
  it('names each extension the engine lacks with the objects skipped for want of it', () => {
    const skipped = refuse(
      ['CREATE EXTENSION IF NOT EXISTS btree_gin', 'extension "btree_gin" is not available'],
      ['CREATE EXTENSION IF NOT EXISTS pg_trgm', 'extension "pg_trgm" is not available'],
      ["COMMENT ON EXTENSION btree_gin IS 'x'", 'extension "btree_gin" does not exist'],
      [
        'CREATE INDEX posts_tags ON posts USING gin (tag_count)',
        'data type integer has no default operator class for access method "gin"',
        't-posts',
      ],
      [
        'CREATE INDEX posts_title ON posts USING gin (title public.gin_trgm_ops)',
        'operator class "public.gin_trgm_ops" does not exist for access method "gin"',
        't-posts',
      ],
    );
    expect(skipReport(skipped, 'postgresql').map((l) => l.text)).toEqual([
      'Extension btree_gin is not available in PGlite; skipped with it: comment on extension btree_gin, index posts_tags.',
      'Extension pg_trgm is not available in PGlite; skipped with it: index posts_title.',
    ]);
  });

  it('says why the engine refused a table, links it, and names what needed it', () => {
    const skipped = refuse(
      ['CREATE TABLE users (id int CHECK (nope > 0))', 'column "nope" does not exist', 't-users'],
      ['CREATE INDEX users_id ON users (id)', 'relation "users" does not exist', 't-users'],
      [
        'ALTER TABLE orders ADD CONSTRAINT orders_user FOREIGN KEY (user_id) REFERENCES users (id)',
        'relation "users" does not exist',
        't-orders',
      ],
      ['CREATE VIEW active AS SELECT * FROM users', 'relation "users" does not exist'],
      ['CREATE VIEW recent AS SELECT * FROM active', 'relation "active" does not exist'],
    );
    expect(skipReport(skipped, 'postgresql')).toEqual([
      {
        key: '0:table:users',
        text: 'Table users: column "nope" does not exist; skipped with it: index users_id, foreign key orders_user on orders, view active (with view recent).',
        table: 't-users',
      },
    ]);
  });

  it("names SQLite's missing modules", () => {
    const skipped = refuse([
      'CREATE VIRTUAL TABLE search USING fts4 (a, b)',
      'no such module: fts4',
    ]);
    expect(skipReport(skipped, 'sqlite').map((l) => l.text)).toEqual([
      "Module fts4 is not available in SQLite's browser build; skipped with it: virtual table search.",
    ]);
  });
});
