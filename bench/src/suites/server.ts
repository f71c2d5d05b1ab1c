import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchResult, BenchSuite } from '../types';
import { freePort } from '../serverProcess';

const root = path.resolve(import.meta.dirname, '../../..');
const serverMain = path.join(root, 'apps/server/src/main.ts');
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Starts the server process and measures the time until /api/health first answers 200. */
async function startTimed(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, ms, stop };
}

/** /api/health under 50 concurrent connections for 10 s: requests per second and p95 latency. */
async function load(url: string): Promise<{ rps: number; p95: number }> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}/api/health`, connections: 50, duration: 10 },
      (err: Error | null, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: latencies[Math.floor(latencies.length * 0.95)] ?? NaN,
  };
}

async function postgresAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function measureMode(
  label: string,
  env: Record<string, string>,
  results: BenchResult[],
  restartEnv?: Record<string, string>,
) {
  const first = await startTimed(env);
  results.push({
    name: `start to first healthy answer, ${label}, new database`,
    value: first.ms,
    unit: 'ms',
    lowerIsBetter: true,
  });
  const { rps, p95 } = await load(first.url);
  results.push({
    name: `/api/health requests per second, ${label}, 50 connections`,
    value: rps,
    unit: 'req/s',
  });
  results.push({
    name: `/api/health p95 latency, ${label}, 50 connections`,
    value: p95,
    unit: 'ms',
    lowerIsBetter: true,
  });
  await first.stop();
  const again = await startTimed(restartEnv ?? env);
  results.push({
    name: `start to first healthy answer, ${label}, existing database`,
    value: again.ms,
    unit: 'ms',
    lowerIsBetter: true,
  });
  await again.stop();
}

/** Server start-up and health throughput on the embedded database and on PostgreSQL. */
export const suite: BenchSuite = {
  name: 'server',
  async run() {
    const results: BenchResult[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-bench-'));
    try {
      await measureMode('embedded (PGlite)', { DATA_DIR: dataDir }, results);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    if (await postgresAvailable()) {
      const name = `relata_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const u = new URL(POSTGRES_URL);
      u.pathname = `/${name}`;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-bench-'));
      try {
        await measureMode('PostgreSQL', { DATA_DIR: dir, DATABASE_URL: u.toString() }, results);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } else {
      console.error(`[skip] PostgreSQL figures: nothing answers at ${POSTGRES_URL}`);
    }
    return results;
  },
};
