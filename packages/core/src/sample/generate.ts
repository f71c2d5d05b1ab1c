/**
 * The generator: fills the tables of a physical schema, parents first, with rows that satisfy
 * their types, NOT NULL, keys, foreign keys and the checks it can read.
 */
import { Faker, base, en } from '@faker-js/faker';
import { adaptSchema, typeKey } from '../schema/generate/adapt';
import { sqlWriter } from '../schema/generate';
import type { PhysicalForeignKey, PhysicalSchema, PhysicalTable } from '../schema/physical';
import { insertionOrder, type Edge } from './order';
import { planTable, type ColumnPlan, type TablePlan } from './plan';
import { Rng } from './random';
import {
  FakerPools,
  columnCapacity,
  columnValue,
  distinctText,
  valueContext,
  type ValueContext,
} from './values';
import type {
  SampleColumn,
  SampleData,
  SampleOptions,
  SampleSequence,
  SampleTable,
  SampleUpdate,
  SampleValue,
} from './types';

/** The seed used when none is given. */
export const DEFAULT_SEED = 20_240_601;
/** Rows per table when no count is given. */
export const DEFAULT_ROWS = 50;
/** The most rows a table gets. */
export const MAX_ROWS = 10_000;
/** How many rows in a row may fail (a key taken, no parent fits) before a table stops. */
const MAX_FAILURES = 100;

/** A foreign key resolved to column positions in the plans of both tables. */
interface ForeignKeyPlan {
  fk: PhysicalForeignKey;
  parent: number;
  columns: number[];
  refColumns: number[];
  self: boolean;
  /** Every column may be NULL. */
  nullable: boolean;
  /** A check asks its columns to be NULL. */
  forcedNull: boolean;
  edge: Edge;
}

/** One table while it is filled. */
interface TableState {
  table: PhysicalTable;
  source: PhysicalTable;
  plan: TablePlan;
  /** Unique keys (primary key first) as column positions. */
  keys: number[][];
  fks: ForeignKeyPlan[];
  /** Positions filled by some foreign key. */
  fkColumns: Set<number>;
  rows: SampleValue[][];
  requested: number;
}

/** A 32-bit hash of a text mixed with the seed (each table gets a stream of its own). */
function mix(seed: number, text: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const tableKey = (name: string, schema?: string): string => `${schema ?? ''}.${name}`.toLowerCase();

/** The column lists of a table's unique keys: primary key, unique constraints and columns, unique indexes. */
function uniqueKeys(table: PhysicalTable): string[][] {
  const names = new Set(table.columns.map((c) => c.name.toLowerCase()));
  const keys: string[][] = [];
  if (table.primaryKey.length > 0) keys.push(table.primaryKey);
  for (const u of table.uniques ?? []) keys.push(u.columns);
  for (const c of table.columns) if (c.unique) keys.push([c.name]);
  for (const index of table.indexes ?? []) {
    if (!index.unique) continue;
    // An expression part counts by the columns it names (stricter, never looser).
    const columns = index.parts.flatMap((p) =>
      p.column !== undefined
        ? [p.column]
        : [...(p.expression ?? '').matchAll(/[\p{L}_][\p{L}\p{N}_$]*/gu)]
            .map((m) => m[0])
            .filter((w) => names.has(w.toLowerCase())),
    );
    if (columns.length > 0) keys.push(columns);
  }
  const seen = new Set<string>();
  return keys
    .map((k) => k.map((c) => c.toLowerCase()))
    .filter((k) => {
      const id = [...k].sort().join('\u0000');
      return !seen.has(id) && seen.add(id);
    });
}

/** The requested row count of a table, within 0..MAX_ROWS. */
function requestedRows(options: SampleOptions, source: PhysicalTable): number {
  const rows = options.rows ?? DEFAULT_ROWS;
  const n = typeof rows === 'function' ? rows(source.name, source) : rows;
  return Number.isFinite(n) ? Math.max(0, Math.min(MAX_ROWS, Math.floor(n))) : 0;
}

/** Resolves the foreign keys of every table to plan positions and graph edges. */
function resolveForeignKeys(states: TableState[]): void {
  const byKey = new Map<string, number>();
  const byName = new Map<string, number>();
  states.forEach((s, i) => {
    byKey.set(tableKey(s.table.name, s.table.schema), i);
    if (!byName.has(s.table.name.toLowerCase())) byName.set(s.table.name.toLowerCase(), i);
  });
  states.forEach((state, from) => {
    for (const fk of state.table.foreignKeys) {
      const to =
        byKey.get(tableKey(fk.refTable, fk.refSchema)) ?? byName.get(fk.refTable.toLowerCase());
      const parent = to === undefined ? undefined : states[to];
      if (to === undefined || !parent) continue;
      const columns = fk.columns.map((c) =>
        state.plan.columns.findIndex((p) => p.key === c.toLowerCase()),
      );
      const refColumns = fk.refColumns.map((c) =>
        parent.plan.columns.findIndex((p) => p.key === c.toLowerCase()),
      );
      if (columns.includes(-1) || refColumns.includes(-1)) continue;
      const plans = columns.map((i) => state.plan.columns[i] as ColumnPlan);
      const nullable = plans.every((p) => p.nullable);
      state.fks.push({
        fk,
        parent: to,
        columns,
        refColumns,
        self: to === from,
        nullable,
        forcedNull: nullable && plans.some((p) => p.rule?.isNull === true),
        edge: { from, to, nullable },
      });
      columns.forEach((c) => state.fkColumns.add(c));
    }
    // References to other tables first: a self-reference may point at the row's own key.
    state.fks.sort((a, b) => Number(a.self) - Number(b.self));
  });
}

/** The most rows a table's unique keys can hold, given its parents' row counts. */
function capacity(state: TableState, states: TableState[]): number {
  let cap = Infinity;
  for (const key of state.keys) {
    let product = 1;
    const counted = new Set<ForeignKeyPlan>();
    for (const position of key) {
      const fk = state.fks.find((f) => f.columns.includes(position));
      if (fk) {
        if (counted.has(fk) || fk.self) continue;
        counted.add(fk);
        product *= states[fk.parent]?.rows.length ?? 0;
      } else product *= columnCapacity(state.plan.columns[position] as ColumnPlan);
    }
    cap = Math.min(cap, product);
  }
  return cap;
}

/** One value's part of a key text (texts compare without case, as case-insensitive collations do). */
const keyPart = (v: string | number | boolean): string =>
  (typeof v === 'string' ? v.toLowerCase() : String(v)) + '\u0001';

/** A key's text for a row, or null when a column of it is NULL (NULLs never clash). */
function keyText(row: SampleValue[], key: number[]): string | null {
  let text = '';
  for (const position of key) {
    const v = row[position];
    if (v === null || v === undefined) return null;
    text += keyPart(v);
  }
  return text;
}

/** Whether `a op b` holds for two values of one kind (ISO times compare as texts). */
function holds(a: SampleValue, op: string, b: SampleValue): boolean {
  if (a === null || b === null) return true;
  const [x, y] = typeof a === 'number' && typeof b === 'number' ? [a, b] : [String(a), String(b)];
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
    default:
      return x !== y;
  }
}

/** Fills one table, row by row, with up to MAX_FAILURES rejected rows in a row. */
class TableFiller {
  private readonly sets: Set<string>[];
  /** The set of a key made of one column, by that column's position. */
  private readonly singleSets = new Map<number, Set<string>>();
  /** Parent rows in a shuffled order, for foreign keys that hold a whole unique key (one-to-one). */
  private readonly shuffled = new Map<ForeignKeyPlan, { order: number[]; next: number }>();

  constructor(
    private readonly state: TableState,
    private readonly states: TableState[],
    private readonly ctx: ValueContext,
    private readonly deferred: Set<Edge>,
  ) {
    this.sets = state.keys.map(() => new Set<string>());
    state.keys.forEach((k, i) => {
      if (k.length === 1) this.singleSets.set(k[0] as number, this.sets[i] as Set<string>);
    });
  }

  /** Adds rows until `target` or until rows keep failing. */
  fill(target: number): void {
    const rows = this.state.rows;
    let failures = 0;
    while (rows.length < target && failures < MAX_FAILURES) {
      const row = this.row(rows.length, failures);
      const keys = row && this.keysOf(row);
      if (!row || !keys) {
        failures++;
        continue;
      }
      keys.forEach((k, i) => k !== null && this.sets[i]?.add(k));
      rows.push(row);
      failures = 0;
    }
  }

  /** The row's key texts, or null when one of them is taken. */
  private keysOf(row: SampleValue[]): (string | null)[] | null {
    const texts = this.state.keys.map((k) => keyText(row, k));
    return texts.every((t, i) => t === null || !this.sets[i]?.has(t)) ? texts : null;
  }

  /** One row, or null when no row fits (no parent row to reference, a relation that cannot hold). */
  private row(index: number, attempt: number): SampleValue[] | null {
    const { plan, fkColumns } = this.state;
    const values = plan.columns.map((p, position) =>
      fkColumns.has(position) ? null : this.value(p, position, index, attempt),
    );
    const assigned = new Set<number>();
    for (const fk of this.state.fks) if (!this.reference(fk, values, index, assigned)) return null;
    return this.relate(values, assigned) ? values : null;
  }

  /** A column's value, made distinct where the column alone is a key and its text is taken. */
  private value(plan: ColumnPlan, position: number, index: number, attempt: number): SampleValue {
    const v = columnValue(plan, this.ctx, index);
    const set = this.singleSets.get(position);
    if (typeof v !== 'string' || !set || plan.literal !== 'text' || plan.allowed) return v;
    let text = v;
    for (let i = 0; set.has(keyPart(text)) && i < 5; i++)
      text = distinctText(plan, v, index, attempt + i);
    return text;
  }

  /** Fills a foreign key's columns from one parent row; false when it cannot be filled. */
  private reference(
    fk: ForeignKeyPlan,
    values: SampleValue[],
    index: number,
    assigned: Set<number>,
  ): boolean {
    const { rng } = this.ctx;
    const leaveNull = () => {
      fk.columns.forEach((c) => {
        if (!assigned.has(c)) values[c] = null;
      });
      return fk.columns.some((c) => (this.state.plan.columns[c] as ColumnPlan).nullable);
    };
    if (this.deferred.has(fk.edge) || fk.forcedNull) return leaveNull();
    if (fk.nullable && rng.chance(0.1)) return leaveNull();
    const parents = fk.self ? this.state.rows : (this.states[fk.parent]?.rows ?? []);
    for (let attempt = 0; attempt < 10; attempt++) {
      let parent: SampleValue[] | undefined;
      if (fk.self && (parents.length === 0 || (!fk.nullable && index === 0))) {
        if (fk.nullable) return leaveNull();
        parent = values;
      } else if (parents.length > 0) parent = parents[this.parentIndex(fk, parents.length)];
      if (!parent) break;
      const refs = fk.refColumns.map((c) => parent[c] ?? null);
      if (refs.some((v) => v === null)) continue;
      if (fk.columns.some((c, i) => assigned.has(c) && values[c] !== refs[i])) continue;
      fk.columns.forEach((c, i) => {
        values[c] = refs[i] ?? null;
        assigned.add(c);
      });
      return true;
    }
    return leaveNull();
  }

  /** The parent row to try: at random, or the next of a shuffled order when the key is unique. */
  private parentIndex(fk: ForeignKeyPlan, count: number): number {
    const { rng } = this.ctx;
    if (fk.self || !this.state.keys.some((k) => k.every((c) => fk.columns.includes(c))))
      return rng.int(0, count - 1);
    let cursor = this.shuffled.get(fk);
    if (!cursor) {
      const order = Array.from({ length: count }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      this.shuffled.set(fk, (cursor = { order, next: 0 }));
    }
    return cursor.order[cursor.next++ % count] as number;
  }

  /** Makes the checks' column-to-column comparisons hold (swapping or clearing values); false when they cannot. */
  private relate(values: SampleValue[], assigned: Set<number>): boolean {
    const { plan } = this.state;
    for (const relation of plan.rules.relations) {
      const a = plan.columns.findIndex((p) => p.key === relation.left);
      const b = plan.columns.findIndex((p) => p.key === relation.right);
      if (a < 0 || b < 0 || holds(values[a] ?? null, relation.op, values[b] ?? null)) continue;
      const free = (i: number) => {
        const p = plan.columns[i] as ColumnPlan;
        return !assigned.has(i) && !p.auto && !p.uniqueAlone;
      };
      if (free(a) && free(b) && relation.op !== '<>') {
        [values[a], values[b]] = [values[b] ?? null, values[a] ?? null];
        if (holds(values[a] ?? null, relation.op, values[b] ?? null)) continue;
      }
      const clear = [a, b].find((i) => free(i) && (plan.columns[i] as ColumnPlan).nullable);
      if (clear === undefined) return false;
      values[clear] = null;
    }
    return true;
  }
}

/** The foreign keys left NULL to break cycles, filled by UPDATEs one row at a time. */
function deferredUpdates(
  states: TableState[],
  deferred: Set<Edge>,
  rng: Rng,
  notes: string[],
): SampleUpdate[] {
  const updates: SampleUpdate[] = [];
  for (const state of states)
    for (const fk of state.fks) {
      if (!deferred.has(fk.edge) || fk.forcedNull) continue;
      const key = state.keys.find((k) => k.every((c) => !fk.columns.includes(c)));
      if (!key) {
        notes.push(
          `${state.table.name}.${fk.fk.name} stays NULL: the table has no key to update its rows by`,
        );
        continue;
      }
      const parents = states[fk.parent]?.rows ?? [];
      // A foreign key inside a unique key takes each parent row at most once.
      const once = state.keys.some((k) => k.some((c) => fk.columns.includes(c)));
      const order = parents.map((_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      let next = 0;
      const column = (i: number): SampleColumn => sampleColumn(state.plan.columns[i] as ColumnPlan);
      for (const row of state.rows) {
        if (parents.length === 0 || (once && next >= order.length)) break;
        if (key.some((c) => row[c] === null) || rng.chance(0.1)) continue;
        const parent =
          parents[once ? (order[next++] as number) : rng.int(0, parents.length - 1)] ?? [];
        const refs = fk.refColumns.map((c) => parent[c] ?? null);
        if (refs.some((v) => v === null)) continue;
        updates.push({
          table: state.table.name,
          ...(state.table.schema ? { schema: state.table.schema } : {}),
          set: fk.columns.map((c, i) => ({ column: column(c), value: refs[i] ?? null })),
          where: key.map((c) => ({ column: column(c), value: row[c] ?? null })),
        });
      }
    }
  return updates;
}

const sampleColumn = (p: ColumnPlan): SampleColumn => ({ name: p.column.name, kind: p.literal });

/** The PostgreSQL sequences behind counting columns, to move past the values given. */
function sequences(states: TableState[]): SampleSequence[] {
  return states.flatMap((state) =>
    state.plan.columns.flatMap((p, position) => {
      if (!p.auto) return [];
      let max = -Infinity;
      for (const row of state.rows) {
        const v = row[position];
        if (typeof v === 'number' && v > max) max = v;
      }
      if (!Number.isFinite(max) || max < 1) return [];
      return [
        {
          table: state.table.name,
          ...(state.table.schema ? { schema: state.table.schema } : {}),
          column: p.column.name,
          ...(p.sequence ? { sequence: p.sequence } : {}),
          value: max,
        },
      ];
    }),
  );
}

/** Why a table gets fewer rows than asked (or none), if it does; also sets its target. */
function target(
  state: TableState,
  states: TableState[],
  blocked: boolean,
  notes: string[],
): number {
  const name = state.table.name;
  if (blocked) {
    notes.push(
      `${name} gets no rows: it is on a cycle of foreign keys with no nullable one to break it (make one of them nullable)`,
    );
    return 0;
  }
  const missing = state.fks.find(
    (f) => !f.self && !f.nullable && (states[f.parent]?.rows.length ?? 0) === 0,
  );
  if (missing && state.requested > 0) {
    notes.push(`${name} gets no rows: it references ${missing.fk.refTable}, which has none`);
    return 0;
  }
  const cap = capacity(state, states);
  if (cap < state.requested)
    notes.push(
      `${name} gets at most ${cap} rows instead of ${state.requested}: its unique keys hold no more`,
    );
  return Math.min(state.requested, cap);
}

/**
 * Sample rows for every table of a physical schema, as the dialect's DDL (generateDdl) creates
 * them: tables in insertion order, cycle-breaking updates, and sequence positions.
 * The same schema, options and seed always give the same data.
 */
export function generateSampleData(schema: PhysicalSchema, options: SampleOptions): SampleData {
  const { dialect } = options;
  const seed = options.seed ?? DEFAULT_SEED;
  const adapted = adaptSchema(schema, dialect);
  const writer = sqlWriter(adapted, dialect);
  const types = new Map((adapted.types ?? []).map((t) => [typeKey(t.name), t]));
  const notes: string[] = [];
  const states: TableState[] = adapted.tables.map((table, i) => {
    const keys = uniqueKeys(table);
    const alone = new Set(keys.filter((k) => k.length === 1).map((k) => k[0] as string));
    const plan = planTable(table, types, writer, dialect, alone);
    const positions = keys
      .map((k) => k.map((c) => plan.columns.findIndex((p) => p.key === c)).filter((p) => p >= 0))
      .filter((k) => k.length > 0);
    const source = schema.tables[i] ?? table;
    return {
      table,
      source,
      plan,
      keys: positions,
      fks: [],
      fkColumns: new Set<number>(),
      rows: [],
      requested: requestedRows(options, source),
    };
  });
  resolveForeignKeys(states);
  const edges = states.flatMap((s) => s.fks.map((f) => f.edge));
  const { order, deferred, blocked } = insertionOrder(states.length, edges);
  // A fresh faker per call: the same seed gives the same data however often it runs.
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const pools = new FakerPools(faker);
  for (const i of order) {
    const state = states[i] as TableState;
    const rng = new Rng(mix(seed, tableKey(state.table.name, state.table.schema)));
    const ctx = valueContext(rng, pools, state.table.name);
    const goal = target(state, states, blocked.has(i), notes);
    new TableFiller(state, states, ctx, deferred).fill(goal);
    if (state.rows.length < goal)
      notes.push(
        `${state.table.name} gets ${state.rows.length} rows instead of ${goal}: no more rows satisfied its keys and checks`,
      );
  }
  const updates = deferredUpdates(states, deferred, new Rng(mix(seed, '\u0000updates')), notes);
  const tables = order.map((i): SampleTable => {
    const s = states[i] as TableState;
    return {
      name: s.table.name,
      ...(s.table.schema ? { schema: s.table.schema } : {}),
      source: s.source.name,
      columns: s.plan.columns.map(sampleColumn),
      rows: s.rows,
      requested: s.requested,
      ...(s.plan.columns.some((p) => p.always) ? { overridingSystemValue: true } : {}),
    };
  });
  return {
    dialect,
    tables,
    updates,
    sequences: dialect === 'postgresql' ? sequences(states) : [],
    notes,
  };
}
