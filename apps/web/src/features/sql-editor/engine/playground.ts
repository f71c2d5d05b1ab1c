import {
  SqlError,
  type BuildOutcome,
  type BuildPlan,
  type CellValue,
  type PlaygroundEngine,
  type QueryResult,
  type SampleTable,
  type SqlDatabase,
} from './types';

/** Rows per INSERT when a rebuild puts kept rows back. */
const KEPT_BATCH = 200;

/**
 * The playground database of one engine (issue 20, items 2 and 4): built from a plan, rebuilt
 * keeping the rows of tables that still fit, reset to the plan's sample data, and queried one
 * statement at a time. It runs inside the engine's Web Worker.
 */
export class Playground {
  private db: SqlDatabase | undefined;
  private plan: BuildPlan | undefined;

  constructor(
    private readonly engine: PlaygroundEngine,
    private readonly open: () => Promise<SqlDatabase>,
  ) {}

  /** Builds the plan's schema and data on the engine, from nothing (rows kept on a rebuild). */
  async build(plan: BuildPlan): Promise<BuildOutcome> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const kept =
      plan.keep && this.db && this.plan ? await this.readRows(this.db, this.plan, plan) : null;
    this.db ??= await this.open();
    const db = this.db;
    // The plan is what Reset builds again, also when the engine refuses it.
    this.plan = plan;
    await db.clear();
    // The whole schema in one round trip; only when the engine refuses it, statement by
    // statement to find the one it refuses and its table.
    const whole = await db.script(plan.schema.map((s) => `${s.sql};`).join('\n')).then(
      () => true,
      () => false,
    );
    if (!whole) await db.clear();
    for (const statement of whole ? [] : plan.schema) {
      try {
        await db.query(statement.sql);
      } catch (error) {
        const failure = asFailure(error);
        return {
          ok: false,
          failure: {
            ...failure,
            statement: statement.sql,
            ...(statement.table ? { table: statement.table } : {}),
          },
          ms: ms(),
        };
      }
    }
    const keptTables: string[] = [];
    const skipped: { table: string; message: string }[] = [];
    let rowCount = 0;
    for (const table of plan.data) {
      const rows = kept?.get(table.quoted);
      if (rows && (await this.putBack(db, table, rows))) {
        keptTables.push(table.table);
        rowCount += rows.rows.length;
        continue;
      }
      const refused = await this.fill(db, table);
      if (refused) skipped.push({ table: table.table, message: refused });
      else rowCount += table.rows;
    }
    for (const sql of plan.after) {
      try {
        await db.query(sql);
      } catch {
        // A cycle's closing UPDATE or a sequence position that no longer applies (its table was
        // refused above) leaves the data as it is; the tables are there to query.
      }
    }
    return {
      ok: true,
      tables: plan.data.length,
      rows: rowCount,
      kept: keptTables,
      skipped,
      ms: ms(),
    };
  }

  /** Builds the last plan again from its sample data, dropping every change made since. */
  async reset(): Promise<BuildOutcome> {
    if (!this.plan) throw new SqlError('The database has not been built yet.');
    return this.build({ ...this.plan, keep: false });
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
  private async fill(db: SqlDatabase, table: SampleTable): Promise<string | undefined> {
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

/** An engine's refusal as plain data that crosses to the page. */
export function asFailure(error: unknown): { message: string; position?: number } {
  if (error instanceof SqlError)
    return {
      message: error.message,
      ...(error.position !== undefined ? { position: error.position } : {}),
    };
  return { message: error instanceof Error ? error.message : String(error) };
}
