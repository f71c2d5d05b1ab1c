// `npm run bench -- realtime`: many editors on one diagram, half on each of two nodes on one
// PostgreSQL (LISTEN/NOTIFY broker), each moving its cursor at the allowed rate and saving a
// table every few seconds. Measures how long a save takes from the moment its request is sent
// (an upper bound of "from its commit": it includes the request and the transaction) to every
// other editor's socket, how many messages the nodes deliver, and what the nodes cost in CPU.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CURSOR_INTERVAL_MS, type ServerMessage } from '@relata/core';
import pg from 'pg';
import WebSocket from 'ws';
import type { BenchResult, BenchSuite } from '../types';
import { call, signUp, startServer, type Editor, type ServerNode } from '../serverProcess';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EDITORS = Number(process.env.BENCH_REALTIME_EDITORS ?? 50);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 30);
/** Each editor saves its table every 2 to 4 s ("every few seconds"). */
const SAVE_EVERY_MS: [number, number] = [2000, 4000];
const TARGET_P95_MS = 100;
const CLOCK_TICKS = 100;
/** How the server's change messages begin (`JSON.stringify` keeps the key order it was given). */
const CHANGE_PREFIX = '{"type":"change"'; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s.

/** Starts one server node on the shared database and waits for its first healthy answer. */
const startNode = (databaseUrl: string) =>
  startServer({ DATABASE_URL: databaseUrl, REALTIME_BROKER: 'postgres' }, 'realtime');

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function run(): Promise<BenchResult[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const dbName = `relata_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  const databaseUrl = POSTGRES_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const nodes: ServerNode[] = [];
  const sockets: WebSocket[] = [];
  try {
    // The first node migrates the new database; the second starts on it.
    nodes.push(await startNode(databaseUrl));
    nodes.push(await startNode(databaseUrl));
    const [a, b] = nodes as [ServerNode, ServerNode];

    const editors: Editor[] = [];
    for (let i = 0; i < EDITORS; i++) editors.push(await signUp(i % 2 === 0 ? a.url : b.url));
    const owner = editors[0] as Editor;
    const project = await call<{ id: string }>(a.url, owner, 'POST', '/api/projects', {
      name: 'Realtime bench',
      description: '',
    });
    // Members straight into the database: the invitation flow is not what is measured here.
    const members = new pg.Client({ connectionString: databaseUrl });
    await members.connect();
    for (const e of editors.slice(1))
      await members.query(
        `insert into project_users (project_id, user_id, role) values ($1, $2, 'Editor')`,
        [project.id, e.id],
      );
    await members.end();
    const tables: string[] = [];
    for (let i = 0; i < EDITORS; i++) {
      const t = await call<{ id: string }>(
        a.url,
        owner,
        'POST',
        `/api/projects/${project.id}/tables`,
        {
          name: `t${i}`,
          x: (i % 10) * 300,
          y: Math.floor(i / 10) * 300,
        },
      );
      tables.push(t.id);
    }

    // Connect every editor, half to each node, and wait until all are subscribed.
    const channel = `project:${project.id}`;
    const latencies: number[] = [];
    const roundTrips: number[] = [];
    /** When each save was sent, by table id and the position it saves (unique in a run). */
    const savesSent = new Map<string, { at: number; by: number }>();
    let delivered = 0;
    let measuring = false;
    await Promise.all(
      editors.map(
        (e, i) =>
          new Promise<void>((resolve, reject) => {
            const url = (i % 2 === 0 ? a : b).url;
            const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/realtime`, {
              headers: { origin: url, cookie: e.cookie },
            });
            sockets.push(ws);
            ws.once('error', reject);
            ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel })));
            ws.on('message', (data: Buffer) => {
              const received = Date.now();
              if (measuring) delivered++;
              // Only changes are read in full: parsing all 30 000 cursors a second would make
              // this one process, not the servers, what the figures measure.
              if (measuring && !data.subarray(0, 20).toString('latin1').startsWith(CHANGE_PREFIX))
                return;
              const m = JSON.parse(data.toString('utf8')) as ServerMessage;
              if (m.type === 'subscribed') return resolve();
              if (!measuring) return;
              if (m.type === 'change' && m.change.table === 'db_entities') {
                const r = m.change.record;
                const save = r && savesSent.get(`${String(r.id)}:${String(r.x)}:${String(r.y)}`);
                if (save && save.by !== i) latencies.push(received - save.at);
              }
            });
          }),
      ),
    );

    // Run: cursors at the allowed rate, a save every few seconds, per editor.
    const timers: NodeJS.Timeout[] = [];
    let saves = 0;
    let failedSaves = 0;
    const cpuBefore = nodes.map((n) => cpuSeconds(n.child.pid ?? 0));
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = Date.now();
    measuring = true;
    editors.forEach((e, i) => {
      const ws = sockets[i] as WebSocket;
      const url = (i % 2 === 0 ? a : b).url;
      let x = 0;
      let y = 0;
      timers.push(
        setInterval(() => {
          x += Math.round(Math.random() * 20 - 10);
          y += Math.round(Math.random() * 20 - 10);
          ws.send(JSON.stringify({ type: 'cursor', channel, x, y }));
        }, CURSOR_INTERVAL_MS),
      );
      const save = () => {
        const [lo, hi] = SAVE_EVERY_MS;
        timers.push(
          setTimeout(
            () => {
              if (!measuring) return;
              saves++;
              const x = saves;
              const y = Math.round(Math.random() * 3000);
              const sent = Date.now();
              savesSent.set(`${tables[i]}:${x}:${y}`, { at: sent, by: i });
              call(url, e, 'PATCH', `/api/projects/${project.id}/tables/${tables[i]}`, { x, y })
                .then(() => roundTrips.push(Date.now() - sent))
                .catch(() => failedSaves++)
                .finally(save);
            },
            lo + Math.random() * (hi - lo),
          ),
        );
      };
      save();
    });
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    const elapsed = (Date.now() - started) / 1000;
    lag.disable();
    const cpuAfter = nodes.map((n) => cpuSeconds(n.child.pid ?? 0));
    for (const t of timers) clearTimeout(t);
    // Let saves in flight arrive before the figures are taken.
    await new Promise((r) => setTimeout(r, 1000));

    latencies.sort((p, q) => p - q);
    roundTrips.sort((p, q) => p - q);
    const expected = saves * (EDITORS - 1);
    const cpu = cpuAfter.map((after, i) => ((after - (cpuBefore[i] ?? 0)) / elapsed) * 100);
    console.error(
      `realtime: ${EDITORS} editors, ${elapsed.toFixed(1)} s, ${saves} saves (${failedSaves} failed), ` +
        `${latencies.length} of ${expected} save deliveries received`,
    );
    return [
      {
        name: `save sent to other editors' sockets, p50 (${EDITORS} editors, 2 nodes)`,
        value: percentile(latencies, 0.5),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        name: `save sent to other editors' sockets, p95 (${EDITORS} editors, 2 nodes)`,
        value: percentile(latencies, 0.95),
        unit: 'ms',
        target: TARGET_P95_MS,
        lowerIsBetter: true,
      },
      {
        name: `save sent to other editors' sockets, p99 (${EDITORS} editors, 2 nodes)`,
        value: percentile(latencies, 0.99),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        name: 'save request round trip, p95',
        value: percentile(roundTrips, 0.95),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        name: 'save deliveries received of expected',
        value: expected ? (latencies.length / expected) * 100 : 0,
        unit: '%',
      },
      {
        name: "bench client's event-loop delay, p99 (part of every figure above)",
        value: lag.percentile(99) / 1e6,
        unit: 'ms',
        lowerIsBetter: true,
      },
      { name: 'messages delivered per second', value: delivered / elapsed, unit: 'msg/s' },
      ...cpu.map((value, i) => ({
        name: `server CPU, node ${i === 0 ? 'A' : 'B'}`,
        value,
        unit: '% of a core',
        lowerIsBetter: true,
      })),
    ];
  } finally {
    for (const ws of sockets) ws.terminate();
    await Promise.all(nodes.map((n) => n.stop()));
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** Fan-out of saves and cursors to 50 editors on two nodes (issue 14, item 10). */
export const suite: BenchSuite = { name: 'realtime', run };
