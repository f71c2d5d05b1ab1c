import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  LiveDbConnection,
  LiveDbConnectionList,
  Project,
  ProjectEventPage,
} from '@relata/core';
import mysql from 'mysql2/promise';
import pg from 'pg';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from './helpers/env';
import { signUp, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import {
  describeOnOneDatabase,
  freePort,
  startTestServer,
  type TestServer,
} from './helpers/testServer';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The MariaDB server here, as root (the test makes and drops its own database and user). */
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

/** A PostgreSQL database with a small schema, made for the test and dropped after. */
async function postgresDatabase(name: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(`
    create table customers (id integer primary key, name text not null);
    create table orders (id integer primary key, customer_id integer references customers (id));`);
  await db.end();
  return {
    user: url.username || 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A MariaDB database with one table and a user who logs in with a password. */
async function mariadbDatabase(name: string, password: string) {
  const root = await mysql.createConnection(MARIADB);
  await root.query(`create database ${name}`);
  await root.query(`create table ${name}.products (id int primary key, title varchar(80))`);
  await root.query(`create user '${name}'@'%' identified by '${password}'`);
  await root.query(`create user '${name}'@'localhost' identified by '${password}'`);
  await root.query(`grant select on ${name}.* to '${name}'@'%', '${name}'@'localhost'`);
  await root.end();
  return {
    async drop() {
      const c = await mysql.createConnection(MARIADB);
      await c.query(`drop user if exists '${name}'@'%', '${name}'@'localhost'`);
      await c.query(`drop database if exists ${name}`);
      await c.end();
    },
  };
}

/** A SQLite file with one table, written with sql.js. */
async function sqliteFile(file: string): Promise<void> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run('create table notes (id integer primary key, body text not null)');
  fs.writeFileSync(file, db.export());
  db.close();
}

/** The table names a catalog dump holds, wherever its engine keeps them. */
const mentions = (dump: unknown, table: string) => JSON.stringify(dump).includes(table);

describeOnOneDatabase('live database connections', (kind) => {
  const suffix = `${kind.slice(0, 2)}${randomBytes(4).toString('hex')}`;
  const pgName = `relata_live_${suffix}`;
  const myName = `relata_live_${suffix}`;
  const pgPassword = `pg-secret-${randomBytes(6).toString('hex')}`;
  const myPassword = `my-secret-${randomBytes(6).toString('hex')}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-live-'));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-outside-'));
  const dbFile = path.join(folder, 'notes.db');
  /** Every answer's text, to show that no password was ever sent back. */
  const answers: string[] = [];
  let t: TestServer;
  let team: Awaited<ReturnType<typeof projectWithTeam>>;
  let postgres: Awaited<ReturnType<typeof postgresDatabase>>;
  let mariadb: Awaited<ReturnType<typeof mariadbDatabase>>;

  const call = async (
    user: TestUser,
    method: string,
    p: string,
    body?: unknown,
    server: TestServer = t,
    projectId = team.project.id,
  ) => {
    const res = await api(server.url, user, method, `/api/projects/${projectId}${p}`, body);
    answers.push(await res.clone().text());
    return res;
  };
  const save = async (body: Record<string, unknown>) => {
    const res = await call(team.admin, 'POST', '/connections', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return json<LiveDbConnection>(res);
  };
  const refusal = async (res: Response, status = 422) => {
    const text = await res.clone().text();
    expect(res.status, text).toBe(status);
    return (await json<ErrorBody>(res)).error;
  };
  const pgDetails = () => ({
    name: 'Shop',
    engine: 'postgresql',
    host: '127.0.0.1',
    port: 5432,
    database: pgName,
    user: postgres.user,
    password: pgPassword,
  });

  beforeAll(async () => {
    [postgres, mariadb] = await Promise.all([
      postgresDatabase(pgName),
      mariadbDatabase(myName, myPassword),
      sqliteFile(dbFile),
    ]).then(([p, m]) => [p, m] as const);
    // Listing 127.0.0.1/32 explicitly is what makes the engines on this machine reachable.
    t = await startTestServer(kind, {
      env: { LIVE_DB_HOSTS: '127.0.0.1/32', LIVE_DB_FILES: folder },
    });
    team = await projectWithTeam(t.url);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([postgres.drop(), mariadb.drop()]);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('lets an Admin save a PostgreSQL connection and an Editor read its catalog, without ever answering the password', async () => {
    const saved = await save(pgDetails());
    expect(saved).toMatchObject({
      name: 'Shop',
      engine: 'postgresql',
      host: '127.0.0.1',
      database: pgName,
      has_password: true,
    });
    expect(saved).not.toHaveProperty('password');
    const listed = await json<LiveDbConnectionList>(await call(team.editor, 'GET', '/connections'));
    expect(listed).toEqual({ enabled: true, connections: [saved] });

    const read = await call(team.editor, 'POST', `/connections/${saved.id}/read`);
    expect(read.status, await read.clone().text()).toBe(200);
    const dump = await json<Record<string, unknown>>(read);
    expect(dump).toMatchObject({ relata_catalog: 1, engine: 'postgresql' });
    expect(mentions(dump, 'customers') && mentions(dump, 'orders')).toBe(true);

    // At rest, the password is sealed: the row holds no trace of it.
    const row = await t.server.database.db
      .selectFrom('live_db_connections')
      .select('password_sealed')
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.password_sealed).toMatch(/^v1\./);
    expect(row.password_sealed).not.toContain(pgPassword);
  });

  it('reads a MariaDB database with its password, keeps the password through an edit, and refuses a wrong one', async () => {
    const details = {
      name: 'Catalogue',
      engine: 'mysql',
      host: '127.0.0.1',
      port: 3306,
      database: myName,
      user: myName,
      password: myPassword,
    };
    const saved = await save(details);
    const renamed = await call(team.admin, 'PATCH', `/connections/${saved.id}`, {
      name: 'Catalogue (prod)',
    });
    expect(await json<LiveDbConnection>(renamed)).toMatchObject({
      name: 'Catalogue (prod)',
      has_password: true,
    });
    // A cleared port is the engine's usual one (3306 here).
    const portless = await call(team.admin, 'PATCH', `/connections/${saved.id}`, { port: null });
    expect((await json<LiveDbConnection>(portless)).port).toBeNull();
    const read = await call(team.editor, 'POST', `/connections/${saved.id}/read`);
    expect(read.status, await read.clone().text()).toBe(200);
    const dump = await json<Record<string, unknown>>(read);
    expect(dump.engine).toBe('mysql');
    expect(mentions(dump, 'products')).toBe(true);

    const wrong = await call(team.admin, 'POST', '/connections/test', {
      ...details,
      password: 'not-the-password',
    });
    expect((await refusal(wrong)).message).toMatch(/refused|denied|password/i);
    const cleared = await call(team.admin, 'PATCH', `/connections/${saved.id}`, {
      password: null,
    });
    expect((await json<LiveDbConnection>(cleared)).has_password).toBe(false);
    await refusal(await call(team.editor, 'POST', `/connections/${saved.id}/read`));
  });

  it('reads a SQLite file under a listed folder, and no file outside it', async () => {
    const tried = await call(team.admin, 'POST', '/connections/test', {
      engine: 'sqlite',
      file: dbFile,
    });
    expect(await json<Record<string, unknown>>(tried)).toMatchObject({
      ok: true,
      engine: 'sqlite',
    });
    const saved = await save({ name: 'Notes', engine: 'sqlite', file: dbFile });
    const dump = await json<unknown>(
      await call(team.editor, 'POST', `/connections/${saved.id}/read`),
    );
    expect(mentions(dump, 'notes')).toBe(true);

    const secret = path.join(outside, 'other.db');
    await sqliteFile(secret);
    fs.symlinkSync(secret, path.join(folder, 'link.db'));
    for (const file of [secret, path.join(folder, '..', path.basename(outside), 'other.db')])
      expect(
        (
          await refusal(
            await call(team.admin, 'POST', '/connections/test', { engine: 'sqlite', file }),
          )
        ).message,
      ).toMatch(/no listed folder/);
    const linked = await call(team.admin, 'POST', '/connections/test', {
      engine: 'sqlite',
      file: path.join(folder, 'link.db'),
    });
    expect((await refusal(linked)).message).toMatch(/link leads out/);
  });

  it('shows Viewers no connection and refuses them every connection route; other projects’ members get 404', async () => {
    const saved = await save({ ...pgDetails(), name: 'For viewers' });
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/connections'],
      ['POST', '/connections', pgDetails()],
      ['POST', '/connections/test', pgDetails()],
      ['PATCH', `/connections/${saved.id}`, { name: 'x' }],
      ['DELETE', `/connections/${saved.id}`],
      ['POST', `/connections/${saved.id}/read`],
    ];
    for (const [method, p, body] of routes) {
      const res = await call(team.viewer, method, p, body);
      expect(res.status, `${method} ${p}`).toBe(403);
      expect(await res.text()).not.toContain(pgName);
    }
    for (const [method, p, body] of routes.slice(1, 5))
      expect((await call(team.editor, method, p, body)).status, `${method} ${p}`).toBe(403);
    for (const [method, p, body] of routes)
      expect((await call(team.outsider, method, p, body)).status, `${method} ${p}`).toBe(404);
    // A connection is found only within its own project.
    const elsewhere = await call(
      team.outsider,
      'POST',
      `/connections/${saved.id}/read`,
      undefined,
      t,
      team.othersProject.id,
    );
    expect(elsewhere.status).toBe(404);
  });

  it('refuses unlisted, metadata and private addresses, and answers an unreachable host with a 4xx', async () => {
    for (const host of ['169.254.169.254', '10.0.0.1', 'db.example.com', '::1']) {
      const res = await call(team.admin, 'POST', '/connections/test', { ...pgDetails(), host });
      expect((await refusal(res)).message).toMatch(/may not connect.*LIVE_DB_HOSTS/s);
      expect(
        (await call(team.admin, 'POST', '/connections', { ...pgDetails(), host })).status,
      ).toBe(422);
    }
    const closed = await call(team.admin, 'POST', '/connections/test', {
      ...pgDetails(),
      port: await freePort(),
    });
    expect((await refusal(closed)).message).toMatch(/connect/i);
  });

  it('refuses malformed details with the field at fault, and changes nothing', async () => {
    const before = await json<LiveDbConnectionList>(await call(team.admin, 'GET', '/connections'));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...pgDetails(), engine: 'oracle' }, 'engine'],
      [{ ...pgDetails(), host: undefined }, 'host'],
      [{ ...pgDetails(), user: undefined }, 'user'],
      [{ ...pgDetails(), port: 70000 }, 'port'],
      [{ ...pgDetails(), host: 'db host; drop' }, 'host'],
      [{ ...pgDetails(), extra: 1 }, 'body'],
      [{ name: 'f', engine: 'sqlite' }, 'file'],
      [{ ...pgDetails(), name: ' ' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const error = await refusal(await call(team.admin, 'POST', '/connections', body), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const saved = before.connections[0];
    if (!saved) throw new Error('an earlier test saved a connection');
    const patched = await call(team.admin, 'PATCH', `/connections/${saved.id}`, { host: null });
    expect((await refusal(patched, 400)).fields).toHaveProperty('host');
    const bad = await call(team.admin, 'POST', `/connections/not-an-id/read`);
    expect(bad.status).toBe(400);
    expect(await json<LiveDbConnectionList>(await call(team.admin, 'GET', '/connections'))).toEqual(
      before,
    );
  });

  it('deletes a connection, and records every use in the audit log without the password', async () => {
    const saved = await save({ ...pgDetails(), name: 'To delete' });
    expect((await call(team.admin, 'DELETE', `/connections/${saved.id}`)).status).toBe(200);
    const listed = await json<LiveDbConnectionList>(await call(team.admin, 'GET', '/connections'));
    expect(listed.connections.map((c) => c.id)).not.toContain(saved.id);

    const page = await json<ProjectEventPage>(await call(team.admin, 'GET', '/audit?limit=100'));
    const kinds = new Set(page.events.map((e) => e.kind));
    for (const k of [
      'live_db_connection_created',
      'live_db_connection_changed',
      'live_db_connection_deleted',
      'live_db_tested',
      'live_db_read',
    ])
      expect(kinds, k).toContain(k);
    const deleted = page.events.find((e) => e.kind === 'live_db_connection_deleted');
    expect(deleted?.details).toMatchObject({
      connection: 'To delete',
      engine: 'postgresql',
      host: '127.0.0.1',
    });
    const failed = page.events.find(
      (e) => e.kind === 'live_db_tested' && e.details.outcome === 'auth',
    );
    expect(failed?.details.engine).toBe('mysql');
    const stored = await t.server.database.db
      .selectFrom('audit_events')
      .select('details')
      .execute();
    for (const text of [...answers, JSON.stringify(stored)])
      for (const secret of [pgPassword, myPassword]) expect(text).not.toContain(secret);
  });
});

describeOnOneDatabase('live database connections, limited by the operator', (kind) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-live-'));
  const dbFile = path.join(folder, 'notes.db');
  let off: TestServer;
  let named: TestServer;
  /** An Admin and their project on each server. */
  let offAdmin: { admin: TestUser; project: Project };
  let namedAdmin: { admin: TestUser; project: Project };
  const adminWithProject = async (server: TestServer) => {
    const admin = await signUp(server.url);
    return { admin, project: await createProject(server.url, admin) };
  };

  beforeAll(async () => {
    await sqliteFile(dbFile);
    [off, named] = await Promise.all([
      startTestServer(kind),
      // Only a name is listed, so its loopback addresses are not; and a tiny size cap.
      startTestServer(kind, {
        env: { LIVE_DB_HOSTS: 'localhost', LIVE_DB_FILES: folder, LIVE_DB_MAX_BYTES: '64' },
      }),
    ]);
    [offAdmin, namedAdmin] = await Promise.all([adminWithProject(off), adminWithProject(named)]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), named.close()]);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('answers that connections are off, and how to turn them on, when LIVE_DB_HOSTS is unset', async () => {
    const { admin, project } = offAdmin;
    const listed = await api(off.url, admin, 'GET', `/api/projects/${project.id}/connections`);
    expect(await json<LiveDbConnectionList>(listed)).toEqual({ enabled: false, connections: [] });
    const details = { name: 'x', engine: 'postgresql', host: '127.0.0.1', user: 'postgres' };
    for (const p of ['/connections', '/connections/test']) {
      const res = await api(off.url, admin, 'POST', `/api/projects/${project.id}${p}`, details);
      expect(res.status).toBe(400);
      const { error } = await json<ErrorBody>(res);
      expect(error.code).toBe('not_configured');
      expect(error.message).toMatch(/off on this server.*LIVE_DB_HOSTS/s);
    }
  });

  it('refuses an address when only a name is listed, and a listed name that resolves to loopback', async () => {
    const { admin, project } = namedAdmin;
    const test = (host: string) =>
      api(named.url, admin, 'POST', `/api/projects/${project.id}/connections/test`, {
        engine: 'postgresql',
        host,
        user: 'postgres',
      });
    for (const host of ['127.0.0.1', '169.254.169.254', '10.0.0.1']) {
      const res = await test(host);
      expect(res.status, host).toBe(422);
      expect((await json<ErrorBody>(res)).error.message).toMatch(/address is not listed/);
    }
    const loopback = await test('localhost');
    expect(loopback.status).toBe(422);
    expect((await json<ErrorBody>(loopback)).error.message).toMatch(
      /resolves to (127\.0\.0\.1|::1)/,
    );
  });

  it('stops a catalog larger than LIVE_DB_MAX_BYTES with a 4xx that says so', async () => {
    const { admin, project } = namedAdmin;
    const res = await api(
      named.url,
      admin,
      'POST',
      `/api/projects/${project.id}/connections/test`,
      {
        engine: 'sqlite',
        file: dbFile,
      },
    );
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).error.message).toMatch(/limit of 64 bytes/);
  });

  it('limits the reads and tries of one user, with a 429 that says when to try again', async () => {
    const { admin, project } = namedAdmin;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = await api(named.url, admin, 'POST', `/api/projects/${project.id}/connections/test`, {
        engine: 'postgresql',
        host: '10.0.0.1',
        user: 'postgres',
      });
      statuses.push(last.status);
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(statuses.slice(0, first).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
