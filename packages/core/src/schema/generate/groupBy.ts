/**
 * Whether PostgreSQL takes a view's GROUP BY written by MySQL's or SQLite's looser rule: each
 * column the select list, HAVING or ORDER BY reads outside an aggregate must be grouped, or
 * belong to a table whose whole primary key is (PostgreSQL's functional dependency). Anything
 * this reading is not sure of (a subquery's own GROUP BY, UNION, `*`, a derived table, an
 * expression grouped) counts as refused: the view is then left out with a note.
 */
import type { ScannedColumn, SqlScan } from '../../diagram/sqlScan';
import type { Token } from '../import/sqlLexer';
import { nameKey, type PhysicalTable } from '../physical';

/** Aggregates whose arguments need not be grouped. */
const AGGREGATES = new Set(
  'COUNT SUM AVG MIN MAX TOTAL GROUP_CONCAT STRING_AGG ARRAY_AGG BOOL_AND BOOL_OR EVERY JSON_AGG JSONB_AGG JSON_GROUP_ARRAY BIT_AND BIT_OR STDDEV VARIANCE'.split(
    ' ',
  ),
);

/** Words that end a GROUP BY list (or a HAVING) at the query's own level. */
const CLAUSE_END = new Set(['HAVING', 'ORDER', 'LIMIT', 'OFFSET', 'WINDOW', 'FETCH', 'FOR']);

/** Why PostgreSQL would refuse the query's GROUP BY, or null when it takes it. */
export function groupByRefusal(
  scan: SqlScan,
  lookup: (name: string) => PhysicalTable | undefined,
): string | null {
  const { tokens } = scan;
  const refused = "its GROUP BY follows a looser rule than PostgreSQL's";
  const depth = depths(tokens);
  const at = (i: number, word: string) => tokens[i]?.kind === 'word' && tokens[i]?.upper === word;
  const top = (word: string) => tokens.findIndex((t, i) => depth[i] === 0 && at(i, word));
  const groups = tokens.filter((t, i) => at(i, 'GROUP') && at(i + 1, 'BY'));
  const group = top('GROUP');
  if (groups.length !== 1 || group < 0 || !at(group + 1, 'BY')) return refused;
  if (['UNION', 'INTERSECT', 'EXCEPT', 'WITH'].some((w) => top(w) >= 0)) return refused;
  if (scan.stars.some((s) => s.scope === 0)) return refused;
  // The outer query's tables, by alias and by name.
  const tables = new Map<string, PhysicalTable>();
  for (const r of scan.relations.filter((x) => x.scope === 0)) {
    const table = r.kind === 'table' ? lookup(r.parts.at(-1)?.value ?? '') : undefined;
    if (!table) return refused;
    tables.set(nameKey(r.alias?.value ?? table.name), table);
    if (!r.alias) tables.set(nameKey(r.parts.at(-1)?.value ?? ''), table);
  }
  const owner = (c: ScannedColumn): [PhysicalTable, string] | null => {
    const name = c.parts.at(-1)?.value ?? '';
    const qualifier = c.parts.at(-2)?.value;
    if (qualifier !== undefined) {
      const table = tables.get(nameKey(qualifier));
      return table ? [table, nameKey(name)] : null;
    }
    const having = [...new Set(tables.values())].filter((t) =>
      t.columns.some((col) => nameKey(col.name) === nameKey(name)),
    );
    return having.length === 1 && having[0] ? [having[0], nameKey(name)] : null;
  };
  // The grouped columns: each item of the list a column, by its table.
  const end = tokens.findIndex((t, i) => i > group && depth[i] === 0 && CLAUSE_END.has(t.upper));
  const listEnd = end < 0 ? tokens.length : end;
  const index = new Map(tokens.map((t, i) => [t, i]));
  const inRange = (c: ScannedColumn, from: number, to: number) => {
    const i = index.get(c.parts[0] as Token) ?? -1;
    return i >= from && i < to;
  };
  const grouped = new Map<PhysicalTable, Set<string>>();
  const listed = scan.columns.filter((c) => c.scope === 0 && inRange(c, group + 2, listEnd));
  const items = tokens
    .slice(group + 2, listEnd)
    .filter((t, i) => !(t.kind === 'punct' && t.value === ',' && depth[group + 2 + i] === 0));
  if (items.length !== listed.reduce((n, c) => n + c.parts.length * 2 - 1, 0)) return refused;
  for (const c of listed) {
    const found = owner(c);
    if (!found) return refused;
    const set = grouped.get(found[0]) ?? new Set<string>();
    set.add(found[1]);
    grouped.set(found[0], set);
  }
  const aggregated = insideAggregates(tokens);
  const aliases = new Set(scan.defined.map((t) => nameKey(t.value)));
  const from = top('FROM');
  const read = scan.columns.filter(
    (c) =>
      c.scope === 0 &&
      !aggregated.has(index.get(c.parts[0] as Token) ?? -1) &&
      (inRange(c, 0, from < 0 ? tokens.length : from) || inRange(c, listEnd, tokens.length)),
  );
  for (const c of read) {
    // ORDER BY or HAVING naming an output column.
    if (c.parts.length === 1 && !c.inSelect && aliases.has(nameKey(c.parts[0]?.value ?? '')))
      continue;
    const found = owner(c);
    if (!found) return refused;
    const [table, column] = found;
    const set = grouped.get(table);
    const keyed =
      table.primaryKey.length > 0 && table.primaryKey.every((k) => set?.has(nameKey(k)));
    if (!set?.has(column) && !keyed) return refused;
  }
  return null;
}

/** Each token's depth of parentheses. */
function depths(tokens: readonly Token[]): number[] {
  let depth = 0;
  return tokens.map((t) => {
    if (t.kind === 'punct' && t.value === ')') depth--;
    const here = depth;
    if (t.kind === 'punct' && t.value === '(') depth++;
    return here;
  });
}

/** The indexes of tokens inside an aggregate's parentheses. */
function insideAggregates(tokens: readonly Token[]): Set<number> {
  const inside = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t?.kind !== 'word' || !AGGREGATES.has(t.upper) || tokens[i + 1]?.value !== '(') continue;
    let depth = 0;
    for (let j = i + 1; j < tokens.length; j++) {
      const v = tokens[j]?.kind === 'punct' ? tokens[j]?.value : '';
      if (v === '(') depth++;
      if (v === ')' && --depth === 0) break;
      inside.add(j);
    }
  }
  return inside;
}
