/**
 * A SQL Server dump written back as SSMS's "Script as CREATE" writes it: schemas, alias types,
 * tables with their keys, defaults and checks inside, then indexes, foreign keys, views and
 * MS_Description comments, each statement closed by GO.
 */
import { SqlLexer } from '../import/sqlLexer';
import { splitStatements } from '../import/splitter';
import { bareWord, quoteAlways, sqlCommentLine, sqlString } from '../quoting';
import type { MssqlColumnRow, MssqlDump, MssqlIndexRow } from './mssqlDump';
import { standsAlone } from './sqlText';

// Every name in brackets, as SSMS writes them.
const q = (name: string): string => quoteAlways(name, 'mssql');
const qualified = (schema: string, name: string): string => `${q(schema)}.${q(name)}`;
const byPosition = <T extends { position: number }>(list: T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

const UNICODE = new Set(['nvarchar', 'nchar']);
const SIZED = new Set(['varchar', 'char', 'varbinary', 'binary', ...UNICODE]);
const EXACT = new Set(['decimal', 'numeric']);
const SCALED = new Set(['datetime2', 'time', 'datetimeoffset']);

/** A type with its length (nvarchar counts bytes: two a character), precision or scale. */
function typeText(
  t: { type: string; maxLength: number; precision: number; scale: number },
  alias?: string | null,
): string {
  if (alias) return qualified(alias, t.type);
  const name = t.type.toLowerCase();
  if (SIZED.has(name)) {
    const length = UNICODE.has(name) ? t.maxLength / 2 : t.maxLength;
    return `${name}(${t.maxLength === -1 ? 'max' : length})`;
  }
  if (EXACT.has(name)) return `${name}(${t.precision}, ${t.scale})`;
  if (SCALED.has(name)) return `${name}(${t.scale})`;
  return name;
}

/** A stored definition (a default, a check, a computed column), or null when it would not stay one. */
const definition = (sql: string | null | undefined): string | null =>
  sql && standsAlone(sql, 'mssql') ? sql : null;

/** One column: type or computed expression, collation, identity, nullability, default, check. */
function columnLine(c: MssqlColumnRow, dump: MssqlDump): string {
  const computed = definition(c.computed);
  if (computed !== null) return `  ${q(c.name)} AS ${computed}${c.persisted ? ' PERSISTED' : ''}`;
  const alias = c.userType ? (c.typeSchema ?? 'dbo') : null;
  let line = `  ${q(c.name)} ${typeText(c, alias)}`;
  const collation = bareWord(c.collation ?? undefined);
  if (collation && collation !== dump.collation) line += ` COLLATE ${collation}`;
  if (c.identity) line += ` IDENTITY(${c.seed ?? '1'}, ${c.increment ?? '1'})`;
  line += c.nullable ? ' NULL' : ' NOT NULL';
  const value = definition(c.default);
  if (value !== null)
    line += `${c.defaultName ? ` CONSTRAINT ${q(c.defaultName)}` : ''} DEFAULT ${value}`;
  for (const k of dump.checks)
    if (k.schema === c.schema && k.table === c.table && k.column === c.name) {
      const check = definition(k.definition);
      if (check !== null) line += ` CONSTRAINT ${q(k.name)} CHECK ${check}`;
    }
  return line;
}

/** An index's key columns with their order, and its included columns. */
function indexColumns(i: MssqlIndexRow, dump: MssqlDump): { keys: string; include: string } {
  const columns = dump.indexColumns
    .filter((c) => c.schema === i.schema && c.table === i.table && c.index === i.id)
    .sort((a, b) => a.column - b.column);
  const keys = byPosition(columns.filter((c) => !c.included))
    .map((c) => `${q(c.name)} ${c.descending ? 'DESC' : 'ASC'}`)
    .join(', ');
  const include = columns
    .filter((c) => c.included)
    .map((c) => q(c.name))
    .join(', ');
  return { keys, include };
}

/** A primary key or unique constraint inside its table. */
function keyLine(i: MssqlIndexRow, dump: MssqlDump): string {
  const kind = i.primary ? 'PRIMARY KEY' : 'UNIQUE';
  return `  CONSTRAINT ${q(i.name)} ${kind} ${i.kind} (${indexColumns(i, dump).keys})`;
}

/** One table's CREATE TABLE. */
function createTable(t: MssqlDump['tables'][number], dump: MssqlDump): string {
  const mine = <T extends { schema: string; table: string }>(list: T[]): T[] =>
    list.filter((r) => r.schema === t.schema && r.table === t.name);
  const lines = [
    ...byPosition(mine(dump.columns)).map((c) => columnLine(c, dump)),
    ...mine(dump.indexes)
      .filter((i) => i.primary || i.constraint)
      .sort((a, b) => a.id - b.id)
      .map((i) => keyLine(i, dump)),
    ...mine(dump.checks).flatMap((k) => {
      const check = definition(k.definition);
      return k.column || check === null ? [] : [`  CONSTRAINT ${q(k.name)} CHECK ${check}`];
    }),
  ];
  return `CREATE TABLE ${qualified(t.schema, t.name)} (\n${lines.join(',\n')}\n);`;
}

/** An index that is not a key: CREATE [UNIQUE] CLUSTERED|NONCLUSTERED INDEX ... INCLUDE ... WHERE. */
function createIndex(i: MssqlIndexRow, dump: MssqlDump): string {
  const { keys, include } = indexColumns(i, dump);
  const filter = definition(i.filter);
  return (
    `CREATE ${i.unique ? 'UNIQUE ' : ''}${i.kind} INDEX ${q(i.name)} ON ` +
    `${qualified(i.schema, i.table)} (${keys})` +
    `${include ? ` INCLUDE (${include})` : ''}${filter ? ` WHERE ${filter}` : ''};`
  );
}

/** A foreign key added after every table exists; NO ACTION, the default, is left unsaid. */
function addForeignKey(f: MssqlDump['foreignKeys'][number], dump: MssqlDump): string {
  const columns = byPosition(
    dump.foreignKeyColumns.filter(
      (c) => c.schema === f.schema && c.table === f.table && c.key === f.name,
    ),
  );
  const actions = (['onDelete', 'onUpdate'] as const)
    .filter((a) => f[a] !== 'NO_ACTION')
    .map((a) => ` ON ${a === 'onDelete' ? 'DELETE' : 'UPDATE'} ${f[a].replace('_', ' ')}`)
    .join('');
  return (
    `ALTER TABLE ${qualified(f.schema, f.table)} ADD CONSTRAINT ${q(f.name)} FOREIGN KEY ` +
    `(${columns.map((c) => q(c.column)).join(', ')}) REFERENCES ` +
    `${qualified(f.refSchema, f.refTable)} (${columns.map((c) => q(c.refColumn)).join(', ')})${actions};`
  );
}

/** Whether a view's stored text is one statement of the batch it is written in. */
function isOneBatch(sql: string): boolean {
  try {
    const tokens = new SqlLexer(`${sql}\nGO\n`, 'mssql').run();
    return splitStatements(tokens, 'mssql').filter((s) => s.meta === undefined).length === 1;
  } catch {
    return false;
  }
}

/** An MS_Description comment on a table or view, or on one of its columns. */
function description(schema: string, kind: string, name: string, text: string, column?: string) {
  const s = (value: string) => sqlString(value, 'mssql');
  return (
    `EXEC sys.sp_addextendedproperty @name = N'MS_Description', @value = ${s(text)}, ` +
    `@level0type = N'SCHEMA', @level0name = ${s(schema)}, @level1type = N'${kind}', ` +
    `@level1name = ${s(name)}${column === undefined ? '' : `, @level2type = N'COLUMN', @level2name = ${s(column)}`};`
  );
}

/** The dump's statements, in the order they can run. */
export function mssqlStatements(dump: MssqlDump): string[] {
  const tables = [...dump.tables].sort(
    (a, b) => a.schema.localeCompare(b.schema) || a.name.localeCompare(b.name),
  );
  const aliasTypes = dump.types.map(
    (t) =>
      `CREATE TYPE ${qualified(t.schema, t.name)} FROM ` +
      `${typeText({ ...t, type: t.base })}${t.nullable ? ' NULL' : ' NOT NULL'};`,
  );
  return [
    ...dump.schemas.map((s) => `CREATE SCHEMA ${q(s.name)};`),
    ...aliasTypes,
    ...tables.map((t) => createTable(t, dump)),
    ...dump.indexes.filter((i) => !i.primary && !i.constraint).map((i) => createIndex(i, dump)),
    ...dump.foreignKeys.map((f) => addForeignKey(f, dump)),
    ...dump.views.map((v) =>
      isOneBatch(v.definition)
        ? v.definition.trim()
        : sqlCommentLine(`view ${v.schema}.${v.name} left out: its text is not one statement`),
    ),
    ...tables.flatMap((t) =>
      t.comment ? [description(t.schema, 'TABLE', t.name, t.comment)] : [],
    ),
    ...dump.columns.flatMap((c) =>
      c.comment ? [description(c.schema, 'TABLE', c.table, c.comment, c.name)] : [],
    ),
    ...dump.views.flatMap((v) =>
      v.comment ? [description(v.schema, 'VIEW', v.name, v.comment)] : [],
    ),
  ];
}
