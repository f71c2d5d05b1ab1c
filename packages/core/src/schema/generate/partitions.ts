import {
  nameKey,
  type PhysicalIndex,
  type PhysicalTable,
  type PhysicalTableRef,
} from '../physical';
import { clauseTokens } from '../sql/plainClause';
import type { ObjectContext } from './objects';

/**
 * PostgreSQL's declarative partitioning (`PARTITION BY`, `PARTITION OF ... FOR VALUES`) and table
 * inheritance (`INHERITS`): written as such in PostgreSQL, parents before children, a partition
 * without the columns it takes from its parent; elsewhere each table is a plain one, noted.
 */

const key = (ref: PhysicalTableRef): string =>
  nameKey(ref.schema ? `${ref.schema}.${ref.name}` : ref.name);

/** The tables a table takes its columns from: its partition parent, then the tables it inherits. */
const parentsOf = (t: PhysicalTable): PhysicalTableRef[] => [
  ...(t.partitionOf ? [t.partitionOf] : []),
  ...(t.inherits ?? []),
];

/** The tables in an order where each comes after the tables it is a partition of or inherits from. */
export function parentsFirst(tables: readonly PhysicalTable[]): PhysicalTable[] {
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const out: PhysicalTable[] = [];
  const placed = new Set<PhysicalTable>();
  const visiting = new Set<PhysicalTable>();
  const place = (t: PhysicalTable) => {
    if (placed.has(t) || visiting.has(t)) return;
    visiting.add(t);
    for (const p of parentsOf(t)) {
      const parent = byKey.get(key(p));
      if (parent) place(parent);
    }
    visiting.delete(t);
    placed.add(t);
    out.push(t);
  };
  tables.forEach(place);
  return out;
}

/** A `PARTITION BY` clause's text when it is `RANGE|LIST|HASH (...)` and nothing else. */
function partitionKey(text: string): string | null {
  const tokens = clauseTokens(text);
  const [strategy, open] = tokens ?? [];
  return tokens &&
    strategy?.kind === 'word' &&
    /^(RANGE|LIST|HASH)$/.test(strategy.upper) &&
    open?.value === '(' &&
    tokens.at(-1)?.value === ')'
    ? text.trim()
    : null;
}

/** A partition bound's text when it is `DEFAULT` or `FOR VALUES ... (...)` and nothing else. */
function partitionBound(text: string): string | null {
  const tokens = clauseTokens(text);
  if (!tokens) return null;
  if (tokens.length === 1 && tokens[0]?.upper === 'DEFAULT') return 'DEFAULT';
  return tokens[0]?.upper === 'FOR' && tokens[1]?.upper === 'VALUES' && tokens.at(-1)?.value === ')'
    ? text.trim()
    : null;
}

/** The tables by their key, made once per list of tables (a script asks for each table). */
const keyed = new WeakMap<readonly PhysicalTable[], Map<string, PhysicalTable>>();
function tablesByKey(tables: readonly PhysicalTable[]): Map<string, PhysicalTable> {
  let byKey = keyed.get(tables);
  if (!byKey) keyed.set(tables, (byKey = new Map(tables.map((t) => [key(t), t]))));
  return byKey;
}

/** How CREATE TABLE is written for a table: what goes inside its parentheses, and around them. */
export interface TableShape {
  /** The table as written inside the parentheses (a partition's: no columns). */
  table: PhysicalTable;
  /** After the name: ` PARTITION OF parent`, or ''. */
  head: string;
  /** After the parentheses: ` FOR VALUES ...`, ` INHERITS (...)`, ` PARTITION BY ...`. */
  tail: string;
  /** Whether the parentheses may be left out when nothing goes in them (a partition). */
  optionalBody: boolean;
}

/**
 * How a table is written: in PostgreSQL a partition of its parent (without the parent's columns,
 * key, uniques and checks, which it takes from it), an inheriting table (without the inherited
 * columns and checks), a partitioned table; elsewhere a plain table with a note.
 */
export function tableShape(
  table: PhysicalTable,
  tables: readonly PhysicalTable[],
  ctx: ObjectContext,
): TableShape {
  const plain: TableShape = { table, head: '', tail: '', optionalBody: false };
  if (table.partitionBy === undefined && !table.partitionOf && !table.inherits?.length)
    return plain;
  const byKey = tablesByKey(tables);
  const partitionBy = table.partitionBy === undefined ? null : partitionKey(table.partitionBy);
  const parent = table.partitionOf && byKey.get(key(table.partitionOf));
  const bound = table.partitionOf && partitionBound(table.partitionOf.bound);
  const inherits = (table.inherits ?? []).flatMap((p) => byKey.get(key(p)) ?? []);
  if (ctx.dialect !== 'postgresql') {
    if (table.partitionBy !== undefined)
      ctx.notes.push(
        `${table.name} is not partitioned (PARTITION BY ${table.partitionBy}): only PostgreSQL partitions tables this way`,
      );
    if (table.partitionOf)
      ctx.notes.push(
        `${table.name} is a plain table with its own columns, not a partition of ${table.partitionOf.name}: only PostgreSQL has partitions`,
      );
    if (table.inherits?.length)
      ctx.notes.push(
        `${table.name} is a plain table with its own columns, not inheriting from ${table.inherits.map((p) => p.name).join(', ')}: only PostgreSQL has INHERITS`,
      );
    return plain;
  }
  if (table.partitionBy !== undefined && partitionBy === null)
    ctx.notes.push(
      `${table.name} is not partitioned: its PARTITION BY ${table.partitionBy} is not one clause`,
    );
  if (table.partitionOf && (!parent || !bound))
    ctx.notes.push(
      `${table.name} is a plain table, not a partition of ${table.partitionOf.name}: ${parent ? `its bound ${table.partitionOf.bound} is not one clause` : 'that table is not in the script'}`,
    );
  const partitioned = partitionBy ? ` PARTITION BY ${partitionBy}` : '';
  const parents = parent && bound ? [parent, ...inherits] : inherits;
  if (parents.length === 0) return { ...plain, tail: partitioned };
  const inheritedCheck = new Set(
    parents.flatMap((p) => (p.checks ?? []).map((c) => nameKey(c.name))),
  );
  const sameColumns = (a: string[], b: string[]) =>
    a.length === b.length && a.every((c, i) => nameKey(c) === nameKey(b[i] ?? ''));
  const parentColumns = new Set(parents.flatMap((p) => p.columns.map((c) => nameKey(c.name))));
  if (parent && bound) {
    // A partition takes its parent's columns, key, uniques and checks.
    const own = table.columns.filter((c) => !parentColumns.has(nameKey(c.name)));
    if (own.length > 0)
      ctx.notes.push(
        `${table.name} is written without ${own.map((c) => c.name).join(', ')}: a partition has its parent's columns only`,
      );
    const written: PhysicalTable = {
      ...table,
      columns: [],
      primaryKey: parent.primaryKey.length > 0 ? [] : table.primaryKey,
      uniques: (table.uniques ?? []).filter(
        (u) => !(parent.uniques ?? []).some((p) => sameColumns(p.columns, u.columns)),
      ),
      checks: (table.checks ?? [])
        .filter((c) => c.name === '' || !inheritedCheck.has(nameKey(c.name)))
        .map(({ column: _column, ...c }) => c),
    };
    const inherited =
      inherits.length > 0
        ? ` INHERITS (${inherits.map((p) => ctx.ref(p.name, p.schema)).join(', ')})`
        : '';
    return {
      table: written,
      head: ` PARTITION OF ${ctx.ref(parent.name, parent.schema)}`,
      tail: ` ${bound}${inherited}${partitioned}`,
      optionalBody: true,
    };
  }
  // An inheriting table writes its own columns; the inherited ones and their checks come with them.
  const written: PhysicalTable = {
    ...table,
    columns: table.columns.filter((c) => !parentColumns.has(nameKey(c.name))),
    checks: (table.checks ?? []).filter(
      (c) => c.name === '' || !inheritedCheck.has(nameKey(c.name)),
    ),
  };
  return {
    table: written,
    head: '',
    tail: ` INHERITS (${inherits.map((p) => ctx.ref(p.name, p.schema)).join(', ')})${partitioned}`,
    optionalBody: false,
  };
}

/**
 * Whether PostgreSQL creates this index of a partition itself, from an index of its parent with
 * the same definition (creating the parent's index creates one on each partition).
 */
export function fromParentIndex(
  table: PhysicalTable,
  index: PhysicalIndex,
  tables: readonly PhysicalTable[],
): boolean {
  if (!table.partitionOf) return false;
  const parent = tables.find((t) => key(t) === key(table.partitionOf as PhysicalTableRef));
  const shape = (i: PhysicalIndex) =>
    JSON.stringify([
      i.unique,
      (i.method ?? 'btree').toLowerCase(),
      i.parts.map((p) => [
        p.column === undefined ? p.expression : nameKey(p.column),
        p.order ?? 'ASC',
      ]),
      i.where ?? null,
      (i.include ?? []).map(nameKey),
    ]);
  return (parent?.indexes ?? []).some((i) => shape(i) === shape(index));
}
