import type mysql from 'mysql2/promise';
import { afterAll, describe, expect, it } from 'vitest';
import { mariadbAdmin, newPostgresState, postgresAdmin } from '../engines';
import {
  dropFixtureDatabases,
  Engines,
  fixtureDatabase,
  fixtureDatabaseName,
  RUN,
  workerEngines,
} from './databases';
import setup from './globalSetup';
import { fixtureFiles, type Fixture } from './fixtures';
import { readCatalog } from './readCatalog';

/** chinook, the smallest fixture with a file for every engine. */
const chinook = (dialect: string): Fixture | undefined =>
  fixtureFiles(['ddl']).find((f) => f.schema === 'chinook' && f.dialect === dialect);

const pgDatabases = async (): Promise<string[]> => {
  const admin = await postgresAdmin();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'relata\\_r%chinook%'`,
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
};

describe.skipIf(!chinook('sqlite'))('fixture databases of a worker', () => {
  afterAll(dropFixtureDatabases, 120_000);

  it('loads a fixture once per process: every call gets the same load and database', async () => {
    const fixture = chinook('sqlite')!;
    const first = await fixtureDatabase(fixture);
    expect(await fixtureDatabase(fixture)).toBe(first);
    expect(first.errors).toEqual([]);
    expect(first.catalog.tables.length).toBe(fixture.info.table_count);
    const [row] = await first.engine.rows(
      `SELECT count(*) n FROM sqlite_schema WHERE type = 'table'`,
    );
    expect(Number(row?.n)).toBe(fixture.info.table_count);
  });

  it("names the database for the run (the Vitest process's id, from the global set-up) and the worker", async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.postgresql) return ctx.skip(missing.postgresql);
    const fixture = chinook('postgresql')!;
    const name = fixtureDatabaseName(fixture);
    expect(RUN).not.toBe(process.pid);
    expect(name).toBe(`relata_r${RUN}_w${process.env.VITEST_POOL_ID}_chinook_postgresql`);
    const loaded = await fixtureDatabase(fixture);
    expect(loaded.engine.database).toBe(name);
    expect(loaded.errors).toEqual([]);
    expect(loaded.catalog.tables.length).toBe(fixture.info.table_count);
  });

  it("drops a killed run's databases on both engines, and never those of a run beside this one", async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.postgresql || missing.mysql) return ctx.skip(missing.postgresql ?? missing.mysql);
    // A process id no process has (above Linux's largest), and init's, which always runs.
    const killed = ['relata_r4194305_w1_chinook_postgresql', 'relata_r4194305_s77_1'];
    const beside = 'relata_r1_w1_chinook_postgresql';
    const admin = await postgresAdmin();
    const my = await mariadbAdmin();
    try {
      for (const name of [...killed, beside]) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`CREATE DATABASE ${name}`);
        await my.query(`CREATE DATABASE IF NOT EXISTS ${name}`);
      }
      const engines = await Engines.connect();
      await engines.close();
      const pgNames = await allPgDatabases();
      const [myRows] = await my.query<mysql.RowDataPacket[]>('SHOW DATABASES');
      const myNames = myRows.map((r) => String(r.Database));
      for (const name of killed) {
        expect(pgNames).not.toContain(name);
        expect(myNames).not.toContain(name);
      }
      expect(pgNames).toContain(beside);
      expect(myNames).toContain(beside);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${beside}`);
      await my.query(`DROP DATABASE IF EXISTS ${beside}`);
      await admin.end();
      await my.end();
    }
  });

  it("drops the run's databases at its end (the global set-up's teardown), on both engines", async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.postgresql || missing.mysql) return ctx.skip(missing.postgresql ?? missing.mysql);
    // This worker plays the Vitest process: the set-up names the run for it.
    const ours = `relata_r${process.pid}_w1_chinook_postgresql`;
    const other = 'relata_r1_w2_chinook_postgresql';
    const admin = await postgresAdmin();
    const my = await mariadbAdmin();
    const run = process.env.RELATA_TEST_RUN;
    try {
      for (const name of [ours, other]) {
        await admin.query(`CREATE DATABASE ${name}`);
        await my.query(`CREATE DATABASE ${name}`);
      }
      const teardown = setup();
      expect(process.env.RELATA_TEST_RUN).toBe(String(process.pid));
      await teardown();
      const [myRows] = await my.query<mysql.RowDataPacket[]>('SHOW DATABASES');
      const myNames = myRows.map((r) => String(r.Database));
      const pgNames = await allPgDatabases();
      expect(pgNames).not.toContain(ours);
      expect(myNames).not.toContain(ours);
      expect(pgNames).toContain(other);
      expect(myNames).toContain(other);
    } finally {
      process.env.RELATA_TEST_RUN = run;
      for (const name of [ours, other]) {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await my.query(`DROP DATABASE IF EXISTS ${name}`);
      }
      await admin.end();
      await my.end();
    }
  });

  it('drops the databases when the worker is done with them', async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.postgresql) return ctx.skip(missing.postgresql);
    await fixtureDatabase(chinook('postgresql')!);
    expect(await pgDatabases()).toContain(fixtureDatabaseName(chinook('postgresql')!));
    await dropFixtureDatabases();
    expect(await pgDatabases()).not.toContain(fixtureDatabaseName(chinook('postgresql')!));
  });
});

/** The names of PostgreSQL's databases. */
const allPgDatabases = async (): Promise<string[]> => {
  const admin = await postgresAdmin();
  try {
    return (await admin.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map(
      (r) => r.datname,
    );
  } finally {
    await admin.end();
  }
};

/** A script that leaves something of every kind the reset removes. */
const EVERYTHING = [
  'CREATE SCHEMA billing',
  `CREATE TYPE billing.mood AS ENUM ('ok')`,
  'CREATE TABLE billing.invoice (id serial PRIMARY KEY, mood billing.mood)',
  'CREATE EXTENSION IF NOT EXISTS hstore',
  'CREATE TABLE tag (id int PRIMARY KEY, attrs hstore, invoice int REFERENCES billing.invoice)',
  'CREATE FUNCTION stop_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $$BEGIN END$$',
  'CREATE EVENT TRIGGER stop_ddl ON ddl_command_end EXECUTE FUNCTION stop_ddl()',
  'CREATE PUBLICATION everything FOR TABLE tag',
  'SELECT lo_create(0)',
  `COMMENT ON SCHEMA public IS 'mine'`,
  'CREATE TEMPORARY TABLE scratch (id int)',
  'BEGIN',
  'CREATE TABLE half (id int)',
  "SELECT set_config('search_path', '', false)",
];

describe('PostgreSQL databases to load into, emptied and used again', () => {
  afterAll(dropFixtureDatabases, 120_000);

  it("gives the same database back in a new one's state after a load of every kind of object", async (ctx) => {
    const engines = await workerEngines();
    if (!engines.scratch) return ctx.skip(engines.missing.postgresql);
    const first = await engines.open('postgresql');
    const fresh = await newPostgresState(first.database);
    for (const statement of EVERYTHING) await first.run(statement);
    await first.run(`ALTER DATABASE ${first.database} SET work_mem = '8MB'`);
    await first.run(`COMMENT ON DATABASE ${first.database} IS 'mine'`);
    await first.close();

    const again = await engines.open('postgresql');
    expect(again.database).toBe(first.database);
    expect(await newPostgresState(again.database)).toBe(fresh);
    expect((await readCatalog(again)).tables).toEqual([]);
    // The session is a new one: the default search path, and no open transaction.
    expect(await again.rows('SELECT current_setting($1) p', ['search_path'])).toEqual([
      { p: '"$user", public' },
    ]);
    await again.run('CREATE TABLE tag (id int)');
    await again.close();
  });

  it('drops a database that cannot be emptied, and makes a new one for the next load', async (ctx) => {
    const engines = await workerEngines();
    if (!engines.scratch) return ctx.skip(engines.missing.postgresql);
    const engine = await engines.open('postgresql');
    // A setting of a role in this database is not the database's own: the reset leaves it.
    await engine.run(`ALTER ROLE postgres IN DATABASE ${engine.database} SET work_mem = '8MB'`);
    await engine.close();
    expect(await allPgDatabases()).not.toContain(engine.database);
    const next = await engines.open('postgresql');
    expect(next.database).not.toBe(engine.database);
    await next.close();
  });

  it('drops the databases a killed run left, and its own when done', async (ctx) => {
    const engines = await workerEngines();
    if (!engines.scratch) return ctx.skip(engines.missing.postgresql);
    const admin = await postgresAdmin();
    // A run whose process no longer runs (an id above Linux's largest).
    const orphan = 'relata_r4194305_s12_1';
    try {
      await admin.query(`CREATE DATABASE ${orphan}`);
    } finally {
      await admin.end();
    }
    const engine = await engines.open('postgresql');
    await engine.close();
    await dropFixtureDatabases();
    const { scratch } = await workerEngines();
    const after = await scratch!.take();
    const names = await allPgDatabases();
    expect(names).not.toContain(orphan);
    expect(names).not.toContain(engine.database);
    expect(names).toContain(after);
  });
});
