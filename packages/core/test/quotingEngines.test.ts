/**
 * Issue 35, item 1, on real engines: a diagram with payloads in every name, label and text (see
 * quoting.test.ts) is created on PostgreSQL, MariaDB and SQLite, and migrated to its next version
 * there, each script in one go as a client sends it; the engine then holds exactly the diagram's
 * tables and columns and nothing else. A handful of runs per engine keeps this within seconds.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planMigration } from '../src/schema/diff/planMigration';
import { generateDdl } from '../src/schema/generate';
import { ATTRIBUTE_DEFAULTS, type DiagramModel } from '../src/schema/model';
import type { Engine } from './engines';
import { Engines } from './harness/databases';
import { ENGINE_DIALECTS, readCatalog, type EngineDialect } from './harness/readCatalog';
import { differences, engineNames } from './quoting/engineNames';
import { payloadModel, payloadModelAfter, type Payloads } from './quoting/payloadModel';
import { enginePayload, everywhere, payloads } from './quoting/payloads';

/** Runs a whole script as one client call, the way psql -f, mysql and sqlite3 would read it. */
async function load(engine: Engine, script: string): Promise<void> {
  try {
    await engine.exec(script);
  } catch (error) {
    throw new Error(`${engine.dialect} refused the script:\n${script}`, { cause: error });
  }
}

/** Both findings of the audit and a lone CR (PostgreSQL ends a comment there), in every field. */
const FINDINGS = [
  everywhere('\nCREATE TABLE pwned (x int);\n-- '),
  everywhere("\\'); CREATE TABLE pwned (x int); -- "),
  everywhere('\rCREATE TABLE pwned (x int);\r-- '),
];

/** Random runs per engine after the findings (fast-check counts its examples as runs): each is two databases. */
const RUNS = 2;

describe('payloads in every name, label and text, on real engines', () => {
  let engines: Engines;
  beforeAll(async () => {
    engines = await Engines.connect();
  }, 30_000);
  afterAll(() => engines.close());

  /** The DDL of the payload diagram, then its migration: only the diagram's objects each time. */
  async function check(dialect: EngineDialect, p: Payloads, q: Payloads): Promise<void> {
    const created = await engines.open(dialect);
    try {
      const model = payloadModel(p);
      await load(created, generateDdl(model, dialect));
      expect(differences(await readCatalog(created), engineNames(model, dialect))).toEqual([]);
    } finally {
      await created.close();
    }
    // The migration planner renames tables unqualified: this diagram keeps the default schema.
    const [before, after] = [
      payloadModel(p, { schema: false }),
      payloadModelAfter(p, q, { schema: false }),
    ];
    const migrated = await engines.open(dialect);
    try {
      await load(migrated, generateDdl(before, dialect));
      const plan = planMigration(before, after, dialect, {
        from: `r${p.version}`,
        to: `r${q.version}`,
      });
      await load(migrated, plan.script);
      expect(differences(await readCatalog(migrated), engineNames(after, dialect))).toEqual([]);
    } finally {
      await migrated.close();
    }
  }

  for (const dialect of ENGINE_DIALECTS)
    it(`${dialect}: the scripts create and migrate only the diagram's objects`, async (ctx) => {
      const missing = engines.missing[dialect];
      if (missing) return ctx.skip(missing);
      const text = payloads(enginePayload(dialect === 'mysql'));
      await fc.assert(
        fc.asyncProperty(text, text, (p, q) => check(dialect, p, q)),
        {
          numRuns: FINDINGS.length + RUNS,
          examples: FINDINGS.map((f) => [f, f]),
          endOnFailure: true,
        },
      );
    }, 60_000);

  it("keeps the MySQL enum label x\\'); DROP TABLE users; -- as that exact label on MariaDB", async (ctx) => {
    const missing = engines.missing.mysql;
    if (missing) return ctx.skip(missing);
    const label = "x\\'); DROP TABLE users; -- ";
    const model: DiagramModel = {
      tables: [
        {
          id: 't',
          name: 'answers',
          x: 0,
          y: 0,
          width: 200,
          height: 100,
          attributes: [{ id: 'a', name: 'status', type: 'answer_status', ...ATTRIBUTE_DEFAULTS }],
        },
      ],
      relationships: [],
      comments: [],
      types: [{ id: 'y', name: 'answer_status', kind: 'enum', values: ['ok', label] }],
    };
    const engine = await engines.open('mysql');
    try {
      await engine.exec('CREATE TABLE users (id int)');
      await load(engine, generateDdl(model, 'mysql'));
      const [column] = await engine.rows(
        `SELECT COLUMN_TYPE AS type FROM information_schema.COLUMNS
         WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'answers' AND COLUMN_NAME = 'status'`,
        [engine.database],
      );
      // information_schema spells labels with quotes and backslashes doubled; MariaDB drops an
      // ENUM label's trailing spaces (its documented rule), so the label ends at `--`.
      expect(column?.type).toBe("enum('ok','x\\\\''); DROP TABLE users; --')");
      // Strict mode refuses a value that is not one of the labels.
      await engine.rows('INSERT INTO answers (status) VALUES (?)', [label]);
      const stored = await engine.rows('SELECT status FROM answers');
      expect(stored.map((r) => r.status)).toEqual([label.trimEnd()]);
      const tables = await engine.rows(
        'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY 1',
        [engine.database],
      );
      expect(tables.map((r) => r.name)).toEqual(['answers', 'users']);
    } finally {
      await engine.close();
    }
  });
});
