import { makeAttribute } from '@relata/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import type { Selectable } from 'kysely';
import { endPool, openDatabase, type DatabaseHandle } from '../src/db/database';
import type { DbEntityTable, DbRelationshipTable } from '../src/db/schema';
import { presentRelationship, presentTable } from '../src/modules/diagram/stored';
import {
  databaseKinds,
  describeEachDatabase,
  freshDataDir,
  freshPostgresDatabase,
} from './helpers/testServer';

describeEachDatabase('migrations', (kind) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const db = await freshPostgresDatabase();
      handle = await openDatabase({ databaseUrl: db.url, dataDir: os.tmpdir() });
      cleanup = async () => {
        await handle.close();
        await db.drop();
      };
    } else {
      const dir = freshDataDir();
      handle = await openDatabase({ dataDir: dir });
      cleanup = async () => {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
  });
  afterAll(() => cleanup());

  it('applies every migration once, records it, and never re-applies it', async () => {
    await migrate(handle.pool);
    const files = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const { rows } = await handle.pool.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(handle.pool)).toEqual([]);
  });

  it('applies a new migration file and rolls back a failing one as a whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-migrations-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    fs.writeFileSync(
      path.join(dir, '9001_added.sql'),
      'create table added_later (id int primary key);',
    );
    expect(await migrate(handle.pool, dir)).toEqual(['9001_added.sql']);
    fs.writeFileSync(
      path.join(dir, '9002_broken.sql'),
      'create table half_done (id int); select no_such_function();',
    );
    await expect(migrate(handle.pool, dir)).rejects.toThrow('Migration 9002_broken.sql failed');
    const { rows } = await handle.pool.query("select to_regclass('half_done') as t");
    expect(rows[0]).toEqual({ t: null });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

if (databaseKinds().includes('postgres')) {
  describe('migrations on a PostgreSQL cluster', () => {
    it('ends a pool only once its connections have closed, so the database can be dropped at once', async () => {
      const fresh = await freshPostgresDatabase();
      const pool = new pg.Pool({ connectionString: fresh.url, max: 3 });
      const errors: Error[] = [];
      pool.on('error', (err) => errors.push(err));
      let closed = 0;
      pool.on('connect', (client) => client.on('end', () => closed++));
      try {
        await Promise.all([1, 2, 3].map(() => pool.query('select pg_sleep(0.05)')));
        expect(pool.totalCount).toBe(3);
        await endPool(pool);
        expect(closed).toBe(3);
      } finally {
        await fresh.drop();
      }
      expect(errors).toEqual([]);
    });

    it('lets several nodes start at once without applying anything twice', async () => {
      const fresh = await freshPostgresDatabase();
      const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: fresh.url, max: 2 }));
      try {
        const results = await Promise.all(pools.map((p) => migrate(p)));
        expect(results.flat().sort()).toEqual(
          fs
            .readdirSync(MIGRATIONS_DIR)
            .filter((f) => f.endsWith('.sql'))
            .sort(),
        );
      } finally {
        await Promise.all(pools.map((p) => endPool(p)));
        await fresh.drop();
      }
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe('the schema model migration (0011) on existing data', () => {
    it('keeps existing tables and relationships as they were, reading as none of the new fields', async () => {
      const fresh = await freshPostgresDatabase();
      const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
      const before = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-migrations-'));
      try {
        for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '0011'))
          fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(before, f));
        await migrate(pool, before);
        const attributes = [{ id: 'c', name: 'id', type: 'int', isPrimaryKey: true }];
        await pool.query(`
          insert into projects (id, name) values ('00000000-0000-4000-8000-000000000001', 'Old');
          insert into db_entities (id, project_id, name, attributes) values
            ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'a', '${JSON.stringify(attributes)}'),
            ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'b', '[]');
          insert into db_relationships (project_id, source_table_id, target_table_id, source_column_id, target_column_id)
            values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
                    '00000000-0000-4000-8000-000000000003', 'c', 'c');`);
        // 0011 and every migration after it, 0011 first.
        const pending = fs
          .readdirSync(MIGRATIONS_DIR)
          .filter((f) => f.endsWith('.sql') && f >= '0011')
          .sort();
        expect(pending[0]).toBe('0011_schema_model.sql');
        expect(await migrate(pool)).toEqual(pending);
        const tables = await pool.query<Selectable<DbEntityTable>>(
          'select * from db_entities order by name',
        );
        expect(presentTable(tables.rows[0]!)).toEqual({
          id: '00000000-0000-4000-8000-000000000002',
          project_id: '00000000-0000-4000-8000-000000000001',
          name: 'a',
          // Read with every field the stored column leaves out at its default.
          attributes: attributes.map((a) => makeAttribute(a)),
          x: 0,
          y: 0,
          width: 200,
          height: 100,
          version: 1,
        });
        const rels = await pool.query<Selectable<DbRelationshipTable>>(
          'select * from db_relationships',
        );
        expect(Object.keys(presentRelationship(rels.rows[0]!)).sort()).toEqual(
          [
            'cardinality',
            'id',
            'name',
            'project_id',
            'sourceColumnId',
            'sourceTableId',
            'targetColumnId',
            'targetTableId',
          ].sort(),
        );
      } finally {
        fs.rmSync(before, { recursive: true, force: true });
        await endPool(pool);
        await fresh.drop();
      }
    });
  });
}
