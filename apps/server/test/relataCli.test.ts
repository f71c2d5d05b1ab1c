import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  TOKEN_INVALID,
  TOKEN_READ_ONLY,
  type CreatedToken,
  type CreateTokenBodyInput,
  type Diagram,
  type Project,
  type VersionSummary,
} from '@relata/core';
import { runRelata } from '@relata/core/cli';
import { nodeIo } from '@relata/core/cli/node';
import { sql } from 'kysely';
import pg from 'pg';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import {
  describeOnOneDatabase,
  freshPostgresDatabase,
  startTestServer,
  type TestServer,
} from './helpers/testServer';

const BIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/core/bin/relata.mjs',
);

/** A schema file as a team keeps it in its repository (written for this test). */
const SCHEMA = `CREATE TABLE customers (
  id integer PRIMARY KEY,
  email varchar(200) NOT NULL UNIQUE
);
CREATE TABLE orders (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  total numeric(10, 2) NOT NULL DEFAULT 0
);
`;
/** The same schema a commit later: a column and a table more. */
const CHANGED = `${SCHEMA.replace('NOT NULL DEFAULT 0', 'NOT NULL DEFAULT 0,\n  placed_at timestamp')}CREATE TABLE order_lines (
  id integer PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  quantity integer NOT NULL
);
`;

describeOnOneDatabase('the relata command', (kind) => {
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let project: Project;
  let other: Project;
  let dir: string;
  let write: CreatedToken;
  let logged = '';
  const made: string[] = [];

  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    t = await startTestServer(kind, { logTo: log });
    team = await projectWithTeam(t.url);
    project = await createProject(t.url, team.editor, {
      name: 'Shop',
      database_type: 'postgresql',
    });
    other = await createProject(t.url, team.editor, { name: 'Elsewhere' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-cli-'));
    write = await token({ name: 'CI', projectIds: [project.id] });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function token(body: Partial<CreateTokenBodyInput> = {}) {
    const res = await api(t.url, team.editor, 'POST', '/api/account/tokens', {
      name: 'CLI',
      expiresInDays: 30,
      scope: 'write',
      projectIds: null,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await json<CreatedToken>(res);
    made.push(created.token);
    return created;
  }
  const file = (name: string, text: string) => {
    const at = path.join(dir, name);
    fs.writeFileSync(at, text);
    return at;
  };
  /** Runs the command in-process with Node's I/O, as the bin does, with the token in the env. */
  const relata = (argv: string[], env: Record<string, string> = {}) =>
    runRelata(argv, {
      ...nodeIo({
        RELATA_URL: t.url,
        RELATA_TOKEN: write.token,
        RELATA_CONFIG: path.join(dir, 'unused.json'),
        ...env,
      }),
      stdinIsTty: true,
    });
  const diagram = async (id = project.id) =>
    json<Diagram>(await api(t.url, team.editor, 'GET', `/api/projects/${id}/diagram`));
  const versions = async () =>
    json<VersionSummary[]>(
      await api(t.url, team.editor, 'GET', `/api/projects/${project.id}/versions`),
    );

  it('logs in from standard input into a 0600 config file, which the bin then uses', async () => {
    const config = path.join(dir, 'config', 'relata', 'config.json');
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: path.join(dir, 'config') };
    delete env.RELATA_TOKEN;
    delete env.RELATA_URL;
    delete env.RELATA_CONFIG;
    const child = execFile(process.execPath, [BIN, 'login', '--url', `${t.url}/`], { env });
    child.stdin?.end(`${write.token}\n`);
    const out = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}`))));
    });
    expect(out).toContain(`Logged in to ${t.url}: the token reaches 1 project(s).`);
    expect(fs.statSync(config).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(config, 'utf8'))).toEqual({
      url: t.url,
      token: write.token,
    });
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, 'projects'], { env });
    expect(stdout).toBe(`${project.id}  postgresql  Shop\n`);

    const wrong = await relata(['login', '--url', t.url], {
      RELATA_TOKEN: `relata_pat_${'x'.repeat(43)}`,
    });
    expect(wrong).toEqual({ stdout: '', stderr: `relata: ${TOKEN_INVALID}\n`, exitCode: 2 });
  });

  it('lists the projects the token reaches, as text and as JSON', async () => {
    const all = await token({ name: 'Everything', scope: 'read' });
    const listed = await relata(['projects', '--json'], { RELATA_TOKEN: all.token });
    expect(listed.exitCode).toBe(0);
    const names = (JSON.parse(listed.stdout) as Project[]).map((p) => p.name).sort();
    expect(names).toEqual(['Elsewhere', 'Shop', team.project.name].sort());
  });

  it('pushes a schema file: differences first, one change, a named version, places kept', async () => {
    const schema = file('schema.sql', SCHEMA);
    const dry = await relata(['push', 'Shop', schema, '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('+ table customers');
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect((await diagram()).tables).toEqual([]);
    expect(await versions()).toEqual([]);

    const first = await relata(['push', 'Shop', schema, '--message', 'First schema']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^3 difference\(s\) between project "Shop" and .*schema\.sql/);
    expect(first.stdout).toContain('CREATE TABLE orders (');
    expect(first.stdout).toContain(
      'Pushed 3 change(s) to "Shop" and saved version "First schema".',
    );
    const stored = await diagram();
    expect(stored.tables.map((table) => table.name).sort()).toEqual(['customers', 'orders']);
    expect(stored.relationships).toHaveLength(1);
    expect((await versions()).map((v) => [v.name, v.automatic])).toEqual([
      ['First schema', false],
      ['Before push', true],
    ]);

    // Someone arranges the canvas; the next push keeps those places.
    const orders = stored.tables.find((table) => table.name === 'orders')!;
    const moved = await api(
      t.url,
      team.editor,
      'PATCH',
      `/api/projects/${project.id}/diagram/positions`,
      {
        tables: [{ id: orders.id, x: 1234, y: 567 }],
      },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);

    const changed = file('schema.sql', CHANGED);
    const second = await relata(['push', project.id, changed, '-m', 'Order lines', '--json']);
    expect(second.exitCode, second.stderr).toBe(0);
    const answer = JSON.parse(second.stdout) as { pushed: boolean; changes: { label: string }[] };
    expect(answer.pushed).toBe(true);
    expect(answer.changes.map((c) => c.label).sort()).toEqual([
      'order_lines',
      'order_lines.order_id -> orders.id',
      'orders.placed_at',
    ]);
    const after = await diagram();
    const kept = after.tables.find((table) => table.name === 'orders')!;
    expect([kept.id, kept.x, kept.y]).toEqual([orders.id, 1234, 567]);
    expect(kept.attributes.map((a) => a.name)).toEqual(['id', 'customer_id', 'total', 'placed_at']);
    const lines = after.tables.find((table) => table.name === 'order_lines')!;
    expect(lines.x).toBeGreaterThan(1234);

    // The project is now the file: diff finds nothing, a push changes nothing and saves nothing.
    const same = await relata(['diff', 'Shop', changed]);
    expect(same.stdout).toMatch(/^No differences between project "Shop" and .*schema\.sql\.\n$/);
    expect(same.exitCode).toBe(0);
    const count = (await versions()).length;
    expect((await relata(['push', 'Shop', changed])).exitCode).toBe(0);
    expect(await versions()).toHaveLength(count);
  });

  it('diffs a file: exit 1 with the differences and the migration', async () => {
    const next = file(
      'next.sql',
      `${CHANGED}CREATE TABLE coupons (code varchar(20) PRIMARY KEY);\n`,
    );
    const result = await relata(['diff', 'Shop', next, '--dialect', 'postgres']);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('+ table coupons');
    expect(result.stdout).toContain('CREATE TABLE coupons (');
    const dropped = file('dropped.sql', SCHEMA);
    const json = JSON.parse((await relata(['diff', 'Shop', dropped, '--json'])).stdout) as {
      differ: boolean;
      destructive: number;
      migration: string;
    };
    expect(json.differ).toBe(true);
    expect(json.destructive).toBeGreaterThan(0);
    expect(json.migration).toContain('DROP TABLE order_lines;');
  });

  it('refuses a file with a syntax error, naming its line, and changes nothing', async () => {
    const before = await diagram();
    const count = (await versions()).length;
    const broken = file(
      'broken.sql',
      `${CHANGED}\nCREATE TABLE oops (\n  id integer PRIMARY KEY,,\n);\n`,
    );
    const result = await relata(['push', 'Shop', broken]);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^relata: ${broken.replace(/[.\\]/g, '\\$&')}:\\d+: error: .*; nothing was changed\\n$`,
      ),
    );
    expect(await diagram()).toEqual(before);
    expect(await versions()).toHaveLength(count);
  });

  it('pulls SQL, DBML and JSON that push back with no differences', async () => {
    for (const [format, name] of [
      ['sql', 'pulled.sql'],
      ['dbml', 'pulled.dbml'],
      ['json', 'pulled.json'],
    ] as const) {
      const out = path.join(dir, name);
      const pulled = await relata(['pull', 'Shop', '--format', format, '-o', out]);
      expect(pulled, format).toMatchObject({ exitCode: 0, stdout: '' });
      expect(pulled.stderr).toBe(`relata: wrote ${out} (3 tables)\n`);
      const diff = await relata(['diff', 'Shop', out]);
      expect(diff.stdout, format).toContain('No differences');
      expect(diff.exitCode).toBe(0);
    }
    const mysql = await relata(['pull', 'Shop', '--dialect', 'mysql']);
    expect(mysql.stdout).toContain('CREATE TABLE order_lines (');
  });

  it('lists and saves versions, and writes the migration between two', async () => {
    const saved = await relata(['versions', 'Shop', 'create', 'Release 1']);
    expect(saved.stdout).toMatch(/^Saved version "Release 1" \(.+\)\.\n$/);
    const listed = await relata(['versions', 'Shop']);
    expect(listed.stdout.split('\n')[0]).toMatch(/Release 1$/);
    expect(listed.stdout).toContain('Before push  (automatic)');

    const forward = await relata([
      'migrate',
      'Shop',
      '--from',
      'First schema',
      '--to',
      'Release 1',
      '--dialect',
      'mysql',
    ]);
    expect(forward.exitCode, forward.stderr).toBe(0);
    expect(forward.stdout).toContain('CREATE TABLE order_lines (');
    const back = await relata([
      'migrate',
      'Shop',
      '--from',
      'First schema',
      '--to',
      'current',
      '--rollback',
      '--json',
    ]);
    const rollback = JSON.parse(back.stdout) as { script: string; destructive: number };
    expect(rollback.script).toContain('DROP TABLE order_lines;');
    expect(rollback.destructive).toBeGreaterThan(0);
    expect(back.stderr).toBe(
      `relata: ${rollback.destructive} destructive statement(s), marked -- DESTRUCTIVE in the script\n`,
    );
    const missing = await relata(['migrate', 'Shop', '--from', 'Nope', '--to', 'current']);
    expect(missing).toEqual({
      stdout: '',
      stderr: 'relata: no version "Nope" in this project\n',
      exitCode: 2,
    });
  });

  it('keeps each token to its scope: read cannot push, other projects are not found', async () => {
    const read = await token({ name: 'Reader', scope: 'read', projectIds: [project.id] });
    const schema = file('read.sql', `${CHANGED}CREATE TABLE notes (id integer PRIMARY KEY);\n`);
    const refused = await relata(['push', 'Shop', schema], { RELATA_TOKEN: read.token });
    expect(refused).toMatchObject({ exitCode: 2, stderr: `relata: ${TOKEN_READ_ONLY}\n` });
    expect((await relata(['pull', 'Shop'], { RELATA_TOKEN: read.token })).exitCode).toBe(0);
    const elsewhere = await relata(['pull', other.id]);
    expect(elsewhere).toEqual({
      stdout: '',
      stderr: 'relata: Could not find project.\n',
      exitCode: 2,
    });
    const byName = await relata(['pull', 'Elsewhere']);
    expect(byName.stderr).toBe(
      'relata: no project named "Elsewhere" is reachable with this token\n',
    );
  });

  it('fails once a token is revoked or expired', async () => {
    const revoked = await token({ name: 'Revoked' });
    expect((await relata(['projects'], { RELATA_TOKEN: revoked.token })).exitCode).toBe(0);
    await api(t.url, team.editor, 'DELETE', `/api/account/tokens/${revoked.id}`);
    const expired = await token({ name: 'Expired' });
    await sql`update access_tokens set expires_at = now() - interval '1 second' where id = ${expired.id}`.execute(
      t.server.database.db,
    );
    // A malformed token is refused before any request, and never echoed.
    const mangled = `${revoked.token.slice(0, 20)}\n${revoked.token.slice(20)}`;
    expect(await relata(['projects'], { RELATA_TOKEN: mangled })).toEqual({
      stdout: '',
      stderr: 'relata: RELATA_TOKEN is not a Relata access token (they start with relata_pat_)\n',
      exitCode: 2,
    });
    for (const gone of [revoked, expired])
      expect(await relata(['projects'], { RELATA_TOKEN: gone.token })).toEqual({
        stdout: '',
        stderr: `relata: ${TOKEN_INVALID}\n`,
        exitCode: 2,
      });
  });

  it('checks live databases for drift: PostgreSQL and a SQLite file', async () => {
    const pulled = await relata(['pull', 'Shop', '--dialect', 'postgresql']);
    const live = await freshPostgresDatabase();
    const db = new pg.Client({ connectionString: live.url });
    try {
      await db.connect();
      await db.query(pulled.stdout);
      const same = await relata(['diff', 'Shop', '--db', live.url]);
      expect(same.stdout, same.stderr).toContain('No differences');
      expect(same.exitCode).toBe(0);
      await db.query('alter table orders add column note text');
      const drift = await relata(['diff', 'Shop', '--db', live.url]);
      expect(drift.exitCode).toBe(1);
      expect(drift.stdout).toContain('+ column orders.note');
      expect(drift.stdout).toContain('ALTER TABLE orders DROP COLUMN note;');
    } finally {
      await db.end();
      await live.drop();
    }

    const SQL = await initSqlJs();
    const lite = new SQL.Database();
    lite.exec((await relata(['pull', 'Shop', '--dialect', 'sqlite'])).stdout);
    const liteFile = path.join(dir, 'shop.db');
    fs.writeFileSync(liteFile, lite.export());
    lite.close();
    const clean = await relata(['diff', 'Shop', '--db', `sqlite:${liteFile}`]);
    expect(clean.stdout, clean.stderr).toContain('No differences');
    expect(clean.exitCode).toBe(0);
    const unreadable = await relata([
      'diff',
      'Shop',
      '--db',
      `sqlite:${path.join(dir, 'none.db')}`,
    ]);
    expect(unreadable.exitCode).toBe(2);
    expect(unreadable.stderr).toMatch(/^relata: cannot read the database: .+\n$/);
  });

  it('takes the statements a SQL file keeps as written, and leaves them to a DBML file', async () => {
    const touch = `CREATE FUNCTION touch_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.placed_at = now();
  RETURN NEW;
END
$$;
`;
    const withFunction = file('function.sql', `${CHANGED}${touch}`);
    const shown = await relata(['diff', 'Shop', withFunction]);
    expect(shown.exitCode).toBe(1);
    expect(shown.stdout).toContain('+ statement function touch_order');
    expect(shown.stdout).toContain(
      'the functions, procedures, triggers, sequences, extensions and events of this dialect are in this migration',
    );
    // A PostgreSQL project's migration creates the PostgreSQL function.
    expect(shown.stdout).toContain(
      'CREATE FUNCTION touch_order() RETURNS trigger LANGUAGE plpgsql',
    );
    expect((await relata(['push', 'Shop', withFunction])).exitCode).toBe(0);
    expect((await diagram()).extraSql.map((s) => s.name)).toEqual(['touch_order']);
    expect((await relata(['diff', 'Shop', withFunction])).exitCode).toBe(0);
    // DBML cannot carry it: a DBML file leaves it be; a SQL file without it drops it.
    const dbml = path.join(dir, 'function.dbml');
    expect((await relata(['pull', 'Shop', '--format', 'dbml', '-o', dbml])).exitCode).toBe(0);
    expect((await relata(['diff', 'Shop', dbml])).exitCode).toBe(0);
    const without = await relata(['diff', 'Shop', file('without.sql', CHANGED), '--json']);
    expect(JSON.parse(without.stdout)).toMatchObject({
      differ: true,
      changes: [{ group: 'statements', kind: 'removed', label: 'function touch_order' }],
    });
  });

  it('never writes a token into the logs or the audit trail', async () => {
    const { rows } = await sql<{ details: unknown }>`select details from audit_events`.execute(
      t.server.database.db,
    );
    const audit = JSON.stringify(rows);
    // The push's audit event names its version, never the token that made it.
    expect(audit).toContain('First schema');
    for (const secret of made) {
      expect(logged).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
  });
});
