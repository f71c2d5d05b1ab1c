/**
 * A MySQL / MariaDB dump's tables written back as SHOW CREATE TABLE writes them: columns, keys,
 * indexes, foreign keys and checks inside, storage options after.
 */
import { bareWord, quoteAlways, sqlString } from '../quoting';
import type {
  MysqlCheckRow,
  MysqlColumnRow,
  MysqlDump,
  MysqlForeignKeyRow,
  MysqlIndexRow,
  MysqlPartitionRow,
  MysqlTableRow,
} from './mysqlDump';
import { standsAlone } from './sqlText';

// Every name in backquotes, as SHOW CREATE TABLE writes them.
const q = (name: string): string => quoteAlways(name, 'mysql');
const names = (list: string[]): string => list.map(q).join(', ');

/** Whether the server is MariaDB, whose catalog spells defaults differently from MySQL's. */
export const isMariadb = (dump: MysqlDump): boolean => /mariadb/i.test(dump.version);

/** Rows grouped by a key, each group in the order of `seq`. */
function grouped<T>(rows: T[], key: (r: T) => string, seq: (r: T) => number): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of [...rows].sort((a, b) => seq(a) - seq(b)))
    out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** Groups of rows (an index's, a foreign key's) by the table they belong to. */
function byTable<T extends { table: string }>(groups: Map<string, T[]>): Map<string, T[][]> {
  const out = new Map<string, T[][]>();
  for (const rows of groups.values()) {
    const table = rows[0]?.table ?? '';
    out.set(table, [...(out.get(table) ?? []), rows]);
  }
  return out;
}

/** The parts of a dump that belong to one table. */
interface TableParts {
  table: MysqlTableRow;
  columns: MysqlColumnRow[];
  indexes: MysqlIndexRow[][];
  foreignKeys: MysqlForeignKeyRow[][];
  checks: MysqlCheckRow[];
  partitions: MysqlPartitionRow[];
}

const NUMERIC =
  /^(tinyint|smallint|mediumint|int|integer|bigint|decimal|numeric|float|double|real)\b/i;
const NUMBER = /^[-+]?\d+(\.\d+)?(e[-+]?\d+)?$/i;
const NOW = /^(current_timestamp|now|localtime|localtimestamp)(\(\d*\))?$/i;

/**
 * MySQL 8 writes the quotes of a string inside an expression it stores as `\'` (a generated
 * column's, a check's, a default's): undone so that the text is SQL again.
 */
const mysqlExpression = (sql: string, mariadb: boolean): string =>
  mariadb ? sql : sql.replace(/\\'/g, "'");

/**
 * A column's DEFAULT clause. MariaDB's catalog holds it as SQL (literals quoted, NULL as the word,
 * expressions as text); MySQL 8's holds a literal's value bare and marks an expression
 * DEFAULT_GENERATED.
 */
function defaultClause(c: MysqlColumnRow, mariadb: boolean): string {
  const value = c.default;
  if (value === null || value === undefined || value === 'NULL') return '';
  const generated = /DEFAULT_GENERATED/i.test(c.extra ?? '');
  let sql: string;
  // MariaDB pads a BINARY(n) default with NULs (`''` reads back `'\0\0\0\0'`), which the type
  // adds itself: the default as written, which another engine's bytes take as it is.
  if (mariadb) sql = /^binary\(/i.test(c.type) ? value.replace(/(?:\\0)+'$/, "'") : value;
  else if (generated) sql = NOW.test(value) ? value : `(${mysqlExpression(value, mariadb)})`;
  else if ((NUMERIC.test(c.type) && NUMBER.test(value)) || /^b'[01]*'$/.test(value)) sql = value;
  else sql = sqlString(value, 'mysql');
  return standsAlone(sql, 'mysql') ? ` DEFAULT ${sql}` : '';
}

/** A column's character set and collation, written where they differ from the table's. */
function columnCollation(c: MysqlColumnRow, table: MysqlTableRow): string {
  const charset = bareWord(c.charset ?? undefined);
  const collation = bareWord(c.collation ?? undefined);
  if (charset !== undefined && charset !== table.charset)
    return ` CHARACTER SET ${charset}${collation ? ` COLLATE ${collation}` : ''}`;
  return collation !== undefined && collation !== table.collation ? ` COLLATE ${collation}` : '';
}

/** One column's definition, with its column-level check (MariaDB's) when it has one. */
function columnLine(c: MysqlColumnRow, parts: TableParts, mariadb: boolean): string {
  const extra = c.extra ?? '';
  const stored = /\b(VIRTUAL|STORED|PERSISTENT) GENERATED\b/i.exec(extra)?.[1]?.toUpperCase();
  const expression = stored && c.generation ? mysqlExpression(c.generation, mariadb) : undefined;
  let line = `  ${q(c.name)} ${c.type}${columnCollation(c, parts.table)}`;
  if (expression !== undefined && standsAlone(expression, 'mysql'))
    line += ` GENERATED ALWAYS AS (${expression}) ${stored === 'VIRTUAL' ? 'VIRTUAL' : 'STORED'}`;
  // MariaDB refuses NULL and NOT NULL on a generated column.
  if (expression === undefined || !mariadb) {
    if (c.nullable === 'NO') line += ' NOT NULL';
    else if (/^timestamp/i.test(c.type)) line += ' NULL';
  }
  if (expression === undefined) line += defaultClause(c, mariadb);
  const onUpdate = /\bon update (\S+)/i.exec(extra)?.[1];
  if (onUpdate !== undefined && NOW.test(onUpdate)) line += ` ON UPDATE ${onUpdate}`;
  if (/\bauto_increment\b/i.test(extra)) line += ' AUTO_INCREMENT';
  if (c.comment) line += ` COMMENT ${sqlString(c.comment, 'mysql')}`;
  const check = parts.checks.find((k) => k.level === 'Column' && k.name === c.name);
  const clause = check ? mysqlExpression(check.clause, mariadb) : '';
  if (standsAlone(clause, 'mysql')) line += ` CHECK (${clause})`;
  return line;
}

/** One part of an index: a column with its prefix length and order, or an expression (MySQL 8). */
function indexPart(r: MysqlIndexRow, mariadb: boolean): string | null {
  const order = r.order === 'D' ? ' DESC' : '';
  if (r.column) return `${q(r.column)}${r.subPart ? `(${r.subPart})` : ''}${order}`;
  const expression = r.expression ? mysqlExpression(r.expression, mariadb) : '';
  return standsAlone(expression, 'mysql') ? `(${expression})${order}` : null;
}

/** An index's line: PRIMARY KEY, UNIQUE KEY, FULLTEXT KEY, SPATIAL KEY or KEY. */
function indexLine(rows: MysqlIndexRow[], table: MysqlTableRow, mariadb: boolean): string | null {
  const [first] = rows;
  const parts = rows.map((r) => indexPart(r, mariadb));
  if (!first || parts.includes(null)) return null;
  const list = `(${parts.join(',')})`;
  if (first.name === 'PRIMARY') return `  PRIMARY KEY ${list}`;
  const type = (first.type ?? '').toUpperCase();
  const kind =
    type === 'FULLTEXT' || type === 'SPATIAL'
      ? `${type} KEY`
      : Number(first.nonUnique) === 0
        ? 'UNIQUE KEY'
        : 'KEY';
  // An index's method is written where it is not the engine's own (HASH is MEMORY's).
  const memory = /^(MEMORY|HEAP)$/i.test(table.engine ?? '');
  const using =
    (type === 'HASH' && !memory) || (type === 'BTREE' && memory) ? ` USING ${type}` : '';
  const comment = first.comment ? ` COMMENT ${sqlString(first.comment, 'mysql')}` : '';
  return `  ${kind} ${q(first.name)} ${list}${using}${comment}`;
}

/** A foreign key's line; RESTRICT, the default, is left unsaid as SHOW CREATE TABLE does. */
function foreignKeyLine(rows: MysqlForeignKeyRow[], database: string): string {
  const [first] = rows as [MysqlForeignKeyRow];
  const schema = first.refSchema && first.refSchema !== database ? `${q(first.refSchema)}.` : '';
  const actions = (['onDelete', 'onUpdate'] as const)
    .filter((a) => first[a] !== 'RESTRICT')
    .map((a) => ` ON ${a === 'onDelete' ? 'DELETE' : 'UPDATE'} ${first[a]}`)
    .join('');
  return (
    `  CONSTRAINT ${q(first.name)} FOREIGN KEY (${names(rows.map((r) => r.column))})` +
    ` REFERENCES ${schema}${q(first.refTable)} (${names(rows.map((r) => r.refColumn))})${actions}`
  );
}

/** The table's options after its body: engine, character set, collation, row format, comment. */
function tableOptions(t: MysqlTableRow): string {
  const options: string[] = [];
  const engine = bareWord(t.engine ?? undefined);
  const charset = bareWord(t.charset ?? undefined);
  const collation = bareWord(t.collation ?? undefined);
  if (engine) options.push(`ENGINE=${engine}`);
  if (charset) options.push(`DEFAULT CHARSET=${charset}`);
  if (collation) options.push(`COLLATE=${collation}`);
  const rowFormat = bareWord(/\brow_format=(\w+)/i.exec(t.options ?? '')?.[1]);
  if (rowFormat) options.push(`ROW_FORMAT=${rowFormat.toUpperCase()}`);
  if (t.comment) options.push(`COMMENT=${sqlString(t.comment, 'mysql')}`);
  return options.join(' ');
}

/** One table's CREATE TABLE statement; what cannot be written safely becomes a note. */
function createTable(parts: TableParts, dump: MysqlDump): string {
  const mariadb = isMariadb(dump);
  const lines = [
    ...parts.columns.map((c) => columnLine(c, parts, mariadb)),
    ...parts.indexes.map((rows) => indexLine(rows, parts.table, mariadb)),
    ...parts.foreignKeys.map((rows) => foreignKeyLine(rows, dump.database)),
    ...parts.checks
      .filter((k) => k.level !== 'Column')
      .map((k) => [k.name, mysqlExpression(k.clause, mariadb)] as const)
      .filter(([, clause]) => standsAlone(clause, 'mysql'))
      .map(([name, clause]) => `  CONSTRAINT ${q(name)} CHECK (${clause})`),
  ].filter((line): line is string => line !== null);
  const partitioning = partitionClause(parts.partitions);
  return `CREATE TABLE ${q(parts.table.name)} (\n${lines.join(',\n')}\n) ${tableOptions(parts.table)}${partitioning ? `\n${partitioning}` : ''};`;
}

/**
 * A partitioned table's `PARTITION BY` clause, each partition named with its bound, rebuilt from
 * information_schema.PARTITIONS; null for none, for MariaDB's SYSTEM_TIME partitions (of
 * system-versioned tables, not read), or when a dump's expression or bound is not one piece of SQL.
 */
function partitionClause(rows: readonly MysqlPartitionRow[]): string | null {
  const sorted = [...rows].sort(
    (a, b) => a.position - b.position || (a.subPosition ?? 0) - (b.subPosition ?? 0),
  );
  const first = sorted[0];
  const method = first?.method?.toUpperCase() ?? '';
  if (!first || !/^(LINEAR )?(RANGE|LIST|HASH|KEY)( COLUMNS)?$/.test(method)) return null;
  const texts = [
    first.expression ?? '',
    first.subExpression ?? '',
    ...sorted.map((r) => r.description ?? ''),
  ];
  if (texts.some((t) => t !== '' && !standsAlone(t, 'mysql'))) return null;
  const names = [...new Set(sorted.map((r) => r.name))];
  const subpartitions = sorted.filter((r) => r.name === first.name).length;
  const sub =
    first.subMethod && /^(LINEAR )?(HASH|KEY)$/i.test(first.subMethod)
      ? ` SUBPARTITION BY ${first.subMethod.toUpperCase()} (${first.subExpression ?? ''}) SUBPARTITIONS ${subpartitions}`
      : '';
  const bound = (description: string | null | undefined): string => {
    if (description == null) return '';
    if (method.startsWith('LIST')) return ` VALUES IN (${description})`;
    return method === 'RANGE' && /^MAXVALUE$/i.test(description)
      ? ' VALUES LESS THAN MAXVALUE'
      : ` VALUES LESS THAN (${description})`;
  };
  const partitions = names.map((name) => {
    const row = sorted.find((r) => r.name === name);
    return `PARTITION ${q(name)}${method.includes('HASH') || method.includes('KEY') ? '' : bound(row?.description)}`;
  });
  return `PARTITION BY ${method} (${first.expression ?? ''})${sub} (${partitions.join(', ')})`;
}

/**
 * Whether an index is the one the server made for a foreign key that had none: it carries the
 * key's name and columns. The server makes it again for the key, so the model leaves it out, as a
 * design that never named it would.
 */
function madeForForeignKey(index: MysqlIndexRow[], foreignKeys: MysqlForeignKeyRow[][]): boolean {
  const [first] = index;
  const key = foreignKeys.find((rows) => rows[0]?.name === first?.name);
  return (
    key !== undefined &&
    Number(first?.nonUnique) === 1 &&
    index.length === key.length &&
    index.every((part, i) => !part.subPart && part.column === key[i]?.column)
  );
}

/** Every table of a dump as CREATE TABLE statements, in name order. */
export function mysqlTables(dump: MysqlDump): string[] {
  const columns = grouped(
    dump.columns,
    (r) => r.table,
    (r) => r.position,
  );
  const indexes = byTable(
    grouped(
      dump.indexes,
      (r) => `${r.table}\0${r.name}`,
      (r) => r.seq,
    ),
  );
  const foreignKeys = byTable(
    grouped(
      dump.foreignKeys,
      (r) => `${r.table}\0${r.name}`,
      (r) => r.seq,
    ),
  );
  return [...dump.tables]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((table) => {
      const keys = foreignKeys.get(table.name) ?? [];
      return createTable(
        {
          table,
          columns: columns.get(table.name) ?? [],
          indexes: (indexes.get(table.name) ?? [])
            .filter((index) => !madeForForeignKey(index, keys))
            .sort((a, b) => (a[0]?.name === 'PRIMARY' ? -1 : b[0]?.name === 'PRIMARY' ? 1 : 0)),
          foreignKeys: keys,
          checks: dump.checks.filter((k) => k.table === table.name),
          partitions: dump.partitions.filter((p) => p.table === table.name),
        },
        dump,
      );
    });
}
