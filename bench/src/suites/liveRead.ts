// Reading a live database (issue 38, acceptance): a PostgreSQL database of 1000 tables and
// 10 000 columns (primary keys, 999 foreign keys, an index on every tenth table) read through the
// CLI's path (readLiveCatalog then reverseEngineer) and through the server's connection path (the
// host checked, the same reader, the answer as JSON read as the browser reads it), each under
// 3 s; and the compare of a design (that model after a few edits) with the database read again,
// with ids of its own (alignDatabase, then databaseChanges: what the compare screen lists), under
// 1 s. The database is created on PostgreSQL at 127.0.0.1:5432 and dropped after.
import pg from 'pg';
import {
  alignDatabase,
  databaseChanges,
  readCatalogDump,
  reverseEngineer,
  type DiagramModel,
} from '@relata/core';
import { readLiveCatalog, type LiveTarget } from '@relata/core/connect';
import { readCatalog as serverRead } from '../../../apps/server/src/modules/liveDb/liveRead';
import type { BenchResult, BenchSuite } from '../types';
import { median } from './ddl';

const TABLES = 1000;
const COLUMNS = 10;
const TYPES = ['varchar(80)', 'integer', 'numeric(12,2)', 'timestamp', 'boolean', 'text', 'date'];

/** Table t: an id, a reference to the table before (none for the first), eight typed columns. */
function tableDdl(t: number): string {
  const columns = ['id bigint PRIMARY KEY', 'parent_id bigint'];
  for (let c = 2; c < COLUMNS; c++)
    columns.push(`column_${c} ${TYPES[(t + c) % TYPES.length]}${c === 2 ? ' NOT NULL' : ''}`);
  if (t > 0) columns.push(`FOREIGN KEY (parent_id) REFERENCES table_${t - 1} (id)`);
  const index = t % 10 === 0 ? `CREATE INDEX table_${t}_c3 ON table_${t} (column_3);` : '';
  return `CREATE TABLE table_${t} (${columns.join(', ')});${index}`;
}

/** A few edits, as a designer makes them: a type changed, a column added, one dropped. */
function edited(model: DiagramModel): DiagramModel {
  const after = structuredClone(model);
  after.tables.forEach((t, i) => {
    if (i % 100 !== 0) return;
    const column = t.attributes[5];
    if (column) column.type = 'varchar(200)';
    t.attributes.splice(9, 1);
    const last = t.attributes[t.attributes.length - 1];
    if (last) t.attributes.push({ ...last, id: `${t.id}.added`, name: 'added_column' });
  });
  return after;
}

/** Creates the database, runs `measure` on it and drops it, whatever happens. */
async function withDatabase<T>(measure: (target: LiveTarget) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres' });
  await admin.connect();
  const database = `relata_bench_live_${process.pid}`;
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
    await client.connect();
    await client.query(Array.from({ length: TABLES }, (_, t) => tableDdl(t)).join('\n'));
    await client.end();
    return await measure({
      engine: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      user: 'postgres',
      database,
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

/** The median of `runs` timed calls (after one warm-up), and the last call's result. */
async function timed<T>(runs: number, fn: () => Promise<T>): Promise<{ ms: number; last: T }> {
  let last = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)] ?? 0, last };
}

export const suite: BenchSuite = {
  name: 'liveRead',
  run: () =>
    withDatabase(async (target) => {
      const size = `${TABLES} tables x ${COLUMNS} columns`;
      const read = await timed(5, () => readLiveCatalog(target));
      const both = await timed(5, async () => reverseEngineer(await readLiveCatalog(target)));
      // Way c: the server's read of a saved connection (the host checked against LIVE_DB_HOSTS,
      // resolved once, then the same reader), reverse-engineered as the browser's worker does.
      const server = await timed(5, async () => {
        const answer = await serverRead(
          { hosts: ['127.0.0.1/32'], files: [], timeoutMs: 30_000, maxBytes: 20 * 1024 * 1024 },
          {
            engine: 'postgresql',
            host: target.host,
            port: target.port,
            database: target.database,
            user: target.user,
          },
        );
        // The answer as the browser gets it: JSON over the wire, read as a pasted dump.
        const read = readCatalogDump(JSON.stringify(answer));
        if ('error' in read) throw new Error(read.error);
        return reverseEngineer(read.dump);
      });
      const model = both.last.model;
      if (model.tables.length !== TABLES || model.relationships.length !== TABLES - 1)
        throw new Error(
          `read ${model.tables.length} tables and ${model.relationships.length} relationships`,
        );
      const design = edited(model);
      // The database as the compare screen gets it: read again, every id new.
      const database = reverseEngineer(read.last).model;
      let changes = 0;
      const compare = median(
        9,
        () =>
          (changes = databaseChanges(design, alignDatabase(design, database), 'postgresql').items
            .length),
        2,
      );
      const results: BenchResult[] = [
        {
          name: `read the catalog (PostgreSQL), ${size}`,
          value: read.ms,
          unit: 'ms',
          lowerIsBetter: true,
        },
        {
          name: `read + reverse-engineer (PostgreSQL, CLI path), ${size}`,
          value: both.ms,
          unit: 'ms',
          target: 3000,
          lowerIsBetter: true,
        },
        {
          name: `read (server's connection) + reverse-engineer, ${size}`,
          value: server.ms,
          unit: 'ms',
          target: 3000,
          lowerIsBetter: true,
        },
        {
          name: `compare with the diagram, ${size} (${changes} changes)`,
          value: compare,
          unit: 'ms',
          target: 1000,
          lowerIsBetter: true,
        },
      ];
      return results;
    }),
};
