import type { PhysicalExtra, PhysicalTable, PhysicalType, PhysicalView } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { convertDefault } from '../sql/defaultValue';
import { introducerNote, withoutIntroducers } from '../sql/charsetIntroducer';
import { translateExpression, withoutLiterals, type ExpressionColumn } from '../sql/expressions';
import { sqlTypeFor } from '../sql/typeMapping';
import { quoteIdentifier, sqlString } from '../quoting';
import { createsType, isDialect } from './adapt';
import { translateViewQuery } from './viewQuery';

/** What the object writers need from the SQL writer. */
export interface ObjectContext {
  dialect: SqlDialect;
  /** A name qualified by its schema, quoted the dialect's way. */
  ref(name: string, schema?: string): string;
  notes: string[];
  /** The tables and views the script creates, which a translated view's query reads. */
  tables?: readonly PhysicalTable[];
  views?: readonly PhysicalView[];
  sourceTables?: readonly PhysicalTable[];
  sourceViews?: readonly PhysicalView[];
}

/** A statement that ends in `;`. */
const terminated = (sql: string): string => (/;\s*$/.test(sql) ? sql.trim() : `${sql.trim()};`);

/** T-SQL statements that must open their batch (CREATE VIEW, PROCEDURE, ...) get GO around them. */
const batch = (sql: string): string => `GO\n${sql.trim()}\nGO`;

/** CREATE SCHEMA for every schema the tables use (PostgreSQL, MSSQL). */
export function createSchemas(schemas: string[], dialect: SqlDialect): string[] {
  const q = (name: string) => quoteIdentifier(name, dialect);
  if (dialect === 'postgresql') return schemas.map((s) => `CREATE SCHEMA IF NOT EXISTS ${q(s)};`);
  if (dialect === 'mssql')
    return schemas.map(
      (s) =>
        `IF SCHEMA_ID(${sqlString(s, dialect)}) IS NULL EXEC(${sqlString(`CREATE SCHEMA ${q(s)}`, dialect)});`,
    );
  return [];
}

/** A domain's or alias type's base type in the target dialect (a PostgreSQL `boolean` is BIT in T-SQL). */
const baseTypeOf = (type: PhysicalType, dialect: SqlDialect, fallback: string): string =>
  type.baseType ? sqlTypeFor(type.baseType, dialect, { keyed: false, sql: true }) : fallback;

function domain(type: PhysicalType, ctx: ObjectContext): string {
  const parts = [
    `CREATE DOMAIN ${ctx.ref(type.name, type.schema)} AS ${baseTypeOf(type, ctx.dialect, 'text')}`,
  ];
  const def = convertDefault(type.defaultValue ?? null, ctx.dialect, { boolean: false });
  if (def.sql !== null) parts.push(`DEFAULT ${def.sql}`);
  if (type.notNull) parts.push('NOT NULL');
  for (const check of type.checks ?? []) {
    const expression = checkExpression(check.expression, `domain ${type.name}`, ctx);
    if (expression !== null)
      parts.push(
        `${check.name ? `CONSTRAINT ${quoteIdentifier(check.name, ctx.dialect)} ` : ''}CHECK (${expression})`,
      );
  }
  return `${parts.join(' ')};`;
}

/** The CREATE statement of a project type the dialect creates (enum, domain, alias type, or verbatim). */
export function createType(type: PhysicalType, ctx: ObjectContext): string | null {
  if (!createsType(type, ctx.dialect)) return null;
  const name = ctx.ref(type.name, type.schema);
  if (type.kind === 'other') return terminated(type.sql ?? '');
  if (ctx.dialect === 'mssql')
    return `CREATE TYPE ${name} FROM ${baseTypeOf(type, 'mssql', 'nvarchar(max)')}${type.notNull ? ' NOT NULL' : ''};`;
  const created =
    type.kind === 'enum'
      ? `CREATE TYPE ${name} AS ENUM (${(type.values ?? []).map((v) => sqlString(v, ctx.dialect)).join(', ')});`
      : domain(type, ctx);
  const comment = type.comment
    ? `\nCOMMENT ON ${type.kind === 'enum' ? 'TYPE' : 'DOMAIN'} ${name} IS ${sqlString(type.comment, ctx.dialect)};`
    : '';
  return created + comment;
}

/**
 * CREATE VIEW: in the view's own dialect as written; in another its query translated
 * (translateViewQuery) with a note, or the view left out with a note saying why.
 */
export function createView(view: PhysicalView, ctx: ObjectContext): string | null {
  const own = isDialect(view.dialect, ctx.dialect);
  const query = own ? { sql: view.query } : translateViewQuery(view, ctx);
  if ('dropped' in query) {
    ctx.notes.push(`view ${view.name} is left out: ${query.dropped}`);
    return null;
  }
  if (!own)
    ctx.notes.push(
      `view ${view.name}: its ${view.dialect} query is translated${'note' in query && query.note ? `; ${query.note}` : ''}`,
    );
  // Its own dialect: the name as the source spelled it (SQLite keeps the statement's text).
  const name = (own ? view.nameAsWritten : undefined) ?? ctx.ref(view.name, view.schema);
  const materialized = view.materialized && ctx.dialect === 'postgresql' ? 'MATERIALIZED ' : '';
  const columns = view.columnNames?.length
    ? ` (${view.columnNames.map((c) => quoteIdentifier(c, ctx.dialect)).join(', ')})`
    : '';
  // Rights of whoever queries it: MySQL's SQL SECURITY INVOKER, PostgreSQL's option (not on a
  // materialized view, which is filled by its owner).
  const invoker = view.securityInvoker && !materialized;
  const security = invoker && ctx.dialect === 'mysql' ? 'SQL SECURITY INVOKER ' : '';
  const options = invoker && ctx.dialect === 'postgresql' ? ' WITH (security_invoker = true)' : '';
  // MySQL's algorithm (a TEMPTABLE view takes no writes); the other engines choose their own.
  const algorithm =
    view.algorithm === 'MERGE' || view.algorithm === 'TEMPTABLE' ? view.algorithm : undefined;
  if (algorithm && ctx.dialect !== 'mysql')
    ctx.notes.push(`view ${view.name}: ALGORITHM=${algorithm} is MySQL's: ${ctx.dialect} has none`);
  const algorithmSql = algorithm && ctx.dialect === 'mysql' ? `ALGORITHM=${algorithm} ` : '';
  const sql = terminated(
    `CREATE ${algorithmSql}${security}${materialized}VIEW ${name}${columns}${options} AS\n${query.sql.trim()}`,
  );
  if (ctx.dialect === 'mssql') return batch(sql);
  const comment =
    view.comment && ctx.dialect === 'postgresql'
      ? `\nCOMMENT ON ${materialized}VIEW ${name} IS ${sqlString(view.comment, ctx.dialect)};`
      : '';
  return sql + comment;
}

/** Kinds of extra SQL that tables may need (sequences in defaults, functions in checks). */
const BEFORE_TABLES = /^(sequence|extension|schema|collation|language|type)$/i;
/** Routines: before the tables where their bodies are not checked on creation (PostgreSQL, MySQL). */
const ROUTINES = /^(function|procedure|aggregate|operator)$/i;

/** Where an extra statement goes: before the tables, after the tables (before the views), or last. */
export type ExtraPlace = 'beforeTables' | 'beforeViews' | 'last';

/**
 * Words that open a routine's attributes or body after its arguments and return type: PostgreSQL's
 * (LANGUAGE, IMMUTABLE, STRICT, SECURITY, COST, SET, AS, BEGIN ATOMIC, RETURN ...) and MySQL's
 * (DETERMINISTIC, READS SQL DATA, COMMENT ...). RETURNS opens one only as RETURNS NULL ON NULL INPUT.
 */
const ROUTINE_ATTRIBUTES = new Set(
  (
    'LANGUAGE TRANSFORM WINDOW IMMUTABLE STABLE VOLATILE NOT LEAKPROOF CALLED STRICT EXTERNAL ' +
    'SECURITY PARALLEL COST ROWS SUPPORT SET AS BEGIN RETURN DETERMINISTIC CONTAINS NO READS ' +
    'MODIFIES SQL COMMENT'
  ).split(' '),
);

/** Tokens of a routine's text: dollar-quoted bodies, literals, quoted names, words, single characters. */
const ROUTINE_TOKENS =
  /\$(\w*)\$[\s\S]*?\$\1\$|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|[\p{L}_][\p{L}\p{N}_$]*|\S/gu;

/**
 * A routine's head: its name, arguments and return type, where the tables it needs are named. It
 * ends at the first attribute or body after the arguments that is outside parentheses and is not
 * the return type itself (`RETURNS language`, `SETOF language`, `public.language` name a table).
 * An aggregate's or operator's definition in parentheses stays in the head: it names the routines.
 */
function routineHead(sql: string): string {
  let depth = 0;
  let afterArguments = false;
  let previous = '';
  for (const { 0: text, index } of sql.matchAll(ROUTINE_TOKENS)) {
    const word = text.toUpperCase();
    const rest = sql.slice(index + text.length);
    if (/^\$\w*\$/.test(text)) return sql.slice(0, index);
    if (text === '(') depth += 1;
    else if (text === ')') {
      depth -= 1;
      if (depth === 0) afterArguments = true;
    } else if (depth === 0 && afterArguments && opensAttribute(word, previous, rest))
      return sql.slice(0, index);
    previous = word;
  }
  return sql;
}

/** Whether a word after a routine's arguments opens its attributes or body (see routineHead). */
function opensAttribute(word: string, previous: string, rest: string): boolean {
  if (word === 'RETURNS') return /^\s+NULL\b/i.test(rest);
  return ROUTINE_ATTRIBUTES.has(word) && !['RETURNS', 'SETOF', '.'].includes(previous);
}

/**
 * Where an extra statement goes. Sequences, types and the like come before the tables, and so do
 * routines where their bodies are not checked on creation (PostgreSQL, MySQL), unless their head
 * names a table (a PostgreSQL `RETURNS SETOF customer` needs the table's row type): then they
 * follow the tables. Everything else (triggers, grants, ...) comes last.
 */
export function extraPlace(
  extra: PhysicalExtra,
  dialect: SqlDialect,
  tableNames: ReadonlySet<string>,
): ExtraPlace {
  if (!/^\s*create\b/i.test(extra.sql)) return 'last';
  if (BEFORE_TABLES.test(extra.kind)) return 'beforeTables';
  if (!ROUTINES.test(extra.kind) || (dialect !== 'postgresql' && dialect !== 'mysql'))
    return 'last';
  const words =
    routineHead(extra.sql)
      .toLowerCase()
      .match(/[\p{L}_][\p{L}\p{N}_$]*/gu) ?? [];
  return words.some((w) => tableNames.has(w)) ? 'beforeViews' : 'beforeTables';
}

/** An extra statement verbatim in its dialect (MySQL bodies in DELIMITER, T-SQL in its own batch); else a note. */
/**
 * PostgreSQL's CREATE LANGUAGE of a language every database has had since 9.0 (`CREATE LANGUAGE
 * plpgsql`, in older scripts) fails there ("extension plpgsql already exists"): it is written CREATE
 * OR REPLACE LANGUAGE, which makes the language where it is missing and passes where it is not.
 */
function replacedLanguage(sql: string, dialect: SqlDialect): string {
  return dialect === 'postgresql'
    ? sql.replace(/^CREATE(\s+(?:TRUSTED\s+)?(?:PROCEDURAL\s+)?LANGUAGE\b)/i, 'CREATE OR REPLACE$1')
    : sql;
}

export function writeExtra(extra: PhysicalExtra, ctx: ObjectContext): string | null {
  if (!isDialect(extra.dialect, ctx.dialect)) {
    ctx.notes.push(
      `${extra.kind}${extra.name ? ` ${extra.name}` : ''} is left out: it is ${extra.dialect} SQL`,
    );
    return null;
  }
  const sql = replacedLanguage(extra.sql.trim(), ctx.dialect);
  if (ctx.dialect === 'mssql') return batch(sql);
  if (
    ctx.dialect === 'mysql' &&
    !/^DELIMITER\b/im.test(sql) &&
    /;[\s\S]*\S/.test(sql.replace(/;\s*$/, ''))
  )
    return `DELIMITER //\n${sql.replace(/;\s*$/, '')}\n//\nDELIMITER ;`;
  return terminated(sql);
}

/** Comment statements after CREATE TABLE: PostgreSQL COMMENT ON, MSSQL MS_Description properties. */
export function commentStatements(
  ctx: ObjectContext,
  table: { name: string; schema?: string; comment?: string },
  columns: { name: string; comment?: string }[],
): string[] {
  const out: string[] = [];
  const ref = ctx.ref(table.name, table.schema);
  if (ctx.dialect === 'postgresql') {
    if (table.comment)
      out.push(`COMMENT ON TABLE ${ref} IS ${sqlString(table.comment, ctx.dialect)};`);
    for (const c of columns)
      if (c.comment)
        out.push(
          `COMMENT ON COLUMN ${ref}.${quoteIdentifier(c.name, ctx.dialect)} IS ${sqlString(c.comment, ctx.dialect)};`,
        );
  } else if (ctx.dialect === 'mssql') {
    const n = (s: string) => sqlString(s, 'mssql');
    const level = `@level0type = N'SCHEMA', @level0name = ${n(table.schema || 'dbo')}, @level1type = N'TABLE', @level1name = ${n(table.name)}`;
    const prop = (text: string, column?: string) =>
      `EXEC sp_addextendedproperty @name = N'MS_Description', @value = ${n(text)}, ${level}${column === undefined ? '' : `, @level2type = N'COLUMN', @level2name = ${n(column)}`};`;
    if (table.comment) out.push(prop(table.comment));
    for (const c of columns) if (c.comment) out.push(prop(c.comment, c.name));
  }
  return out;
}

/** The current time or date, which MariaDB refuses in a CHECK (it must give the same answer each time). */
const CURRENT_TIME =
  /\b(now|sysdate|curdate|curtime|getdate|sysdatetime)\s*\(|\b(current_timestamp|current_date|current_time|localtime|localtimestamp)\b/i;

/** A check expression in the dialect (written in `from`, where known), or null (with a note) when it is another dialect's SQL. */
export function checkExpression(
  expression: string,
  where: string,
  ctx: ObjectContext,
  columns: readonly ExpressionColumn[] = [],
  from?: SqlDialect,
): string | null {
  if (ctx.dialect === 'mysql' && CURRENT_TIME.test(withoutLiterals(expression))) {
    ctx.notes.push(`check on ${where} is left out: MariaDB takes no current time in a CHECK`);
    return null;
  }
  const plain = withoutIntroducers(expression, ctx.dialect);
  const translated = translateExpression(plain.sql, ctx.dialect, columns, from);
  const introduced = introducerNote(plain.dropped, ctx.dialect);
  if ('sql' in translated) {
    if (introduced !== undefined) ctx.notes.push(`check on ${where}: ${introduced}`);
    return translated.sql;
  }
  ctx.notes.push(`check on ${where} is left out: ${translated.dropped}`);
  return null;
}
