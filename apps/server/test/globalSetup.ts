import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDir } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { IN_CI, POSTGRES_ADMIN_URL, postgresReachable } from './helpers/env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite DATA_DIR that each test copies instead of initialising its own (4-9 s each). */
    pgliteTemplate: string;
    /** The admin URL of a reachable PostgreSQL, or '' when none answers (those runs are skipped). */
    postgresUrl: string;
  }
}

/** Prepares what the server tests share: a PGlite template and the PostgreSQL verdict. */
export default async function setup(project: TestProject) {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-pglite-template-'));
  const database = await openDatabase({ dataDir: template });
  await migrate(database.pool);
  await database.close();
  if (!fs.existsSync(pgliteDir(template))) throw new Error('PGlite template was not created');

  const reachable = await postgresReachable();
  if (!reachable) {
    const message = `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: server tests run on PGlite only. Start PostgreSQL or set TEST_DATABASE_URL to include it.`;
    if (IN_CI) throw new Error(`${message} (CI=true: nothing may be skipped)`);
    console.warn(`\n[skip] ${message}\n`);
  }
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrl', reachable ? POSTGRES_ADMIN_URL : '');
  return () => fs.rmSync(template, { recursive: true, force: true });
}
