import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mariadbAdmin, postgresAdmin } from '../engines';
import {
  dropFixtureDatabases,
  fixtureDatabase,
  fixtureDatabaseName,
  workerEngines,
} from './databases';
import { fixtureFiles, type Fixture } from './fixtures';

/** chinook, the smallest fixture with a file for every engine. */
const chinook = (dialect: string): Fixture | undefined =>
  fixtureFiles(['ddl']).find((f) => f.schema === 'chinook' && f.dialect === dialect);

const pgDatabases = async (): Promise<string[]> => {
  const admin = await postgresAdmin();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'relata\\_w%chinook%'`,
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

  it('names the database for the worker, and creates a database a killed run left behind afresh', async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.postgresql) return ctx.skip(missing.postgresql);
    const fixture = chinook('postgresql')!;
    const name = fixtureDatabaseName(fixture);
    expect(name).toBe(`relata_w${process.env.VITEST_POOL_ID}_chinook_postgresql`);
    const admin = await postgresAdmin();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const leftover = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: name });
    await leftover.connect();
    await leftover.query('CREATE TABLE stray (id int)');
    await leftover.end();
    const loaded = await fixtureDatabase(fixture);
    expect(loaded.engine.database).toBe(name);
    expect(loaded.errors).toEqual([]);
    expect(loaded.catalog.tables.map((t) => t.name)).not.toContain('stray');
    expect(loaded.catalog.tables.length).toBe(fixture.info.table_count);
  });

  it("leaves alone a database another run is using, taking the process's id into the name", async (ctx) => {
    const { missing } = await workerEngines();
    if (missing.mysql) return ctx.skip(missing.mysql);
    const fixture = chinook('mysql')!;
    const name = fixtureDatabaseName(fixture);
    const other = await mariadbAdmin();
    try {
      await other.query(`DROP DATABASE IF EXISTS ${name}`);
      await other.query(`CREATE DATABASE ${name}`);
      await other.query(`USE ${name}`);
      await other.query('CREATE TABLE kept (id INT)');
      const loaded = await fixtureDatabase(fixture);
      expect(loaded.engine.database).toBe(`${name}_${process.pid}`);
      const [tables] = await other.query(`SHOW TABLES FROM ${name}`);
      expect(tables).toHaveLength(1);
    } finally {
      await other.query(`DROP DATABASE IF EXISTS ${name}`);
      await other.end();
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
