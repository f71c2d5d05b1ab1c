/**
 * Changes of a kept table that are neither columns nor constraints (issue 37, decision 0056):
 * table and column comments, identity (auto-increment) added or removed, MySQL's storage
 * (engine, character set, collation), and PostgreSQL's partitioning and inheritance, which no
 * ALTER TABLE changes (the table is rebuilt).
 */
import { bareWord, sqlCommentLine, sqlString } from '../quoting';
import { collationFor } from '../generate/collation';
import type { SqlWriter } from '../generate/sqlWriter';
import type { PhysicalColumn, PhysicalTable } from '../physical';
import { isSerialType } from '../sql/typeMapping';
import { columnChanged, type TablePair } from './matchSchemas';
import type { PhasedStatements } from './phases';

/** A note in the script (a SQL comment line every engine reads as nothing). */
const note = (text: string): string => sqlCommentLine(`Note: ${text}`);

/** Whether a table's partitioning or inheritance changed (PostgreSQL alters neither in place). */
export function partitioningChanged(pair: TablePair): boolean {
  const shape = (t: PhysicalTable) =>
    JSON.stringify([t.partitionBy ?? '', t.partitionOf ?? null, t.inherits ?? []]);
  return shape(pair.before) !== shape(pair.after);
}

/**
 * Whether SQLite's WITHOUT ROWID, STRICT or a constraint's ON CONFLICT changed (no ALTER TABLE
 * changes them: a rebuild).
 */
export function sqliteOptionsChanged(pair: TablePair): boolean {
  return (
    !!pair.before.withoutRowid !== !!pair.after.withoutRowid ||
    !!pair.before.strict !== !!pair.after.strict ||
    conflicts(pair.before) !== conflicts(pair.after)
  );
}

/** A table's SQLite conflict clauses, by the constraint they belong to. */
const conflicts = (t: PhysicalTable): string =>
  JSON.stringify([
    t.primaryKeyOnConflict ?? '',
    t.columns.flatMap((c) => (c.onConflict ? [[c.name.toLowerCase(), c.onConflict]] : [])),
    (t.uniques ?? []).flatMap((u) => (u.onConflict ? [[u.columns.join(), u.onConflict]] : [])),
  ]);

/** The note a rebuild for a partitioning change carries. */
export function partitioningNote(pair: TablePair): string {
  return note(
    `${pair.after.name} changes its partitioning or inheritance, which ALTER TABLE cannot change: the table is rebuilt`,
  );
}

/** COMMENT ON (PostgreSQL), ALTER TABLE ... COMMENT (MySQL), extended properties (MSSQL). */
function tableComment(w: SqlWriter, table: PhysicalTable, before?: string): string[] {
  const ref = w.ref(table.name, table.schema);
  const text = table.comment ?? '';
  switch (w.dialect) {
    case 'postgresql':
      return [`COMMENT ON TABLE ${ref} IS ${text ? sqlString(text, 'postgresql') : 'NULL'};`];
    case 'mysql':
      return [`ALTER TABLE ${ref} COMMENT = ${sqlString(text, 'mysql')};`];
    case 'mssql':
      return mssqlComment(table, before, text);
    case 'sqlite':
      return [note(`SQLite keeps no comments: the comment of ${table.name} is not written`)];
  }
}

/** MSSQL's MS_Description extended property: dropped, then added when there is a text. */
function mssqlComment(
  table: PhysicalTable,
  before: string | undefined,
  text: string,
  column?: string,
): string[] {
  const n = (s: string) => sqlString(s, 'mssql');
  const level = `@level0type = N'SCHEMA', @level0name = ${n(table.schema || 'dbo')}, @level1type = N'TABLE', @level1name = ${n(table.name)}${column === undefined ? '' : `, @level2type = N'COLUMN', @level2name = ${n(column)}`}`;
  return [
    ...(before ? [`EXEC sp_dropextendedproperty @name = N'MS_Description', ${level};`] : []),
    ...(text
      ? [`EXEC sp_addextendedproperty @name = N'MS_Description', @value = ${n(text)}, ${level};`]
      : []),
  ];
}

/** A column's comment in the dialect (MySQL: its whole definition again, with the comment). */
function columnComment(
  w: SqlWriter,
  table: PhysicalTable,
  before: PhysicalColumn,
  after: PhysicalColumn,
): string[] {
  const ref = w.ref(table.name, table.schema);
  const text = after.comment ?? '';
  switch (w.dialect) {
    case 'postgresql':
      return [
        `COMMENT ON COLUMN ${ref}.${w.q(after.name)} IS ${text ? sqlString(text, 'postgresql') : 'NULL'};`,
      ];
    case 'mysql': {
      const plain = { ...after, unique: false };
      const auto = w.autoIncrementColumns(table);
      if (auto.has(after)) auto.add(plain);
      return [`ALTER TABLE ${ref} MODIFY COLUMN ${w.columnDefinition(table, plain, auto)};`];
    }
    case 'mssql':
      return mssqlComment(table, before.comment, text, after.name);
    case 'sqlite':
      return [
        note(`SQLite keeps no comments: the comment of ${table.name}.${after.name} is not written`),
      ];
  }
}

/**
 * PostgreSQL's identity added to or removed from a column: a default goes first (an identity has
 * none), the column becomes NOT NULL (identity columns are), and the sequence starts past the
 * values the table holds.
 */
function postgresIdentity(w: SqlWriter, table: PhysicalTable, c: PhysicalColumn): string[] {
  const ref = w.ref(table.name, table.schema);
  const at = `ALTER TABLE ${ref} ALTER COLUMN ${w.q(c.name)}`;
  if (!c.autoIncrement) return [`${at} DROP IDENTITY IF EXISTS;`];
  const lit = (s: string) => sqlString(s, 'postgresql');
  return [
    `${at} DROP DEFAULT;`,
    `${at} SET NOT NULL;`,
    `${at} ADD GENERATED ${c.identityGeneration ?? 'BY DEFAULT'} AS IDENTITY;`,
    `SELECT setval(pg_get_serial_sequence(${lit(ref)}, ${lit(c.name)}), COALESCE(MAX(${w.q(c.name)}), 0) + 1, false) FROM ${ref};`,
  ];
}

/**
 * An identity's first value or step changed: PostgreSQL sets them on its sequence (the next value
 * stays where it is), MySQL's next value is the table's AUTO_INCREMENT; SQL Server alters neither
 * seed nor increment in place, and SQLite has neither (noted).
 */
function identityOptions(
  w: SqlWriter,
  table: PhysicalTable,
  before: PhysicalColumn,
  after: PhysicalColumn,
): string[] {
  const [start, step] = [after.identityStart ?? 1, after.identityIncrement ?? 1];
  const startChanged = (before.identityStart ?? 1) !== start;
  const stepChanged = (before.identityIncrement ?? 1) !== step;
  if (!startChanged && !stepChanged) return [];
  const ref = w.ref(table.name, table.schema);
  const where = `${table.name}.${after.name}`;
  switch (w.dialect) {
    case 'postgresql':
      return [
        `ALTER TABLE ${ref} ALTER COLUMN ${w.q(after.name)}${startChanged ? ` SET START WITH ${start}` : ''}${stepChanged ? ` SET INCREMENT BY ${step}` : ''};`,
      ];
    case 'mysql':
      return [
        ...(startChanged ? [`ALTER TABLE ${ref} AUTO_INCREMENT = ${start};`] : []),
        ...(stepChanged
          ? [note(`MySQL steps every auto-increment alike: ${where} keeps its step`)]
          : []),
      ];
    case 'mssql':
      return [
        note(
          `SQL Server alters no identity's seed or increment: ${where} keeps them (rebuild the table to change them)`,
        ),
      ];
    case 'sqlite':
      return [note(`SQLite's AUTOINCREMENT has no start or step: ${where} is unchanged`)];
  }
}

/** PostgreSQL's collation of a column: its type again with the collation (the default one when none). */
function postgresCollation(w: SqlWriter, table: PhysicalTable, c: PhysicalColumn): string[] {
  const collation = collationFor(c.collation, 'postgresql');
  if (collation.note) w.notes.push(`${table.name}.${c.name}: ${collation.note}`);
  const type = w.typeOf(c, table);
  const at = `ALTER TABLE ${w.ref(table.name, table.schema)} ALTER COLUMN ${w.q(c.name)}`;
  return [`${at} TYPE ${type} COLLATE ${collation.sql ?? '"default"'};`];
}

/**
 * PostgreSQL names a serial column's sequence after its table and column (`t_id_seq`) and keeps
 * the name when either is renamed: the sequence is renamed with them, as a new table would have it.
 */
function serialSequences(w: SqlWriter, pair: TablePair): string[] {
  return pair.columns.flatMap(({ before, after }) => {
    if (!isSerialType(after.type) || !isSerialType(before.type)) return [];
    const [from, to] = [
      `${pair.before.name}_${before.name}_seq`,
      `${pair.after.name}_${after.name}_seq`,
    ];
    return from === to || to.length > 63
      ? []
      : [`ALTER SEQUENCE ${w.ref(from, pair.after.schema)} RENAME TO ${w.q(to)};`];
  });
}

/** MySQL's storage options that changed: ENGINE=, then CONVERT TO CHARACTER SET ... COLLATE. */
function mysqlStorage(w: SqlWriter, pair: TablePair): string[] {
  const [b, a] = [pair.before.storage ?? {}, pair.after.storage ?? {}];
  const ref = w.ref(pair.after.name, pair.after.schema);
  const out: string[] = [];
  const engine = bareWord(a.engine);
  if ((a.engine ?? '') !== (b.engine ?? '') && engine)
    out.push(`ALTER TABLE ${ref} ENGINE=${engine};`);
  const charset = bareWord(a.charset);
  const collation = bareWord(a.collation);
  if (
    ((a.charset ?? '') !== (b.charset ?? '') || (a.collation ?? '') !== (b.collation ?? '')) &&
    (charset || collation)
  ) {
    out.push(
      charset
        ? `ALTER TABLE ${ref} CONVERT TO CHARACTER SET ${charset}${collation ? ` COLLATE ${collation}` : ''};`
        : `ALTER TABLE ${ref} COLLATE ${collation};`,
    );
    // CONVERT changes every text column: those with a collation or character set of their own
    // get it back, as a new table would have them.
    if (charset)
      for (const c of pair.after.columns.filter((x) => x.collation || x.charset)) {
        const auto = w.autoIncrementColumns(pair.after);
        const plain = { ...c, unique: false };
        if (auto.has(c)) auto.add(plain);
        out.push(
          `ALTER TABLE ${ref} MODIFY COLUMN ${w.columnDefinition(pair.after, plain, auto)};`,
        );
      }
  }
  return out;
}

/** Whether the storage options differ (only MySQL writes them). */
export function storageChanged(pair: TablePair): boolean {
  const s = (t: PhysicalTable) =>
    JSON.stringify([t.storage?.engine ?? '', t.storage?.charset ?? '', t.storage?.collation ?? '']);
  return s(pair.before) !== s(pair.after);
}

/**
 * Statements for a kept table's comments, identity and storage. `rebuilt` tables got all of it in
 * their CREATE TABLE; `altered` column definitions (MySQL's MODIFY COLUMN) carry their comment.
 */
export function diffTableProperties(w: SqlWriter, pair: TablePair, out: PhasedStatements): void {
  const { before, after } = pair;
  if ((before.comment ?? '') !== (after.comment ?? ''))
    out.add('addConstraints', tableComment(w, after, before.comment));
  for (const c of pair.columns) {
    const modified = w.dialect === 'mysql' && columnChanged(c.before, c.after, w.dialect);
    if ((c.before.comment ?? '') !== (c.after.comment ?? '') && !modified)
      out.add('addConstraints', columnComment(w, after, c.before, c.after));
    if (w.dialect === 'postgresql' && c.before.autoIncrement !== c.after.autoIncrement)
      out.add('alterTables', postgresIdentity(w, after, c.after));
    else if (c.before.autoIncrement && c.after.autoIncrement)
      out.add('alterTables', identityOptions(w, after, c.before, c.after));
    if (w.dialect === 'postgresql' && (c.before.collation ?? '') !== (c.after.collation ?? ''))
      out.add('alterTables', postgresCollation(w, after, c.after));
  }
  // MySQL's ADD COLUMN and SQLite's carry an added column's comment; these two comment apart.
  if (w.dialect === 'postgresql' || w.dialect === 'mssql')
    for (const c of pair.added.filter((a) => a.comment))
      out.add('addConstraints', columnComment(w, after, { ...c, comment: undefined }, c));
  if (w.dialect === 'postgresql') out.add('renames', serialSequences(w, pair));
  if (w.dialect === 'mysql' && storageChanged(pair)) out.add('alterTables', mysqlStorage(w, pair));
}
