import { MYSQL_TABLE_OPTIONS } from '../model';
import { isIntegerType } from '../sql/typeMapping';
import { mysqlPartitioning } from '../sql/plainClause';
import type { PhysicalStorage, PhysicalTable } from '../physical';
import { bareWord, sqlString } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import type { GroupedNotes } from './groupedNotes';

/** What writing a table's options needs of the writer: its dialect and where notes go. */
export interface OptionWriter {
  readonly dialect: SqlDialect;
  readonly notes: string[];
  readonly grouped: GroupedNotes;
}

/**
 * What follows CREATE TABLE's parentheses: SQLite's table options, MySQL's storage options and
 * partitioning, and MySQL's table comment; elsewhere what changes meaning is noted.
 */
export function tableOptions(table: PhysicalTable, w: OptionWriter): string {
  return (
    sqliteOptions(table, w) +
    storageOptions(table, w) +
    (table.comment && w.dialect === 'mysql' ? ` COMMENT=${sqlString(table.comment, 'mysql')}` : '')
  );
}

/**
 * SQLite's ` WITHOUT ROWID` and ` STRICT` (decision 0056); other dialects store every table by
 * its key or rowid their own way and check types always, so only WITHOUT ROWID is noted.
 */
function sqliteOptions(table: PhysicalTable, w: OptionWriter): string {
  if (w.dialect !== 'sqlite') {
    if (table.withoutRowid)
      w.grouped.add(`WITHOUT ROWID is SQLite's: ${w.dialect} has no rowid`, table.name);
    return '';
  }
  // SQLite refuses WITHOUT ROWID on a table without a primary key.
  const options = [
    ...(table.withoutRowid && table.primaryKey.length > 0 ? ['WITHOUT ROWID'] : []),
    ...(table.strict ? ['STRICT'] : []),
  ];
  return options.length > 0 ? ` ${options.join(', ')}` : '';
}

/**
 * MySQL's table options as the source gave them (` ENGINE=MyISAM AUTO_INCREMENT=42 DEFAULT
 * CHARSET=latin1 COLLATE=latin1_bin ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=8`, in SHOW CREATE
 * TABLE's order); other dialects have neither engines nor table character sets, and are noted
 * only where the meaning changes: a case-insensitive table collation, a row format, and a next
 * auto-increment value SQLite cannot start from (the others start their identity there).
 */
function storageOptions(table: PhysicalTable, w: OptionWriter): string {
  // MySQL's first auto-increment value is the table's: an identity's start where the source set none.
  const start = table.columns.find((c) => c.autoIncrement && c.identityStart !== undefined);
  const s =
    w.dialect === 'mysql' && start && table.storage?.autoIncrement === undefined
      ? { ...table.storage, autoIncrement: start.identityStart }
      : table.storage;
  if (!s) return '';
  if (w.dialect !== 'mysql') {
    foreignStorageNotes(table, s, w);
    // MSSQL's default collations ignore case as well.
    if (s.collation && /_ci$/i.test(s.collation) && w.dialect !== 'mssql')
      w.grouped.add(
        `the case-insensitive collation ${s.collation} is not kept: ${w.dialect} compares these tables' text case-sensitively`,
        table.name,
      );
    return '';
  }
  const engine = bareWord(s.engine);
  const charset = bareWord(s.charset);
  const collation = bareWord(s.collation);
  const rowFormat = bareWord(s.rowFormat);
  return (
    (engine ? ` ENGINE=${engine}` : '') +
    (s.autoIncrement !== undefined ? ` AUTO_INCREMENT=${s.autoIncrement}` : '') +
    (charset ? ` DEFAULT CHARSET=${charset}` : '') +
    (collation ? ` COLLATE=${collation}` : '') +
    (rowFormat ? ` ROW_FORMAT=${rowFormat}` : '') +
    (s.keyBlockSize !== undefined ? ` KEY_BLOCK_SIZE=${s.keyBlockSize}` : '') +
    (s.options && MYSQL_TABLE_OPTIONS.test(s.options) ? ` ${s.options}` : '') +
    (s.systemVersioning ? ' WITH SYSTEM VERSIONING' : '') +
    partitioning(table, s.partitioning, w)
  );
}

/** MySQL's partitioning clause on a line of its own, or '' (noted when it is not one clause). */
function partitioning(table: PhysicalTable, clause: string | undefined, w: OptionWriter): string {
  if (!clause) return '';
  const written = mysqlPartitioning(clause);
  if (written === null)
    w.notes.push(
      `${table.name}: the partitioning is not written: it is not one PARTITION BY clause`,
    );
  return written === null ? '' : `\n${written}`;
}

/** Notes MySQL's row format, key block size and (in SQLite) next auto-increment value, which another dialect leaves out. */
function foreignStorageNotes(table: PhysicalTable, s: PhysicalStorage, w: OptionWriter): void {
  if (s.rowFormat)
    w.grouped.add(`ROW_FORMAT=${s.rowFormat} is MySQL's: ${w.dialect} has none`, table.name);
  if (s.partitioning)
    w.grouped.add(`the table is not partitioned: MySQL's partitioning is its own`, table.name);
  if (s.keyBlockSize !== undefined)
    w.grouped.add(`KEY_BLOCK_SIZE=${s.keyBlockSize} is MySQL's: ${w.dialect} has none`, table.name);
  if (s.options) w.grouped.add(`MySQL's table options ${s.options} are its own`, table.name);
  if (s.systemVersioning)
    w.grouped.add(
      `the table keeps no row history: WITH SYSTEM VERSIONING is MariaDB's`,
      table.name,
    );
  const auto = table.columns.some((c) => c.autoIncrement && isIntegerType(c.type));
  if (s.autoIncrement !== undefined && auto && w.dialect === 'sqlite')
    w.notes.push(
      `${table.name}: AUTO_INCREMENT=${s.autoIncrement} is not kept: SQLite's AUTOINCREMENT starts after the highest rowid`,
    );
}
