import { NameScope, constraintName, type PhysicalIndex, type PhysicalTable } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { translateExpression } from '../sql/expressions';
import { quoteIdentifier } from '../quoting';
import type { ObjectContext } from './objects';

/** Access methods each dialect writes after USING (MySQL's FULLTEXT and SPATIAL are index kinds). */
const METHODS: Record<SqlDialect, RegExp> = {
  postgresql: /^(btree|hash|gist|spgist|gin|brin)$/i,
  mysql: /^(btree|hash|fulltext|spatial)$/i,
  sqlite: /^btree$/i,
  mssql: /^(clustered|nonclustered)$/i,
};

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

  /** Claims a name for an index of a table (first come keeps its name). */
  claim(table: PhysicalTable, name: string): string {
    const key = PER_SCHEMA[this.dialect]
      ? (table.schema ?? '')
      : `${table.schema ?? ''}.${table.name}`;
    const scope = this.scopes.get(key) ?? new NameScope();
    this.scopes.set(key, scope);
    return scope.claim(name);
  }
}

/**
 * A PostgreSQL operator class after an index element (`url text_pattern_ops`,
 * `lower(name) public.gin_trgm_ops`), as the model keeps it in the part's expression. Operator
 * classes are named `..._ops` by convention (every built-in and contrib one is).
 */
const OPCLASS = /^([\s\S]*?\S)\s+((?:[A-Za-z_][\w$]*\s*\.\s*)?[A-Za-z_][\w$]*_ops)\s*$/i;
/** A bare column name, quoted or not. */
const COLUMN = /^(?:"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))$/;

/** A part's expression split from its operator class, if it has one; a bare column is named as such. */
function withoutOpclass(expression: string): {
  column?: string;
  expression: string;
  opclass?: string;
} {
  const classed = OPCLASS.exec(expression.trim());
  if (!classed?.[1] || !classed[2]) return { expression };
  const rest = classed[1].trim();
  const bare = COLUMN.exec(rest);
  const column = bare ? (bare[1]?.replace(/""/g, '"') ?? bare[2]) : undefined;
  return { ...(column ? { column } : {}), expression: rest, opclass: classed[2] };
}

/** An operator class written in the dialect: each part of its name through the quoting layer. */
const opclassSql = (opclass: string, dialect: SqlDialect): string =>
  opclass
    .split('.')
    .map((p) => quoteIdentifier(p.trim(), dialect))
    .join('.');

/**
 * One key part: a column with its order, or an expression (null when the dialect has none); a
 * PostgreSQL operator class is kept in PostgreSQL and left out elsewhere.
 */
function part(
  p: PhysicalIndex['parts'][number],
  ctx: ObjectContext,
): { sql: string } | { dropped: string } {
  const order = p.order ? ` ${p.order}` : '';
  if (p.column !== undefined) return { sql: quoteIdentifier(p.column, ctx.dialect) + order };
  const split = withoutOpclass(p.expression ?? '');
  const opclass =
    split.opclass && ctx.dialect === 'postgresql'
      ? ` ${opclassSql(split.opclass, ctx.dialect)}`
      : '';
  if (split.column !== undefined)
    return { sql: quoteIdentifier(split.column, ctx.dialect) + opclass + order };
  if (ctx.dialect === 'mysql' || ctx.dialect === 'mssql')
    return {
      dropped: `${ctx.dialect === 'mysql' ? 'MariaDB' : 'MSSQL'} indexes hold no expressions`,
    };
  const translated = translateExpression(split.expression, ctx.dialect);
  return 'sql' in translated ? { sql: `(${translated.sql})${opclass}${order}` } : translated;
}

/** Why the dialect cannot write the index at all, or null when it can. */
function refusal(index: PhysicalIndex, ctx: ObjectContext): string | null {
  if (index.where && ctx.dialect === 'mysql') return 'MySQL has no partial indexes';
  for (const p of index.parts) {
    const written = part(p, ctx);
    if ('dropped' in written) return written.dropped;
  }
  return null;
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
  const refused = refusal(index, ctx);
  if (refused) {
    ctx.notes.push(`${label} is left out: ${refused}`);
    return null;
  }
  const wanted =
    index.name || constraintName(table.name, ...index.parts.map((p) => p.column ?? 'expr'), 'idx');
  const name = names.claim(table, wanted);
  if (index.name && name !== index.name)
    ctx.notes.push(`${label} is named ${name}: ${ctx.dialect} index names must be unique`);
  const method = index.method?.trim();
  const methodOk = method === undefined || METHODS[ctx.dialect].test(method);
  if (!methodOk)
    ctx.notes.push(`${label} loses its method ${method}: ${ctx.dialect} has none such`);
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
    const written = part(p, ctx);
    return 'sql' in written ? written.sql : '';
  });
  const opclasses = index.parts.flatMap((p) => withoutOpclass(p.expression ?? '').opclass ?? []);
  if (opclasses.length > 0 && ctx.dialect !== 'postgresql')
    ctx.notes.push(
      `${label} loses its operator class ${opclasses.join(', ')}: ${ctx.dialect} has none`,
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
  if (index.where) {
    const where = translateExpression(index.where, ctx.dialect);
    if ('sql' in where) sql += ` WHERE ${where.sql}`;
    else ctx.notes.push(`${label} loses its WHERE: ${where.dropped}`);
  }
  return `${sql};`;
}
