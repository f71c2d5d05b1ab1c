/**
 * Sample data loads into real engines: PGlite (PostgreSQL) and SQLite WASM with foreign keys
 * enforced, for every shared DDL fixture and for hand-written schemas with the hard cases.
 */
import { PGlite } from '@electric-sql/pglite';
import { tablefunc } from '@electric-sql/pglite/contrib/tablefunc';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDdl, importDdl, toPhysical } from '../src/schema';
import type { DiagramModel } from '../src/schema/model';
import { quoteIdentifier } from '../src/schema/quoting';
import { ModelBuilder } from '../src/schema/testing/sampleModels';
import { generateSampleData, sampleInserts, type SampleData } from '../src/sample';
import { fixtures, fixturesPresent, readFixture } from './scripts';

type Sqlite = Awaited<ReturnType<typeof sqlite3InitModule>>;

/** Drops every user schema of the PGlite database and creates an empty public one. */
const RESET_PG = `DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE 'DROP SCHEMA ' || quote_ident(r.nspname) || ' CASCADE';
  END LOOP; END $$; CREATE SCHEMA public;`;

/** Empties every table of the PGlite database (keeps the schema). */
const TRUNCATE_PG = `DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') LOOP
    EXECUTE 'TRUNCATE ' || quote_ident(r.schemaname) || '.' || quote_ident(r.tablename) || ' RESTART IDENTITY CASCADE';
  END LOOP; END $$;`;

const ref = (t: { name: string; schema?: string }, dialect: 'postgresql' | 'sqlite') =>
  (t.schema ? `${quoteIdentifier(t.schema, dialect)}.` : '') + quoteIdentifier(t.name, dialect);

/** Runs the statements one by one, naming the failing one. */
async function loadPg(db: PGlite, statements: string[]): Promise<void> {
  for (const sql of statements)
    await db.exec(sql).catch((e: unknown) => {
      throw new Error(`${String(e)}\n${sql.slice(0, 800)}`);
    });
}

function loadSqlite(db: InstanceType<Sqlite['oo1']['DB']>, statements: string[]): void {
  for (const sql of statements)
    try {
      db.exec(sql);
    } catch (e) {
      throw new Error(`${String(e)}\n${sql.slice(0, 800)}`);
    }
}

/** Each table's row count in PGlite, compared with the generator's. */
async function expectPgCounts(db: PGlite, data: SampleData): Promise<void> {
  for (const t of data.tables) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ref(t, 'postgresql')}`,
    );
    expect(rows[0]?.n, t.name).toBe(t.rows.length);
  }
}

function expectSqliteCounts(db: InstanceType<Sqlite['oo1']['DB']>, data: SampleData): void {
  for (const t of data.tables)
    expect(db.selectValue(`SELECT count(*) FROM ${ref(t, 'sqlite')}`), t.name).toBe(t.rows.length);
  expect(db.selectValues('PRAGMA foreign_key_check')).toEqual([]);
}

/** 10 rows for some tables, 200 for the others (by name), to mix thin parents and wide children. */
const mixed = (name: string): number => (name.length % 2 === 0 ? 10 : 200);

let pg: PGlite;
let sqlite: Sqlite;
beforeAll(async () => {
  pg = new PGlite({ extensions: { uuid_ossp, tablefunc } });
  sqlite = await sqlite3InitModule();
}, 60_000);
afterAll(async () => {
  await pg.close();
});

/** Loads a model's DDL and sample data (50 per table, then mixed counts) into both engines. */
async function roundTrip(model: DiagramModel): Promise<SampleData[]> {
  const physical = toPhysical(model);
  const out: SampleData[] = [];
  await pg.exec(RESET_PG);
  await pg.exec(generateDdl(model, 'postgresql'));
  for (const rows of [50, mixed]) {
    const data = generateSampleData(physical, { dialect: 'postgresql', rows });
    await pg.exec(TRUNCATE_PG);
    await loadPg(pg, sampleInserts(data));
    await expectPgCounts(pg, data);
    out.push(data);
  }
  for (const rows of [50, mixed]) {
    const data = generateSampleData(physical, { dialect: 'sqlite', rows });
    const db = new sqlite.oo1.DB(':memory:');
    try {
      db.exec('PRAGMA foreign_keys = ON');
      db.exec(generateDdl(model, 'sqlite'));
      loadSqlite(db, sampleInserts(data));
      expectSqliteCounts(db, data);
    } finally {
      db.close();
    }
    out.push(data);
  }
  return out;
}

describe.skipIf(!fixturesPresent)('sample data for the shared DDL fixtures', () => {
  // The first batch. The second needs what PGlite and the SQLite WASM build lack (extensions such
  // as hstore and pg_trgm, FTS modules) and holds checks and triggers sample data does not yet
  // satisfy (`name = lower(name)`, a trigger's own test): the SQL editor's fixture test builds it.
  for (const [schema, dialect, info] of fixtures(['ddl']))
    it(`${schema}/${dialect}: loads into PGlite and SQLite (50 rows per table, then 10/200)`, async () => {
      const model = importDdl(readFixture(info), dialect).model;
      const runs = await roundTrip(model);
      for (const data of runs) expect(data.tables.some((t) => t.rows.length > 0)).toBe(true);
    }, 60_000);
});

describe('sample data for hand-written schemas', () => {
  it('composite keys, self-reference, a two-table cycle, checks, unique boolean, varchar(5)', async () => {
    const b = new ModelBuilder()
      .table('orders', [
        {
          name: 'id',
          type: 'integer',
          isPrimaryKey: true,
          isNullable: false,
          isAutoIncrement: true,
        },
        { name: 'code', type: 'varchar(5)', isNullable: false, isUnique: true },
        { name: 'status', type: 'varchar(10)', isNullable: false },
        { name: 'qty', type: 'integer', isNullable: false },
        { name: 'discount', type: 'decimal(4,2)' },
      ])
      .table('order_lines', [
        { name: 'order_id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'line_no', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'note', type: 'varchar(5)' },
      ])
      .table('shipments', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'order_id', type: 'integer', isNullable: false },
        { name: 'line_no', type: 'integer', isNullable: false },
      ])
      .table('employees', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'manager_id', type: 'integer' },
        { name: 'email', type: 'varchar(60)', isNullable: false, isUnique: true },
      ])
      .table('departments', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'head_id', type: 'integer' },
      ])
      .table('people', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'department_id', type: 'integer', isNullable: false },
      ])
      .table('flags', [{ name: 'flag', type: 'boolean', isPrimaryKey: true, isNullable: false }])
      .relate('orders.id', 'order_lines.order_id')
      .relate('order_lines.order_id', 'shipments.order_id', 'ONE_TO_MANY', 'fk_ship_line')
      .relate('order_lines.line_no', 'shipments.line_no', 'ONE_TO_MANY', 'fk_ship_line')
      .relate('employees.id', 'employees.manager_id')
      .relate('people.id', 'departments.head_id')
      .relate('departments.id', 'people.department_id');
    const orders = b.model.tables.find((t) => t.name === 'orders');
    if (orders)
      orders.checks = [
        { id: 'c1', name: 'qty_positive', expression: 'qty > 0 AND qty <= 5' },
        { id: 'c2', name: 'status_in', expression: "status IN ('new', 'paid', 'sent')" },
        { id: 'c3', name: 'discount_range', expression: 'discount BETWEEN 0 AND 0.5' },
        { id: 'c4', name: 'code_length', expression: 'length(code) >= 3' },
      ];
    const runs = await roundTrip(b.model);
    for (const data of runs) {
      const flags = data.tables.find((t) => t.name === 'flags');
      expect(flags?.rows).toHaveLength(2);
      expect(data.notes.join('\n')).toMatch(/flags gets at most 2 rows/);
      expect(data.updates.length).toBeGreaterThan(0);
    }
  }, 60_000);

  it('an enum type (PostgreSQL) and a cycle with no nullable foreign key', async () => {
    const b = new ModelBuilder()
      .table('tickets', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'mood', type: 'mood', isNullable: false },
      ])
      .table('a', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'b_id', type: 'integer', isNullable: false },
      ])
      .table('b', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'a_id', type: 'integer', isNullable: false },
      ])
      .relate('b.id', 'a.b_id')
      .relate('a.id', 'b.a_id');
    b.model.types = [{ id: 'ty', name: 'mood', kind: 'enum', values: ['sad', 'ok', "it's fine"] }];
    const runs = await roundTrip(b.model);
    const [first] = runs;
    const tickets = first?.tables.find((t) => t.name === 'tickets');
    expect(new Set(tickets?.rows.map((r) => r[1]))).toEqual(new Set(['sad', 'ok', "it's fine"]));
    expect(first?.notes.join('\n')).toMatch(/cycle of foreign keys/);
    expect(sampleInserts(first as SampleData)[0]).toMatch(/^-- Note: /);
  }, 60_000);
});
