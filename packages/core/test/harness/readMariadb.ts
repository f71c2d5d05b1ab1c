import mysql from 'mysql2/promise';
import type { Engine } from '../engines';
import { emptyCatalog, text as str, withColumnOrder, type Catalog } from '../fidelity/catalog';

type Row = Record<string, unknown>;

/**
 * The parts of the catalog query for a database (a quoted literal): each gives its rows as one
 * JSON array, in a column of its own, since MariaDB nests a sub-query's JSON as a string.
 */
const catalogParts = (db: string) => ({
  tables: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'cm', TABLE_COMMENT, 'coll', TABLE_COLLATION,
       'en', ENGINE, 'op', CREATE_OPTIONS, 'ty', TABLE_TYPE))
     FROM information_schema.TABLES WHERE TABLE_SCHEMA = ${db}
       AND TABLE_TYPE IN ('BASE TABLE', 'SYSTEM VERSIONED')`,
  columns: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'col', COLUMN_NAME, 'ty', COLUMN_TYPE,
       'nl', IS_NULLABLE, 'df', COLUMN_DEFAULT, 'ex', EXTRA, 'gen', GENERATION_EXPRESSION,
       'coll', COLLATION_NAME, 'cs', CHARACTER_SET_NAME, 'cm', COLUMN_COMMENT) ORDER BY TABLE_NAME, ORDINAL_POSITION)
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ${db}`,
  foreignKeys: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', k.TABLE_NAME, 'nm', k.CONSTRAINT_NAME,
       'col', k.COLUMN_NAME, 'rt', k.REFERENCED_TABLE_NAME, 'rc', k.REFERENCED_COLUMN_NAME,
       'del', r.DELETE_RULE, 'upd', r.UPDATE_RULE) ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION)
     FROM information_schema.KEY_COLUMN_USAGE k JOIN information_schema.REFERENTIAL_CONSTRAINTS r
       ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
     WHERE k.TABLE_SCHEMA = ${db}`,
  uniques: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'nm', CONSTRAINT_NAME))
     FROM information_schema.TABLE_CONSTRAINTS WHERE TABLE_SCHEMA = ${db} AND CONSTRAINT_TYPE = 'UNIQUE'`,
  indexes: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'nm', INDEX_NAME, 'nu', NON_UNIQUE,
       'col', COLUMN_NAME, 'sp', SUB_PART, 'dir', COLLATION, 'm', INDEX_TYPE,
       'cm', INDEX_COMMENT) ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX)
     FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ${db}`,
  checks: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'nm', CONSTRAINT_NAME, 'ex', CHECK_CLAUSE))
     FROM information_schema.CHECK_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = ${db}`,
  // A partitioned table's partitions (and subpartitions), with their method, expression and bound.
  partitions: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'p', PARTITION_NAME, 'sp', SUBPARTITION_NAME,
       'm', PARTITION_METHOD, 'ex', PARTITION_EXPRESSION, 'sm', SUBPARTITION_METHOD,
       'sx', SUBPARTITION_EXPRESSION, 'd', PARTITION_DESCRIPTION)
       ORDER BY TABLE_NAME, PARTITION_ORDINAL_POSITION, SUBPARTITION_ORDINAL_POSITION)
     FROM information_schema.PARTITIONS WHERE TABLE_SCHEMA = ${db} AND PARTITION_NAME IS NOT NULL`,
  views: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', TABLE_NAME, 'def', VIEW_DEFINITION, 'al', ALGORITHM))
     FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ${db}`,
  routines: `SELECT JSON_ARRAYAGG(JSON_OBJECT('t', t, 'k', k)) FROM (
       SELECT ROUTINE_NAME t, CONCAT_WS(' ', LOWER(ROUTINE_TYPE), DTD_IDENTIFIER, ROUTINE_DEFINITION) k
         FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ${db}
       UNION ALL SELECT CONCAT(EVENT_OBJECT_TABLE, '.', TRIGGER_NAME),
         CONCAT_WS(' ', 'trigger', ACTION_TIMING, EVENT_MANIPULATION, ACTION_STATEMENT)
         FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ${db}
       UNION ALL SELECT EVENT_NAME, CONCAT_WS(' ', 'event', EVENT_DEFINITION) FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ${db}
       UNION ALL SELECT TABLE_NAME, 'sequence' FROM information_schema.TABLES WHERE TABLE_SCHEMA = ${db} AND TABLE_TYPE = 'SEQUENCE') u`,
});
type Part = keyof ReturnType<typeof catalogParts>;

/**
 * The whole catalog in one query, one row of JSON arrays. MariaDB's JSON_ARRAYAGG is bounded by
 * group_concat_max_len, raised to its maximum for this statement only so that a large schema's
 * array is not cut (SET STATEMENT and an ordered JSON_ARRAYAGG are MariaDB's, not MySQL's).
 */
const catalogQuery = (db: string): string =>
  `SET STATEMENT group_concat_max_len = 1073741824 FOR SELECT ${Object.entries(catalogParts(db))
    .map(([part, sql]) => `(${sql}) ${part}`)
    .join(',\n')}`;

/**
 * Text the engine qualified with the throwaway database's name (views, routines), with that name
 * taken out so two databases compare.
 */
const unqualified = (text: string, database: string): string =>
  text.replaceAll(`\`${database}\`.`, '').replaceAll(`${database}.`, '');

/** Groups rows by a key, keeping their order. */
function groupBy(rows: Row[], key: (r: Row) => string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** Reads a MariaDB database's catalog in one query (see fidelity/catalog.ts for the shape). */
export async function readMariadb(engine: Engine): Promise<Catalog> {
  const c = emptyCatalog();
  const db = engine.database;
  const [result] = await engine.rows(catalogQuery(mysql.escape(db)));
  // An aggregate over no rows is NULL.
  const rows = (part: Part): Row[] => JSON.parse(str(result?.[part]) || '[]') as Row[];

  const tables = rows('tables');
  const tableCollation = new Map(tables.map((r) => [str(r.t), str(r.coll)]));
  for (const r of tables) {
    c.tables.push({ schema: null, name: str(r.t), value: '' });
    // The table's storage: its engine, collation (which names its default character set) and
    // other options (row format, statistics, checksums; partitioning is compared apart).
    const options = str(r.op)
      .split(/\s+/)
      .filter((o) => o !== '' && o !== 'partitioned')
      .sort()
      .join(' ');
    c.tableOptions.push({
      schema: null,
      name: str(r.t),
      value: `ENGINE=${str(r.en)} COLLATE=${str(r.coll)}${options ? ` ${options}` : ''}${r.ty === 'SYSTEM VERSIONED' ? ' WITH SYSTEM VERSIONING' : ''}`,
    });
    if (str(r.cm) !== '') c.comments.push({ schema: null, name: str(r.t), value: str(r.cm) });
  }

  // MariaDB's JSON type is LONGTEXT with a check json_valid(`col`) named after the column: read as
  // the json column it was declared as.
  const jsonColumns = new Set(
    rows('checks')
      .filter((r) => str(r.ex) === `json_valid(\`${str(r.nm)}\`)`)
      .map((r) => `${str(r.t)}.${str(r.nm)}`),
  );
  for (const r of rows('columns')) {
    if (!tableCollation.has(str(r.t))) continue;
    const item = { schema: null, name: str(r.t), sub: str(r.col) };
    const extra = str(r.ex).toLowerCase();
    // An INVISIBLE column (left out of SELECT *) is another column to its readers.
    const invisible = /\binvisible\b/.test(extra) ? ' INVISIBLE' : '';
    const json = str(r.ty) === 'longtext' && jsonColumns.has(`${str(r.t)}.${str(r.col)}`);
    c.columns.push({ ...item, value: `${json ? 'json' : str(r.ty)}${invisible}` });
    c.nullability.push({ ...item, value: r.nl === 'YES' ? 'NULL' : 'NOT NULL' });
    const onUpdate = /on update (.*)$/.exec(extra)?.[1];
    const generated = /(virtual|stored) generated/.exec(extra)?.[1];
    const parts = generated
      ? [`GENERATED ALWAYS AS (${str(r.gen)}) ${generated.toUpperCase()}`]
      : [
          r.df === null || r.df === 'NULL' ? '' : str(r.df),
          onUpdate ? `ON UPDATE ${onUpdate}` : '',
        ];
    // DEFAULT NULL is what a nullable column has without one: listed only when it says more.
    const value = parts.filter(Boolean).join(' ');
    if (value !== '') c.defaults.push({ ...item, value });
    if (extra.includes('auto_increment')) c.identity.push({ ...item, value: 'AUTO_INCREMENT' });
    // A column's character set shows in its collation (latin1_swedish_ci), listed where it
    // differs from the table's.
    if (r.coll !== null && r.coll !== tableCollation.get(str(r.t)))
      c.collations.push({ ...item, value: `${str(r.coll)} (${str(r.cs)})` });
    if (str(r.cm) !== '') c.comments.push({ ...item, value: str(r.cm) });
  }

  const fkNames = new Set<string>();
  for (const [, fk] of groupBy(rows('foreignKeys'), (r) => `${str(r.t)}.${str(r.nm)}`)) {
    const [f] = fk as [Row];
    fkNames.add(`${str(f.t)}.${str(f.nm)}`);
    c.foreignKeys.push({
      schema: null,
      name: str(f.t),
      sub: `(${fk.map((r) => str(r.col)).join(', ')}) > ${str(f.rt)}(${fk.map((r) => str(r.rc)).join(', ')})`,
      value: `${str(f.nm)} ON DELETE ${str(f.del)} ON UPDATE ${str(f.upd)}`,
    });
  }

  const uniqueConstraints = new Set(rows('uniques').map((r) => `${str(r.t)}.${str(r.nm)}`));
  for (const [key, index] of groupBy(rows('indexes'), (r) => `${str(r.t)}.${str(r.nm)}`)) {
    const [i] = index as [Row];
    const cols = index.map(
      (r) => `${str(r.col)}${r.sp === null ? '' : `(${str(r.sp)})`}${r.dir === 'D' ? ' DESC' : ''}`,
    );
    const table = { schema: null, name: str(i.t) };
    const comment = str(i.cm) === '' ? '' : ` COMMENT ${str(i.cm)}`;
    if (i.nm === 'PRIMARY') c.primaryKeys.push({ ...table, value: `(${cols.join(', ')})` });
    else if (uniqueConstraints.has(key))
      c.uniques.push({ ...table, sub: `(${cols.join(', ')})`, value: `${str(i.nm)}${comment}` });
    // The index MariaDB adds for a foreign key without one carries the constraint's name.
    else if (!fkNames.has(key))
      c.indexes.push({
        ...table,
        sub: `(${cols.join(', ')})`,
        value: `${str(i.nm)}${Number(i.nu) === 0 ? ' UNIQUE' : ''} USING ${str(i.m)}${comment}`,
      });
  }

  for (const r of rows('checks'))
    if (!jsonColumns.has(`${str(r.t)}.${str(r.nm)}`))
      c.checks.push({ schema: null, name: str(r.t), sub: str(r.ex), value: str(r.nm) });

  for (const r of rows('views'))
    c.views.push({
      schema: null,
      name: str(r.t),
      // A view's algorithm other than UNDEFINED changes what it takes (TEMPTABLE: no writes).
      value: `${/^(MERGE|TEMPTABLE)$/.test(str(r.al)) ? `ALGORITHM=${str(r.al)} ` : ''}${unqualified(str(r.def), db)}`,
    });

  for (const r of rows('routines'))
    c.routines.push({ schema: null, name: str(r.t), value: unqualified(str(r.k), db) });

  // The partitioning as items: its key (and subpartitioning), then each partition with its bound.
  for (const [table, parts] of groupBy(rows('partitions'), (r) => str(r.t))) {
    const first = parts[0];
    if (!first) continue;
    const sub = first.sm === null ? '' : ` SUBPARTITION BY ${str(first.sm)} (${str(first.sx)})`;
    c.partitions.push({
      schema: null,
      name: table,
      sub: 'PARTITION BY',
      value: `${str(first.m)} (${str(first.ex)})${sub}`,
    });
    for (const r of parts)
      c.partitions.push({
        schema: null,
        name: table,
        sub: `PARTITION ${str(r.p)}${r.sp === null ? '' : ` ${str(r.sp)}`}`,
        value: r.d === null ? '' : str(r.d),
      });
  }
  return withColumnOrder(c);
}
