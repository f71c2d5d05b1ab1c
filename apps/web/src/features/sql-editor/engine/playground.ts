import { planFor } from '../model/buildPlan';
import { leftOutObjects, partsToLeaveOut, withoutParts } from '../model/leaveOut';
import { buildSchema } from './buildSchema';
import {
  asFailure,
  SqlError,
  type BuildOutcome,
  type BuildPlan,
  type BuildRequest,
  type CellValue,
  type PlaygroundEngine,
  type QueryResult,
  type SampleTable,
  type SkippedObject,
  type SqlDatabase,
} from './types';

/** Rows per INSERT when a rebuild puts kept rows back. */
const KEPT_BATCH = 200;

/**
 * How many times a build leaves parts out of the tables the engine refused and builds again (a
 * table refused for its column's type may then be refused for a check).
 */
const REPAIR_ROUNDS = 3;

/** The last part of a qualified name, in lower case. */
const lastPart = (name: string): string => (name.split('.').at(-1) ?? name).toLowerCase();

/**
 * The playground database of one engine (issue 20, items 2 and 4): built from the diagram, rebuilt
 * keeping the rows of tables that still fit, reset to its sample data, and queried one statement
 * at a time. It runs inside the engine's Web Worker. What the engine refuses is left out and
 * reported, and the rest is built (issue 36, item A5).
 */
export class Playground {
  private db: SqlDatabase | undefined;
  /** The plan built last (a rebuild reads its tables' rows). */
  private plan: BuildPlan | undefined;
  /** What Reset builds again. */
  private request: BuildRequest | undefined;

  constructor(
    private readonly engine: PlaygroundEngine,
    private readonly open: () => Promise<SqlDatabase>,
  ) {}

  /**
   * Builds the diagram's schema and sample data on the engine, from nothing (rows kept on a
   * rebuild). A table the engine refuses for one of its parts (a column of a type it lacks, a
   * check calling a function it lacks) is built again without that part.
   */
  async build(request: BuildRequest): Promise<BuildOutcome> {
    const started = performance.now();
    let model = request.model;
    let plan = planFor(request, this.engine);
    const kept =
      request.keep && this.db && this.plan ? await this.readRows(this.db, this.plan, plan) : null;
    this.db ??= await this.open();
    const db = this.db;
    // What Reset builds again, also when the engine refuses some of it.
    this.request = { ...request, keep: false };
    await db.clear();
    let skipped = await buildSchema(db, plan.schema);
    let leftOut: SkippedObject[] = [];
    for (let round = 0; round < REPAIR_ROUNDS; round++) {
      const parts = partsToLeaveOut(model, skipped);
      if (parts.length === 0) break;
      leftOut = [...leftOut, ...leftOutObjects(parts, skipped)];
      model = withoutParts(model, parts);
      plan = planFor({ ...request, model }, this.engine);
      await db.clear();
      skipped = await buildSchema(db, plan.schema);
    }
    this.plan = plan;
    const refusedTables = skipped.filter((s) => s.kind === 'table');
    const refused = (t: SampleTable) =>
      refusedTables.some((s) =>
        t.id ? s.table === t.id : lastPart(s.name) === t.table.toLowerCase(),
      );
    const built = plan.data.filter((t) => !refused(t));
    const filled = await this.fill(db, built, plan.after, kept);
    return {
      tables: built.length,
      ...filled,
      // A part of a table that was refused all the same is reported with the table.
      skipped: [
        ...leftOut.filter((p) => !refusedTables.some((s) => s.table === p.table)),
        ...skipped,
      ],
      ms: Math.round(performance.now() - started),
    };
  }

  /** Builds the last build's diagram again from its sample data, dropping every change made since. */
  async reset(): Promise<BuildOutcome> {
    if (!this.request) throw new SqlError('The database has not been built yet.');
    return this.build(this.request);
  }

  /**
   * Fills the built tables: kept rows where they still fit, else sample data (a table whose data
   * the engine refuses stays empty, said by name); then the statements after the data.
   */
  private async fill(
    db: SqlDatabase,
    tables: SampleTable[],
    after: string[],
    kept: Map<string, { columns: string[]; rows: CellValue[][] }> | null,
  ): Promise<Pick<BuildOutcome, 'rows' | 'kept' | 'emptyTables'>> {
    const keptTables: string[] = [];
    const emptyTables: { table: string; message: string }[] = [];
    let rows = 0;
    for (const table of tables) {
      const old = kept?.get(table.quoted);
      if (old && (await this.putBack(db, table, old))) {
        keptTables.push(table.table);
        rows += old.rows.length;
        continue;
      }
      const refused = await this.insertSample(db, table);
      if (refused) emptyTables.push({ table: table.table, message: refused });
      else rows += table.rows;
    }
    for (const sql of after) {
      try {
        await db.query(sql);
      } catch {
        // A cycle's closing UPDATE or a sequence position that no longer applies (its table was
        // refused above) leaves the data as it is; the tables are there to query.
      }
    }
    return { rows, kept: keptTables, emptyTables };
  }

  /** Runs one statement. */
  async query(sql: string): Promise<QueryResult> {
    if (!this.db) throw new SqlError('The database has not been built yet.');
    return this.db.query(sql);
  }

  /** Closes the database. */
  async close(): Promise<void> {
    await this.db?.close();
    this.db = undefined;
  }

  /** The rows of each table of `before` that `next` has too, by quoted name, as text-safe values. */
  private async readRows(
    db: SqlDatabase,
    before: BuildPlan,
    next: BuildPlan,
  ): Promise<Map<string, { columns: string[]; rows: CellValue[][] }>> {
    const wanted = new Map(next.data.map((t) => [t.quoted, new Set(t.columns)]));
    const out = new Map<string, { columns: string[]; rows: CellValue[][] }>();
    for (const table of before.data) {
      const columns = table.columns.filter((c) => wanted.get(table.quoted)?.has(c));
      if (columns.length === 0) continue;
      // PostgreSQL values go back as their text, which the column's type reads again exactly.
      const list = columns.map((c) => (this.engine === 'postgresql' ? `${c}::text` : c));
      try {
        const result = await db.query(`SELECT ${list.join(', ')} FROM ${table.quoted}`);
        out.set(table.quoted, { columns, rows: result.rows });
      } catch {
        // A table the user dropped or changed beyond reading: it gets sample data again.
      }
    }
    return out;
  }

  /** Puts kept rows back; false (and no rows) when the table no longer takes them. */
  private async putBack(
    db: SqlDatabase,
    table: SampleTable,
    kept: { columns: string[]; rows: CellValue[][] },
  ): Promise<boolean> {
    const statements = [];
    for (let i = 0; i < kept.rows.length; i += KEPT_BATCH) {
      const batch = kept.rows.slice(i, i + KEPT_BATCH);
      statements.push({
        sql: this.insertOf(table.quoted, kept.columns, batch.length),
        params: batch.flat(),
      });
    }
    return (await inTransaction(db, statements)) === undefined;
  }

  /** An INSERT of `count` rows with parameters in the engine's spelling. */
  private insertOf(quoted: string, columns: string[], count: number): string {
    let n = 0;
    const param = () => (this.engine === 'postgresql' ? `$${++n}` : '?');
    const rows = Array.from({ length: count }, () => `(${columns.map(() => param()).join(', ')})`);
    // Identity columns declared ALWAYS take the kept values too.
    const overriding = this.engine === 'postgresql' ? ' OVERRIDING SYSTEM VALUE' : '';
    return `INSERT INTO ${quoted} (${columns.join(', ')})${overriding} VALUES ${rows.join(', ')}`;
  }

  /** Runs a table's sample INSERTs in one round trip; the engine's message when it refuses them (none kept). */
  private async insertSample(db: SqlDatabase, table: SampleTable): Promise<string | undefined> {
    if (table.inserts.length === 0) return undefined;
    return db.script(table.inserts.join('\n')).then(
      () => undefined,
      (error: unknown) => asFailure(error).message,
    );
  }
}

/** Runs statements all or none; the engine's message when one is refused. */
async function inTransaction(
  db: SqlDatabase,
  statements: { sql: string; params?: unknown[] }[],
): Promise<string | undefined> {
  await db.query('BEGIN');
  try {
    for (const s of statements) await db.query(s.sql, s.params);
    await db.query('COMMIT');
    return undefined;
  } catch (error) {
    await db.query('ROLLBACK');
    return asFailure(error).message;
  }
}
