import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDir } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { IN_CI, POSTGRES_ADMIN_URL, postgresReachable, withDatabase } from './helpers/env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR that each test copies instead of initialising its own (4-9 s each). */
    pgliteTemplate: string;
    /** The admin URL of a reachable PostgreSQL, or '' when none answers (those runs are skipped). */
    postgresUrl: string;
    /**
     * A migrated PostgreSQL database that each test server's database is created from
     * (`CREATE DATABASE … TEMPLATE`), instead of running every migration again; '' without PostgreSQL.
     */
    postgresTemplate: string;
  }
}

/** Runs one statement on the PostgreSQL server's admin database. */
async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates and migrates the PostgreSQL template database; answers its name. */
async function postgresTemplate(dataDir: string): Promise<string> {
  const name = `relata_test_template_${process.pid}`;
  await adminQuery(`drop database if exists ${name}`);
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({
    databaseUrl: withDatabase(POSTGRES_ADMIN_URL, name),
    dataDir,
  });
  await migrate(database.pool);
  // A database with a connection open cannot be a template: the pool is ended before any copy.
  await database.close();
  return name;
}

/** Prepares what the server tests share: a PGlite template and the PostgreSQL verdict. */
export default async function setup(project: TestProject) {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-pglite-template-'));
  const database = await openDatabase({ dataDir: template });
  await migrate(database.pool);
  await database.close();
  if (!fs.existsSync(pgliteDir(template))) throw new Error('PGlite template was not created');

  // RELATA_TEST_DATABASES=pglite runs on PGlite alone (no PostgreSQL needed).
  const pgliteOnly = process.env.RELATA_TEST_DATABASES === 'pglite';
  const reachable = !pgliteOnly && (await postgresReachable());
  if (!reachable && !pgliteOnly) {
    const message = `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: server tests run on PGlite only. Start PostgreSQL or set TEST_DATABASE_URL to include it.`;
    if (IN_CI) throw new Error(`${message} (CI=true: nothing may be skipped)`);
    console.warn(`\n[skip] ${message}\n`);
  }
  const pgTemplate = reachable ? await postgresTemplate(template) : '';
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrl', reachable ? POSTGRES_ADMIN_URL : '');
  project.provide('postgresTemplate', pgTemplate);
  return async () => {
    fs.rmSync(template, { recursive: true, force: true });
    if (pgTemplate) await adminQuery(`drop database if exists ${pgTemplate} with (force)`);
  };
}
