import {
  IDENTIFIER_LIMIT,
  NameScope,
  constraintName,
  type PhysicalIndex,
  type PhysicalTable,
} from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { translateExpression, type ExpressionColumn } from '../sql/expressions';
import { codeOf } from '../sql/mysqlFunctions';
import { notInSqlite } from '../sql/sqliteFunctions';
import { sourceDialect } from './dialect';
import { quoteIdentifier, sqlString } from '../quoting';
import { stripOuterParens } from '../sql/defaultValue';
import type { ObjectContext } from './objects';

/** Access methods each dialect writes after USING (MySQL's FULLTEXT and SPATIAL are index kinds). */
const METHODS: Record<SqlDialect, RegExp> = {
  // Extensions add methods (bloom, rum, pgvector's hnsw and ivfflat): any name but other
  // dialects' index kinds.
  postgresql: /^(?!(?:fulltext|spatial|clustered|nonclustered|rtree)$)[A-Za-z_][A-Za-z0-9_]*$/i,
  mysql: /^(btree|hash|fulltext|spatial)$/i,
  sqlite: /^btree$/i,
  mssql: /^(clustered|nonclustered)$/i,
};

/**
 * An index's method as the dialect's DDL writes it (a spatial or R-tree one is PostgreSQL's GiST:
 * a B-tree takes no geometric type), or undefined where it writes none: no method given, or one
 * the dialect has not (noted by createIndex).
 */
export function writtenMethod(method: string | undefined, dialect: SqlDialect): string | undefined {
  const written = method?.trim();
  const mapped =
    dialect === 'postgresql' && written && /^(spatial|rtree)$/i.test(written) ? 'gist' : written;
  return mapped && METHODS[dialect].test(mapped) ? mapped : undefined;
}

/** The access method an index has when none is written: B-tree, MSSQL's nonclustered. */
const DEFAULT_METHOD: Record<SqlDialect, string> = {
  postgresql: 'btree',
  mysql: 'btree',
  sqlite: 'btree',
  mssql: 'nonclustered',
};

/**
 * An index's method as a comparison reads it: '' for none and for the dialect's default, so an
 * index a catalog reads back with `USING btree` is the one a design wrote without it.
 */
export function indexMethodKey(method: string | undefined, dialect: SqlDialect): string {
  const lower = (method ?? '').toLowerCase();
  return lower === DEFAULT_METHOD[dialect] ? '' : lower;
}

/** Where index names must be unique: the schema (PostgreSQL, SQLite) or the table (MySQL, MSSQL). */
const PER_SCHEMA: Record<SqlDialect, boolean> = {
  postgresql: true,
  sqlite: true,
  mysql: false,
  mssql: false,
};

/** Names given to indexes, per schema or per table as the dialect wants. */
export class IndexNames {
  private readonly scopes = new Map<string, NameScope>();

  constructor(private readonly dialect: SqlDialect) {}

  /** Claims a table's own name where tables and indexes share names (PostgreSQL, SQLite). */
  claimTable(table: PhysicalTable): void {
    if (PER_SCHEMA[this.dialect]) this.claim(table, table.name);
  }

  /** Claims a name for an index of a table (first come keeps its name). */
  claim(table: PhysicalTable, name: string): string {
    const key = PER_SCHEMA[this.dialect]
      ? (table.schema ?? '')
      : `${table.schema ?? ''}.${table.name}`;
    const scope = this.scopes.get(key) ?? new NameScope(IDENTIFIER_LIMIT[this.dialect]);
    this.scopes.set(key, scope);
    return scope.claim(name);
  }
}

/**
 * A PostgreSQL operator class after an index element (`url text_pattern_ops`,
 * `lower(name) public.gin_trgm_ops`), as the model keeps it in the part's expression. Operator
 * classes are named `..._ops` by convention (every built-in and contrib one is).
 */
const OPCLASS =
  /^([\s\S]*?\S)\s+((?:[A-Za-z_][\w$]*\s*\.\s*)?[A-Za-z_][\w$]*_ops)(\s*\(\s*[A-Za-z_]\w*\s*=\s*[\w.+-]+(?:\s*,\s*[A-Za-z_]\w*\s*=\s*[\w.+-]+)*\s*\))?\s*$/i;
/** A bare column name, quoted or not. */
const COLUMN = /^(?:"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))$/;

/** A part's expression split from its operator class, if it has one; a bare column is named as such. */
function withoutOpclass(expression: string): {
  column?: string;
  expression: string;
  opclass?: string;
  /** The operator class's parameters (`(siglen = 32)`), names and plain values only. */
  parameters?: string;
} {
  const classed = OPCLASS.exec(expression.trim());
  if (!classed?.[1] || !classed[2]) return { expression };
  const rest = classed[1].trim();
  const bare = COLUMN.exec(rest);
  const column = bare ? (bare[1]?.replace(/""/g, '"') ?? bare[2]) : undefined;
  const parameters = classed[3]?.replace(/\s+/g, ' ').trim();
  return {
    ...(column ? { column } : {}),
    expression: rest,
    opclass: classed[2],
    ...(parameters ? { parameters } : {}),
  };
}

/** An index part's column: its own, or the one an operator class follows (`uri text_pattern_ops`). */
export const partColumn = (p: PhysicalIndex['parts'][number]): string | undefined =>
  p.column ?? withoutOpclass(p.expression ?? '').column;

/**
 * An index part's expression as a comparison reads it: the parentheses around the whole of it
 * (which a catalog and the writer add) dropped, the operator class kept.
 */
export function indexExpressionKey(expression: string): string {
  const split = withoutOpclass(expression);
  const core = stripOuterParens(split.expression);
  return split.opclass ? `${core} ${split.opclass}${split.parameters ?? ''}` : core;
}

/** A collation other than SQLite's own (`COLLATE "C"`, `COLLATE pg_catalog."default"`). */
const FOREIGN_COLLATION =
  /\s+COLLATE\s+(?!(?:NOCASE|RTRIM|BINARY|"(?:NOCASE|RTRIM|BINARY)")(?![\w"]))(?:(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)\s*\.\s*)?(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)/gi;

const FILTER_COLUMN = String.raw`(?:\[[^\]]+\]|"(?:[^"]|"")+"|[A-Za-z_][\w$#@]*)`;
const FILTER_CONSTANT = String.raw`(?:N?'(?:[^']|'')*'|\(*\s*[+-]?\s*\d+(?:\.\d+)?\s*\)*|NULL|0x[0-9a-f]+)`;
/** One conjunct of a SQL Server index filter: a column compared to a constant, IS [NOT] NULL or IN constants. */
const FILTER_CONJUNCT = new RegExp(
  String.raw`^${FILTER_COLUMN}\s*(?:(?:=|<>|!=|>=|<=|!>|!<|>|<)\s*${FILTER_CONSTANT}|\s+IS\s+(?:NOT\s+)?NULL|\s+IN\s*\(\s*${FILTER_CONSTANT}(?:\s*,\s*${FILTER_CONSTANT})*\s*\))$`,
  'i',
);

/**
 * Whether SQL Server takes a predicate as an index filter: conjuncts joined by AND, each a column
 * compared to a constant (no OR, NOT, function, arithmetic or BETWEEN).
 */
function isMssqlFilter(predicate: string): boolean {
  const code = codeOf(predicate);
  const conjuncts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')') depth--;
    else if (depth === 0 && /^AND\b/i.test(code.slice(i)) && /(^|\W)$/.test(code.slice(0, i))) {
      conjuncts.push(predicate.slice(start, i));
      start = i + 3;
    }
  }
  conjuncts.push(predicate.slice(start));
  return conjuncts.every((c) => {
    const bare = stripOuterParens(c.trim());
    // A conjunct in parentheses may itself be conjuncts.
    return bare !== c.trim() && /\bAND\b/i.test(codeOf(bare))
      ? isMssqlFilter(bare)
      : FILTER_CONJUNCT.test(bare);
  });
}

/** SQLite's built-in collations at the end of an index expression (`name COLLATE NOCASE`). */
const SQLITE_COLLATION = /\s+COLLATE\s+(?:NOCASE|RTRIM|BINARY|"(?:NOCASE|RTRIM|BINARY)")\s*$/i;

/** An expression without SQLite's collation, outside SQLite (no other engine has them). */
const withoutSqliteCollation = (expression: string, dialect: SqlDialect): string =>
  dialect === 'sqlite' ? expression : expression.replace(SQLITE_COLLATION, '');

/**
 * An operator class written in the dialect: each part of its name through the quoting layer, its
 * parameters (names and plain values, as OPCLASS reads them) after it.
 */
const opclassSql = (opclass: string, dialect: SqlDialect, parameters = ''): string =>
  opclass
    .split('.')
    .map((p) => quoteIdentifier(p.trim(), dialect))
    .join('.') + parameters;

/**
 * One key part: a column with its order, or an expression (null when the dialect has none); a
 * PostgreSQL operator class is kept in PostgreSQL and left out elsewhere.
 */
export function indexPart(
  p: PhysicalIndex['parts'][number],
  ctx: ObjectContext,
  columns: readonly ExpressionColumn[] = [],
  from?: SqlDialect,
  own = false,
): { sql: string } | { dropped: string } {
  const nulls = p.nulls && ctx.dialect === 'postgresql' ? ` NULLS ${p.nulls}` : '';
  const order = (p.order ? ` ${p.order}` : '') + nulls;
  // MySQL's prefix length (`uri(64)`); elsewhere the whole column (createIndex notes it).
  const prefix = p.prefixLength && ctx.dialect === 'mysql' ? `(${p.prefixLength})` : '';
  if (p.column !== undefined)
    return { sql: quoteIdentifier(p.column, ctx.dialect) + prefix + order };
  const split = withoutOpclass(withoutSqliteCollation(p.expression ?? '', ctx.dialect));
  const opclass =
    split.opclass && ctx.dialect === 'postgresql'
      ? ` ${opclassSql(split.opclass, ctx.dialect, split.parameters)}`
      : '';
  if (split.column !== undefined) {
    // An unquoted name is the table's column of that name in any case (PostgreSQL folds it).
    const bare = split.column;
    const name = /^\s*"/.test(split.expression)
      ? bare
      : (columns.find((c) => c.name.toLowerCase() === bare.toLowerCase())?.name ?? bare);
    return { sql: quoteIdentifier(name, ctx.dialect) + prefix + opclass + order };
  }
  if (ctx.dialect === 'mysql' || ctx.dialect === 'mssql')
    return {
      dropped: `${ctx.dialect === 'mysql' ? 'MariaDB' : 'MSSQL'} indexes hold no expressions`,
    };
  const missing = ctx.dialect === 'sqlite' && !own ? notInSqlite(split.expression) : undefined;
  if (missing !== undefined) return { dropped: `SQLite has no function ${missing}` };
  const expression =
    ctx.dialect === 'sqlite' ? split.expression.replace(FOREIGN_COLLATION, '') : split.expression;
  const translated =
    own && from === ctx.dialect
      ? { sql: expression }
      : translateExpression(expression, ctx.dialect, columns, from);
  // Wrapped once, however many parentheses it came with: a read-back index writes the same text.
  return 'sql' in translated
    ? { sql: `(${stripOuterParens(translated.sql)})${opclass}${order}` }
    : translated;
}

/** `name IS NOT NULL`, the name bare or quoted, in parentheses or cast (`(name)::text`). */
const NOT_NULL_TEST =
  /^\(*\s*(?:"((?:[^"]|"")+)"|`([^`]+)`|\[([^\]]+)\]|([\p{L}_][\p{L}\p{N}_$]*))\s*\)*(?:::[\p{L} ]+)?\s*\)*\s+IS\s+NOT\s+NULL\s*\)*$/iu;

/**
 * Whether a unique index's WHERE only keeps out rows with a NULL in its key (`uri IS NOT NULL`,
 * joined by AND): whole, such an index is the same where unique keys take any number of NULLs.
 */
function keepsOutOnlyNulls(index: PhysicalIndex): boolean {
  const where = stripOuterParens(index.where ?? '');
  const code = codeOf(where);
  if (/\bOR\b|\(\s*SELECT\b/i.test(code)) return false;
  // A column with an operator class (`uri text_pattern_ops`) is a key column too.
  const key = new Set(
    index.parts.flatMap((p) => {
      const column = partColumn(p);
      return column ? [column.toLowerCase()] : [];
    }),
  );
  // Split at each top-level AND, where the code (literals blanked) has it.
  const tests: string[] = [];
  let depth = 0;
  let at = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '(') depth++;
    else if (code[i] === ')') depth--;
    else if (depth === 0 && /^\sAND\s/i.test(code.slice(i, i + 5))) {
      tests.push(where.slice(at, i));
      at = i + 5;
    }
  }
  tests.push(where.slice(at));
  return tests.every((test) => {
    const m = NOT_NULL_TEST.exec(test.trim());
    const name = m && (m[1]?.replace(/""/g, '"') ?? m[2] ?? m[3] ?? m[4]);
    return !!name && key.has(name.toLowerCase());
  });
}

/** Why the dialect cannot write the index at all, or null when it can. */
function refusal(table: PhysicalTable, index: PhysicalIndex, ctx: ObjectContext): string | null {
  // A partial unique index made whole would refuse rows the source takes; a plain one is only
  // larger (it is written whole, see createIndex).
  if (index.where && index.unique && ctx.dialect === 'mysql' && !keepsOutOnlyNulls(index))
    return 'MySQL has no partial indexes';
  for (const p of index.parts) {
    const written = indexPart(
      p,
      ctx,
      table.columns,
      index.expressionDialect ?? sourceDialect(table),
      !!index.expressionDialect,
    );
    if ('dropped' in written) return written.dropped;
  }
  return null;
}

/** A partial index's WHERE in the dialect (not MySQL's, which has none), or why it cannot be written. */
export function indexWhere(
  table: PhysicalTable,
  predicate: string,
  ctx: ObjectContext,
): { sql: string } | { dropped: string } {
  const missing = ctx.dialect === 'sqlite' ? notInSqlite(predicate) : undefined;
  const translated: ReturnType<typeof translateExpression> =
    missing === undefined
      ? translateExpression(predicate, ctx.dialect, table.columns, sourceDialect(table))
      : { dropped: `SQLite has no function ${missing}` };
  return 'sql' in translated && ctx.dialect === 'mssql' && !isMssqlFilter(translated.sql)
    ? {
        dropped: `SQL Server filters an index only by comparisons of columns to constants, joined by AND`,
      }
    : translated;
}

/**
 * CREATE INDEX for one index in the dialect, or null when it cannot be written there (with a
 * note): method, INCLUDE and WHERE kept where the dialect has them, otherwise left out with a note.
 */
export function createIndex(
  table: PhysicalTable,
  index: PhysicalIndex,
  names: IndexNames,
  ctx: ObjectContext,
): string | null {
  const label = `index ${index.name || '(unnamed)'} on ${table.name}`;
  const refused = refusal(table, index, ctx);
  if (refused) {
    ctx.notes.push(`${label} is left out: ${refused}`);
    return null;
  }
  const wanted =
    index.name || constraintName(table.name, ...index.parts.map((p) => p.column ?? 'expr'), 'idx');
  const name = names.claim(table, wanted);
  if (index.name && name !== index.name)
    ctx.notes.push(`${label} is named ${name}: ${ctx.dialect} index names must be unique`);
  const given = index.method?.trim();
  const method = writtenMethod(given, ctx.dialect);
  const methodOk = method !== undefined || !given;
  // A B-tree is what every engine builds when no method is named (SQL Server's nonclustered).
  if (!methodOk && !/^btree$/i.test(given))
    ctx.notes.push(`${label} loses its method ${given}: ${ctx.dialect} has none such`);
  const kind =
    methodOk && method && /^(fulltext|spatial)$/i.test(method) ? `${method.toUpperCase()} ` : '';
  const clustered = methodOk && method && ctx.dialect === 'mssql' ? `${method.toUpperCase()} ` : '';
  const using =
    methodOk && method && (ctx.dialect === 'postgresql' || (ctx.dialect === 'mysql' && !kind))
      ? ctx.dialect === 'postgresql'
        ? ` USING ${method.toLowerCase()}`
        : ` USING ${method.toUpperCase()}`
      : '';
  const parts = index.parts.map((p) => {
    const written = indexPart(
      p,
      ctx,
      table.columns,
      index.expressionDialect ?? sourceDialect(table),
      !!index.expressionDialect,
    );
    return 'sql' in written ? written.sql : '';
  });
  const opclasses = index.parts.flatMap((p) => withoutOpclass(p.expression ?? '').opclass ?? []);
  if (opclasses.length > 0 && ctx.dialect !== 'postgresql')
    ctx.notes.push(
      `${label} loses its operator class ${opclasses.join(', ')}: ${ctx.dialect} has none`,
    );
  const foreignCollated = index.parts.filter((p) => (p.expression ?? '').match(FOREIGN_COLLATION));
  if (foreignCollated.length > 0 && ctx.dialect === 'sqlite')
    ctx.notes.push(
      `${label} loses the collation of ${foreignCollated.map((p) => p.expression ?? '').join(', ')}: SQLite has none such`,
    );
  const collated = index.parts.filter((p) => SQLITE_COLLATION.test(p.expression ?? ''));
  if (collated.length > 0 && ctx.dialect !== 'sqlite')
    ctx.notes.push(
      `${label} loses SQLite's collation of ${collated.map((p) => p.expression ?? '').join(', ')}: ${ctx.dialect} has none such`,
    );
  const nullsOrdered = index.parts.filter((p) => p.nulls);
  if (nullsOrdered.length > 0 && ctx.dialect !== 'postgresql')
    ctx.notes.push(`${label} loses its NULLS FIRST/LAST: ${ctx.dialect} indexes have none`);
  const prefixed = index.parts.filter((p) => p.prefixLength && p.column !== undefined);
  if (prefixed.length > 0 && ctx.dialect !== 'mysql')
    ctx.notes.push(
      `${label} covers the whole of ${prefixed.map((p) => `${p.column ?? ''}(${p.prefixLength ?? ''})`).join(', ')}: only MySQL indexes column prefixes${index.unique ? ' (values that differ after the prefix no longer collide)' : ''}`,
    );
  const unique = index.unique ? 'UNIQUE ' : '';
  const target = ctx.ref(table.name, table.schema);
  let sql =
    ctx.dialect === 'mysql'
      ? `CREATE ${unique}${kind}INDEX ${quoteIdentifier(name, ctx.dialect)} ON ${target} (${parts.join(', ')})${using}`
      : `CREATE ${unique}${clustered}INDEX ${quoteIdentifier(name, ctx.dialect)} ON ${target}${using} (${parts.join(', ')})`;
  if (index.include?.length) {
    if (ctx.dialect === 'postgresql' || ctx.dialect === 'mssql')
      sql += ` INCLUDE (${index.include.map((c) => quoteIdentifier(c, ctx.dialect)).join(', ')})`;
    else ctx.notes.push(`${label} loses its INCLUDE columns: ${ctx.dialect} has none`);
  }
  // SQL Server's unique indexes take one NULL already; MySQL's and SQLite's any number.
  if (index.unique && index.nullsNotDistinct) {
    if (ctx.dialect === 'postgresql') sql += ' NULLS NOT DISTINCT';
    else if (ctx.dialect !== 'mssql')
      ctx.notes.push(`${label} loses its NULLS NOT DISTINCT: ${ctx.dialect} has none`);
  }
  if (index.where && ctx.dialect === 'mysql')
    ctx.notes.push(
      index.unique
        ? `${label} covers every row: its WHERE keeps out only NULLs, which MySQL's unique keys take any number of`
        : `${label} covers every row: MySQL has no partial indexes`,
    );
  else if (index.where) {
    const where = indexWhere(table, index.where, ctx);
    if ('sql' in where) sql += ` WHERE ${where.sql}`;
    else if (index.unique) {
      // Whole, a unique index would refuse rows the source takes.
      ctx.notes.push(`${label} is left out: ${where.dropped}`);
      return null;
    } else ctx.notes.push(`${label} loses its WHERE: ${where.dropped}`);
  }
  return `${sql}${indexComment(index, name, table, label, ctx)};`;
}

/**
 * An index's comment: MySQL's ` COMMENT '...'` at the statement's end, PostgreSQL's COMMENT ON
 * INDEX after it; other dialects have none (noted).
 */
function indexComment(
  index: PhysicalIndex,
  name: string,
  table: PhysicalTable,
  label: string,
  ctx: ObjectContext,
): string {
  if (index.comment === undefined) return '';
  if (ctx.dialect === 'mysql') return ` COMMENT ${sqlString(index.comment, 'mysql')}`;
  if (ctx.dialect === 'postgresql')
    return `;\nCOMMENT ON INDEX ${ctx.ref(name, table.schema)} IS ${sqlString(index.comment, 'postgresql')}`;
  ctx.notes.push(`${label} loses its comment: ${ctx.dialect} has no index comments`);
  return '';
}
