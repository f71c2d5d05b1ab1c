/**
 * What the names of a scanned query or expression stand for (sqlScan.ts reads them): which table
 * a qualifier or a bare column belongs to, what a text reads, and the text with a table or its
 * columns renamed. Where a name could stand for more than one thing it is "unsure", and nothing
 * is rewritten (docs/decisions/0048).
 */
import type { Token } from '../schema/import/sqlLexer';
import { needsQuoting, quoteAlways, quoteIdentifier } from '../schema/quoting';
import type { SqlDialect } from '../schema/sql/dialects';
import { RESERVED_WORDS } from '../schema/sql/reserved';
import { scanSql, type ScannedRelation, type SqlScan } from './sqlScan';

/** A table as SQL text names it: its name as written, its schema and its columns' names. */
export interface SqlTable {
  name: string;
  schema?: string | undefined;
  columns: readonly string[];
}

/** The diagram's table a query names (by name, and schema when it gives one), if any. */
export type TableLookup = (name: string, schema: string | undefined) => SqlTable | undefined;

/** Names compare as the diff compares them: ignoring case. */
const same = (t: Token | undefined, name: string | undefined): boolean =>
  t !== undefined && name !== undefined && t.value.toLowerCase() === name.toLowerCase();

const last = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

/** A relation of the text, or the table an expression belongs to (`implicit`). */
type Relation = ScannedRelation & { implicit?: boolean };

/** What a qualifier or a bare column stands for. */
export type Resolution =
  { kind: 'relation'; relation: Relation } | { kind: 'none' } | { kind: 'unsure' };

/** Resolves names of one scanned text against the diagram's tables. */
export class NameResolver {
  private readonly byScope = new Map<number, Relation[]>();

  constructor(
    readonly scan: SqlScan,
    private readonly lookup: TableLookup,
    /** For an expression: the table it belongs to, the relation its bare names read. */
    readonly own?: SqlTable,
  ) {
    const all: Relation[] = own
      ? [{ kind: 'table', parts: [], scope: 0, implicit: true }, ...scan.relations]
      : scan.relations;
    for (const r of all) {
      const list = this.byScope.get(r.scope) ?? [];
      list.push(r);
      this.byScope.set(r.scope, list);
    }
  }

  /** The scopes a name at `scope` sees, nearest first. */
  private *scopes(scope: number): Generator<Relation[]> {
    for (let s = scope; s >= 0; s = this.scan.parents[s] ?? -1) yield this.byScope.get(s) ?? [];
  }

  /** The diagram table a relation reads; undefined for a subquery, function, CTE or unknown table. */
  tableOf(r: Relation): SqlTable | undefined {
    if (r.implicit) return this.own;
    if (r.kind !== 'table') return undefined;
    const name = last(r.parts);
    return name && this.lookup(name.value, r.parts[r.parts.length - 2]?.value);
  }

  /** The relation a qualifier (`f`, `film`, `public.film`) names, in the nearest scope that has it. */
  qualifier(parts: readonly Token[], scope: number): Resolution {
    const name = last(parts);
    const schema = parts[parts.length - 2];
    for (const relations of this.scopes(scope)) {
      const hits = relations.filter((r) => {
        if (r.implicit)
          return same(name, this.own?.name) && (!schema || same(schema, this.own?.schema));
        if (parts.length === 1 && r.alias) return same(r.alias, name?.value);
        const rName = last(r.parts);
        const rSchema = r.parts[r.parts.length - 2];
        return same(rName, name?.value) && (!schema || !rSchema || same(rSchema, schema.value));
      });
      if (hits.length === 1) return { kind: 'relation', relation: hits[0] as Relation };
      if (hits.length > 1) return { kind: 'unsure' };
    }
    return { kind: 'none' };
  }

  /**
   * The relation a bare column belongs to: in the nearest scope, the one relation whose table has
   * it. Unsure where a subquery, function, CTE or unknown table could hold it, where two do, or
   * where the text defines an alias of that name (ORDER BY may mean the output).
   */
  column(name: string, scope: number, inSelect = false): Resolution {
    // Outside a select list (ORDER BY, GROUP BY, HAVING, SQLite's WHERE) it may mean the output.
    if (!inSelect && this.scan.defined.some((d) => same(d, name))) return { kind: 'unsure' };
    for (const relations of this.scopes(scope)) {
      const holders: Relation[] = [];
      for (const r of relations) {
        const table = this.tableOf(r);
        if (!table) return { kind: 'unsure' };
        if (table.columns.some((c) => c.toLowerCase() === name.toLowerCase())) holders.push(r);
      }
      if (holders.length === 1) return { kind: 'relation', relation: holders[0] as Relation };
      if (holders.length > 1) return { kind: 'unsure' };
    }
    return { kind: 'none' };
  }

  /** Whether a relation is the given table (by name, and schema where the text gives one). */
  isTable(r: Relation, table: SqlTable): boolean {
    if (r.implicit) return this.own === table;
    if (r.kind !== 'table' || !same(last(r.parts), table.name)) return false;
    const schema = r.parts[r.parts.length - 2];
    return !schema || !table.schema || same(schema, table.schema);
  }
}

/** How a name of the text stands to the renamed (or dropped) table and columns. */
interface Occurrence {
  token: Token;
  /** `column`: the token names a column; `table`: it names the table (relation or qualifier). */
  role: 'column' | 'table';
  /** The table's own, another's, or unsure. */
  owner: 'target' | 'other' | 'unsure';
  /** A whole select item without alias: renaming it would rename the output. */
  selectItem: boolean;
}

/** The occurrences of a table's name and of some of its columns' names in a scanned text. */
function occurrences(
  resolver: NameResolver,
  target: SqlTable,
  columns: ReadonlySet<string>,
): { found: Occurrence[]; stray: boolean } {
  const { scan } = resolver;
  const found: Occurrence[] = [];
  const settled = new Set<Token>();
  // A text reading the table nowhere names none of its columns, whatever it spells.
  const readsTarget =
    resolver.own === target || scan.relations.some((r) => resolver.isTable(r, target));
  const isColumn = (t: Token | undefined) =>
    readsTarget && t !== undefined && columns.has(t.value.toLowerCase());
  const owner = (res: Resolution) =>
    res.kind === 'unsure'
      ? 'unsure'
      : res.kind === 'relation' && resolver.isTable(res.relation, target)
        ? 'target'
        : 'other';
  for (const r of scan.relations) {
    r.parts.forEach((p) => settled.add(p));
    if (r.alias) settled.add(r.alias);
    const name = last(r.parts);
    if (name && same(name, target.name) && r.kind === 'table')
      found.push({
        token: name,
        role: 'table',
        owner: resolver.isTable(r, target) ? 'target' : 'other',
        selectItem: false,
      });
  }
  const qualified = (qualifier: Token[], scope: number, column?: Token, selectItem = false) => {
    const q = last(qualifier);
    const res = resolver.qualifier(qualifier, scope);
    const relation = res.kind === 'relation' ? res.relation : undefined;
    if (column && isColumn(column)) {
      // Through a subquery, function or CTE a column may be the table's under another scope.
      const o =
        res.kind === 'unsure' || (relation && relation.kind !== 'table' && !relation.implicit)
          ? 'unsure'
          : relation
            ? resolver.isTable(relation, target)
              ? 'target'
              : 'other'
            : same(q, target.name)
              ? 'target'
              : 'other';
      found.push({ token: column, role: 'column', owner: o, selectItem });
    }
    if (!q || !same(q, target.name)) return;
    // The table's own name as qualifier follows a rename of the table; an alias of that name stays.
    const o =
      res.kind === 'unsure'
        ? 'unsure'
        : !relation || (!relation.alias && resolver.isTable(relation, target))
          ? 'target'
          : 'other';
    found.push({ token: q, role: 'table', owner: o, selectItem: false });
  };
  for (const c of scan.columns) {
    c.parts.forEach((p) => settled.add(p));
    const column = last(c.parts) as Token;
    if (c.parts.length > 1) qualified(c.parts.slice(0, -1), c.scope, column, c.selectItem);
    else if (isColumn(column))
      found.push({
        token: column,
        role: 'column',
        owner: owner(resolver.column(column.value, c.scope, c.inSelect)),
        selectItem: c.selectItem,
      });
  }
  for (const s of scan.stars) {
    s.qualifier.forEach((p) => settled.add(p));
    if (s.qualifier.length > 0) qualified(s.qualifier, s.scope);
  }
  for (const t of [...scan.defined, ...scan.other, ...scan.ctes]) settled.add(t);
  // Any other token spelling one of the names stands where the scan understood nothing.
  const stray = scan.tokens.some(
    (t) =>
      (t.kind === 'word' || t.kind === 'ident') &&
      !settled.has(t) &&
      (isColumn(t) || same(t, target.name)),
  );
  return { found, stray };
}

/** Whether a text could name one of these, by its words alone (for a text the lexer cannot read). */
function mentions(sql: string, names: readonly string[]): boolean {
  const lower = sql.toLowerCase();
  return names.some((n) => n !== '' && lower.includes(n.toLowerCase()));
}

/** How a text is read: a query in a dialect, or an expression of a table (the model's spelling). */
export interface SqlText {
  sql: string;
  dialect: SqlDialect;
  /** The table an expression belongs to; absent for a query. */
  own?: SqlTable;
}

/**
 * Whether a text reads a table (`columns` null) or some of its columns, or may read them (a name
 * it holds could stand for them): what is asked before they are dropped.
 */
export function readsTable(
  text: SqlText,
  target: SqlTable,
  columns: readonly string[] | null,
  lookup: TableLookup,
): boolean {
  const names = columns ?? [];
  // A text that does not spell a name cannot read it (most views, quickly).
  if (!mentions(text.sql, columns ?? [target.name])) return false;
  const scan = scanSql(text.sql, text.dialect, text.own !== undefined);
  if (!scan) return true;
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const { found, stray } = occurrences(new NameResolver(scan, lookup, text.own), target, wanted);
  const hit = found.some(
    (o) => (columns === null ? o.role === 'table' : o.role === 'column') && o.owner !== 'other',
  );
  return hit || stray;
}

/** New names for a table (its written name) and for columns (by their old name, any case). */
export interface Renames {
  table?: string;
  columns: ReadonlyMap<string, string>;
}

/** What a rename does to a text: rewrites it, leaves it as it is, or cannot tell (it would break). */
export type Rewrite = { sql: string } | 'unchanged' | 'unsure';

/** A name written where `token` stood: in the same quotes, else quoted where the text's SQL needs. */
function written(name: string, token: Token, sql: string, dialect: SqlDialect | 'model'): string {
  if (token.kind === 'ident') {
    const quote = sql[token.start];
    return quoteAlways(name, quote === '`' ? 'mysql' : quote === '[' ? 'mssql' : 'postgresql');
  }
  if (dialect !== 'model') return quoteIdentifier(name, dialect);
  // The model's expressions are written for every dialect: quoted where any one needs it.
  const quoted =
    needsQuoting(name, 'mysql') ||
    needsQuoting(name, 'mssql') ||
    needsQuoting(name, 'sqlite') ||
    RESERVED_WORDS.postgresql.has(name.toUpperCase());
  return quoted ? quoteAlways(name, 'postgresql') : name;
}

/**
 * The text with a table and some of its columns renamed where it names them without doubt (a
 * qualified name whose qualifier is the table or an alias of it; a bare column where only that
 * table of its scope has it; an expression's own columns). A whole select item keeps its output
 * name (`film.synopsis AS description`, as PostgreSQL keeps a view's columns) unless `keepOutput`
 * is false. Unsure when any of the old names stands where it could mean something else.
 */
export function renameInSql(
  text: SqlText,
  target: SqlTable,
  renames: Renames,
  lookup: TableLookup,
  keepOutput = true,
): Rewrite {
  const oldNames = [
    ...(renames.table === undefined ? [] : [target.name]),
    ...renames.columns.keys(),
  ];
  if (!mentions(text.sql, oldNames)) return 'unchanged';
  const scan = scanSql(text.sql, text.dialect, text.own !== undefined);
  if (!scan) return 'unsure';
  const columns = new Set(renames.columns.keys());
  const { found, stray } = occurrences(new NameResolver(scan, lookup, text.own), target, columns);
  if (stray) return 'unsure';
  const quoting = text.own ? 'model' : text.dialect;
  const edits: { token: Token; text: string }[] = [];
  for (const o of found) {
    const wanted =
      o.role === 'table' ? renames.table : renames.columns.get(o.token.value.toLowerCase());
    if (wanted === undefined || o.owner === 'other') continue;
    if (o.owner === 'unsure') return 'unsure';
    const name = written(wanted, o.token, text.sql, quoting);
    const original = text.sql.slice(o.token.start, o.token.end);
    edits.push({
      token: o.token,
      text: o.selectItem && keepOutput && !text.own ? `${name} AS ${original}` : name,
    });
  }
  if (edits.length === 0) return 'unchanged';
  let sql = text.sql;
  for (const e of edits.sort((a, b) => b.token.start - a.token.start))
    sql = sql.slice(0, e.token.start) + e.text + sql.slice(e.token.end);
  return { sql };
}

/** The columns a query reads of each table (by lower-case name), `*` for all of them. */
export type ColumnReads = Map<SqlTable, Set<string>>;

/**
 * What a query reads: each diagram table it names, with the columns it names of it (a bare column
 * counts for every table of its scope that has it, a column through an unknown qualifier for
 * every table it could be). Null when the lexer cannot read the query.
 */
export function columnReads(
  sql: string,
  dialect: SqlDialect,
  lookup: TableLookup,
): ColumnReads | null {
  const scan = scanSql(sql, dialect);
  if (!scan) return null;
  const resolver = new NameResolver(scan, lookup);
  const reads: ColumnReads = new Map();
  const add = (table: SqlTable | undefined, column: string) => {
    if (!table) return;
    const set = reads.get(table) ?? new Set<string>();
    if (column !== '') set.add(column.toLowerCase());
    reads.set(table, set);
  };
  // Every table of a scope and of the scopes around it: what an unresolved name may read.
  const visible = (scope: number): SqlTable[] => {
    const out: SqlTable[] = [];
    for (let s = scope; s >= 0; s = scan.parents[s] ?? -1)
      for (const r of scan.relations) {
        const table = r.scope === s ? resolver.tableOf(r) : undefined;
        if (table) out.push(table);
      }
    return out;
  };
  for (const r of scan.relations) add(resolver.tableOf(r), '');
  for (const c of scan.columns) {
    const name = (last(c.parts) as Token).value;
    const res =
      c.parts.length > 1
        ? resolver.qualifier(c.parts.slice(0, -1), c.scope)
        : resolver.column(name, c.scope, c.inSelect);
    const table = res.kind === 'relation' ? resolver.tableOf(res.relation) : undefined;
    if (table) add(table, name);
    else
      for (const t of visible(c.scope))
        if (t.columns.some((x) => x.toLowerCase() === name.toLowerCase())) add(t, name);
  }
  for (const s of scan.stars) {
    const res = s.qualifier.length > 0 ? resolver.qualifier(s.qualifier, s.scope) : undefined;
    const table = res?.kind === 'relation' ? resolver.tableOf(res.relation) : undefined;
    for (const t of table ? [table] : visible(s.scope)) add(t, '*');
  }
  return reads;
}

/** The names of the tables (or views) a query reads in its FROMs, lower-cased; null when unreadable. */
export function relationNames(sql: string, dialect: SqlDialect): string[] | null {
  const scan = scanSql(sql, dialect);
  if (!scan) return null;
  return scan.relations.flatMap((r) => {
    const name = r.kind === 'table' ? last(r.parts) : undefined;
    return name ? [name.value.toLowerCase()] : [];
  });
}
