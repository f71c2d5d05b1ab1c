/**
 * `relata-ddl pull` on plain Node against real databases (issue 38, way b): PostgreSQL and
 * MariaDB databases loaded from fixtures of both folders, and a SQLite file. What it prints is
 * what the catalog query's result, read directly, gives; a database it cannot read gives exit 3
 * and a message without the password; `--diff` gives the migration that, applied, leaves none.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLiveCatalog, type LiveTarget } from '../../src/connect';
import { mysqlCatalogText } from '../../src/connect/mysql';
import { DEFAULT_LIMITS } from '../../src/connect/limits';
import { postgresCatalogText } from '../../src/connect/postgres';
import { generateScript } from '../../src/schema/generate/script';
import {
  catalogQuery,
  readCatalogDump,
  reverseEngineer,
  type CatalogDump,
} from '../../src/schema/live';
import type { Engine } from '../engines';
import { clientStatements } from '../scripts';
import { dumpOf } from './liveDump';
import { fixtureDatabase, workerEngines } from '../harness/databases';
import { fixtureFiles, fixtureText, type Fixture } from '../harness/fixtures';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../../bin/relata-ddl.mjs');

/** Runs the bin as a user does (plain `node`), with extra environment variables. */
function pull(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ stdout: string; stderr: string; status: number }>((done) => {
    execFile(
      process.execPath,
      [BIN, 'pull', ...args],
      { env: { ...process.env, NODE_OPTIONS: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        done({ stdout, stderr, status: typeof code === 'number' ? code : error ? -1 : 0 });
      },
    );
  });
}

/** A fixture of a folder, for an engine. */
const fixture = (folder: string, schema: string, dialect: string): Fixture => {
  const found = fixtureFiles([folder]).find((f) => f.schema === schema && f.dialect === dialect);
  if (!found) throw new Error(`no fixture ${folder}/${schema}/${dialect}`);
  return found;
};

const urlOf = (engine: Engine): string =>
  engine.dialect === 'postgresql'
    ? `postgres://postgres@127.0.0.1:5432/${engine.database}`
    : `mysql://root@127.0.0.1:3306/${engine.database}`;

const targetOf = (engine: Engine): LiveTarget =>
  engine.dialect === 'postgresql'
    ? {
        engine: 'postgresql',
        host: '127.0.0.1',
        port: 5432,
        user: 'postgres',
        database: engine.database,
      }
    : { engine: 'mysql', host: '127.0.0.1', port: 3306, user: 'root', database: engine.database };

/** What pasting the dump gives, as SQL in its engine's dialect. */
const pastedScript = (dump: CatalogDump): string =>
  generateScript(reverseEngineer(dump).model, dump.engine);

const SERVER_FIXTURES = [
  fixture('ddl', 'chinook', 'postgresql'),
  fixture('ddl-more', 'roundcube', 'postgresql'),
  fixture('ddl', 'sakila', 'mysql'),
  fixture('ddl-more', 'roundcube', 'mysql'),
];

const dir = mkdtempSync(join(tmpdir(), 'relata-pull-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('relata-ddl pull on live databases', () => {
  it.each(SERVER_FIXTURES.map((f) => [`${f.schema} on ${f.dialect}`, f] as const))(
    'prints what the pasted catalog of %s gives',
    async (_, f) => {
      const { engine } = await fixtureDatabase(f);
      const [printed, dump] = await Promise.all([pull([urlOf(engine)]), dumpOf(engine)]);
      expect(printed.status, printed.stderr).toBe(0);
      expect(printed.stdout).toBe(pastedScript(dump));
      for (const table of f.info.qualified_tables)
        expect(printed.stdout.toLowerCase()).toContain(table.toLowerCase());
    },
    90_000,
  );

  it('prints the diagram JSON with --to json, and reads a SQLite file', async () => {
    const f = fixture('ddl', 'chinook', 'sqlite');
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    for (const statement of clientStatements(fixtureText(f), 'sqlite')) db.run(statement);
    const file = join(dir, 'chinook.db');
    writeFileSync(file, db.export());
    const [rows] = db.exec(catalogQuery('sqlite'));
    db.close();
    const read = readCatalogDump(String(rows?.values[0]?.[0]));
    if ('error' in read) throw new Error(read.error);
    const [sql, json] = await Promise.all([
      pull([`sqlite:${file}`]),
      pull([`sqlite:${file}`, '--to', 'json']),
    ]);
    expect(sql.status, sql.stderr).toBe(0);
    expect(sql.stdout).toBe(pastedScript(read.dump));
    const model = JSON.parse(json.stdout) as { tables: { name: string }[] };
    expect(model.tables.map((t) => t.name.toLowerCase()).sort()).toEqual(
      f.info.qualified_tables.map((t) => t.toLowerCase()).sort(),
    );
  }, 60_000);

  it('writes the migration to a design, which applied to the database leaves none', async () => {
    const f = fixture('ddl', 'chinook', 'postgresql');
    const copy = await (await workerEngines()).open('postgresql');
    try {
      for (const statement of clientStatements(fixtureText(f), 'postgresql'))
        await copy.run(statement);
      const url = urlOf(copy);
      const current = await pull([url]);
      expect(current.status, current.stderr).toBe(0);
      const design = join(dir, 'design.sql');
      writeFileSync(design, `${current.stdout}\nALTER TABLE album ADD COLUMN released date;\n`);
      const [up, down] = await Promise.all([
        pull([url, '--diff', design]),
        pull([url, '--diff', design, '--rollback']),
      ]);
      expect(up.status, up.stderr).toBe(0);
      expect(up.stdout).toContain('ALTER TABLE album ADD COLUMN released date NULL;');
      expect(down.stdout).toContain('-- DESTRUCTIVE: drops column album.released');
      expect(down.stderr).toContain('1 destructive statement(s)');
      await copy.exec(up.stdout);
      const again = await pull([url, '--diff', design]);
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toContain('-- No changes.');
    } finally {
      await copy.close();
    }
  }, 90_000);
});

describe('a database pull cannot read', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = (await fixtureDatabase(fixture('ddl-more', 'roundcube', 'mysql'))).engine;
  });

  it('refuses a wrong password, from the URL or MYSQL_PWD, without showing it', async () => {
    const user = `relata_pull_${process.pid}`;
    await engine.run(`CREATE USER '${user}'@'%' IDENTIFIED BY 'right-Pw-1'`);
    try {
      await engine.run(`GRANT SELECT ON ${engine.database}.* TO '${user}'@'%'`);
      const url = `mysql://${user}@127.0.0.1:3306/${engine.database}`;
      const [inUrl, inVariable, right] = await Promise.all([
        pull([url.replace(user, `${user}:wrong-Secret-42`)]),
        pull([url], { MYSQL_PWD: 'wrong-Secret-43' }),
        pull([url], { MYSQL_PWD: 'right-Pw-1' }),
      ]);
      for (const [r, secret] of [
        [inUrl, 'wrong-Secret-42'],
        [inVariable, 'wrong-Secret-43'],
      ] as const) {
        expect(r.status).toBe(3);
        expect(r.stderr).toContain(
          `relata-ddl: cannot read the database: mysql://${user}@127.0.0.1:3306/`,
        );
        expect(r.stderr).toContain('the server refused the login: Access denied');
        expect(r.stderr + r.stdout).not.toContain(secret);
      }
      expect(right.status, right.stderr).toBe(0);
      expect(right.stdout).toContain('CREATE TABLE');
    } finally {
      await engine.run(`DROP USER '${user}'@'%'`);
    }
  }, 60_000);

  it('says when the host, the database, the file or the driver is not there', async () => {
    const [closed, noDatabase, noFile] = await Promise.all([
      pull(['postgres://postgres:pw-Hidden-7@127.0.0.1:1/x']),
      pull(['postgres://postgres@127.0.0.1:5432/relata_no_such_database']),
      pull([`sqlite:${join(dir, 'missing.db')}`]),
    ]);
    expect(closed.status).toBe(3);
    expect(closed.stderr).toMatch(
      /^relata-ddl: cannot read the database: postgresql:\/\/postgres@127\.0\.0\.1:1\/x: cannot connect: .*ECONNREFUSED/,
    );
    expect(closed.stderr).not.toContain('pw-Hidden-7');
    expect(noDatabase.status).toBe(3);
    expect(noDatabase.stderr).toContain('database "relata_no_such_database" does not exist');
    expect(noFile.status).toBe(3);
    expect(noFile.stderr).toContain(`sqlite:${join(dir, 'missing.db')}: no such file`);
    // MSSQL's driver is not installed here (decision 0058).
    await expect(
      readLiveCatalog({ engine: 'mssql', host: '127.0.0.1', user: 'sa', password: 'x' }),
    ).rejects.toMatchObject({
      code: 'unsupported',
      message: 'mssql:// needs the mssql package: npm install mssql',
    });
  }, 60_000);

  it('stops at the statement timeout and the size cap', async () => {
    const pg = (await fixtureDatabase(fixture('ddl', 'chinook', 'postgresql'))).engine;
    for (const target of [targetOf(pg), targetOf(engine)]) {
      await expect(readLiveCatalog(target, { timeoutMs: 1 })).rejects.toMatchObject({
        code: 'timeout',
        message: expect.stringContaining('the catalog query did not finish within 1 ms') as unknown,
      });
      await expect(readLiveCatalog(target, { maxBytes: 100 })).rejects.toMatchObject({
        code: 'too-large',
        message: expect.stringMatching(
          /: the catalog is \d+ bytes, more than the limit of 100 bytes$/,
        ) as unknown,
      });
    }
  }, 60_000);

  it('runs the query in a read-only session', async () => {
    const pg = (await fixtureDatabase(fixture('ddl', 'chinook', 'postgresql'))).engine;
    await expect(
      postgresCatalogText(targetOf(pg), 'CREATE TABLE written (id int)', DEFAULT_LIMITS),
    ).rejects.toMatchObject({
      code: 'query',
      message: expect.stringContaining('read-only transaction') as unknown,
    });
    await expect(
      mysqlCatalogText(targetOf(engine), 'CREATE TABLE written (id int)', DEFAULT_LIMITS),
    ).rejects.toMatchObject({
      code: 'query',
      message: expect.stringContaining('READ ONLY') as unknown,
    });
  }, 30_000);
});
