// Issue 39: `relata push` of a 1000-table schema, end to end: the command started as a user starts
// it (a new Node process), reading the file, fetching the project, comparing, sending the push
// and the server storing it with its two versions, against a server on its embedded database.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { schemaScript } from '../diagram/fixture';
import { call, signUp, startServer } from '../serverProcess';
import type { BenchResult, BenchSuite } from '../types';

const BIN = path.resolve(import.meta.dirname, '../../../packages/core/bin/relata.mjs');
const TABLES = 1000;
const TARGET_MS = 3000;

/** Runs the command and answers its wall time, failing on a non-zero exit. */
async function timed(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const t0 = performance.now();
  await promisify(execFile)(process.execPath, [BIN, ...argv], { env, maxBuffer: 64 << 20 });
  return performance.now() - t0;
}

export const suite: BenchSuite = {
  name: 'relataPush',
  async run() {
    const server = await startServer({}, 'push');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-bench-push-'));
    try {
      const user = await signUp(server.url);
      const project = await call<{ id: string }>(server.url, user, 'POST', '/api/projects', {
        name: 'Push bench',
        database_type: 'postgresql',
      });
      const { token } = await call<{ token: string }>(
        server.url,
        user,
        'POST',
        '/api/account/tokens',
        { name: 'bench', expiresInDays: 30, scope: 'write', projectIds: [project.id] },
      );
      const env = { ...process.env, RELATA_URL: server.url, RELATA_TOKEN: token };
      const file = path.join(dir, 'schema.sql');
      const script = schemaScript(TABLES, { randomForeignKeys: true });
      fs.writeFileSync(file, script);
      const first = await timed(['push', project.id, file, '-m', 'First'], env);
      // A commit later: one table more, on a project that holds the 1000 tables.
      fs.writeFileSync(file, `${script}\nCREATE TABLE bench_extra (id integer PRIMARY KEY);\n`);
      const second = await timed(['push', project.id, file, '-m', 'Second'], env);
      const diff = await timed(['diff', project.id, file], env);
      return [
        {
          name: `relata push of ${TABLES} tables into an empty project, end to end`,
          value: first,
          unit: 'ms',
          target: TARGET_MS,
          lowerIsBetter: true,
        },
        {
          name: `relata push of one table more onto ${TABLES} tables, end to end`,
          value: second,
          unit: 'ms',
          target: TARGET_MS,
          lowerIsBetter: true,
        },
        {
          name: `relata diff of ${TABLES} tables, no differences, end to end`,
          value: diff,
          unit: 'ms',
          lowerIsBetter: true,
        },
      ] satisfies BenchResult[];
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
