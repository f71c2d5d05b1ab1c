import type { Engine } from '../engines';
import { emptyCatalog, text as str, withColumnOrder, type Catalog } from './catalog';

type Row = Record<string, unknown>;

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

/** Reads a MariaDB (or MySQL) database's catalog (see catalog.ts for the shape). */
export async function readMariadb(engine: Engine): Promise<Catalog> {
  const c = emptyCatalog();
  const db = engine.database;
  const q = (sql: string) => engine.rows(sql, [db]);

  const tables = await q(
    `SELECT TABLE_NAME t, TABLE_COMMENT cm, TABLE_COLLATION coll FROM information_schema.TABLES
     WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
  );
  const tableCollation = new Map(tables.map((r) => [str(r.t), str(r.coll)]));
  for (const r of tables) {
    c.tables.push({ schema: null, name: str(r.t), value: '' });
    if (str(r.cm) !== '') c.comments.push({ schema: null, name: str(r.t), value: str(r.cm) });
  }

  for (const r of await q(
    `SELECT TABLE_NAME t, COLUMN_NAME col, COLUMN_TYPE ty, IS_NULLABLE nl, COLUMN_DEFAULT df, EXTRA ex,
       GENERATION_EXPRESSION gen, COLLATION_NAME coll, COLUMN_COMMENT cm
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, ORDINAL_POSITION`,
  )) {
    if (!tableCollation.has(str(r.t))) continue;
    const item = { schema: null, name: str(r.t), sub: str(r.col) };
    const extra = str(r.ex).toLowerCase();
    c.columns.push({ ...item, value: str(r.ty) });
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
    if (r.coll !== null && r.coll !== tableCollation.get(str(r.t)))
      c.collations.push({ ...item, value: str(r.coll) });
    if (str(r.cm) !== '') c.comments.push({ ...item, value: str(r.cm) });
  }

  const fkRows = await q(
    `SELECT k.TABLE_NAME t, k.CONSTRAINT_NAME nm, k.COLUMN_NAME col, k.REFERENCED_TABLE_NAME rt,
       k.REFERENCED_COLUMN_NAME rc, r.DELETE_RULE del, r.UPDATE_RULE upd
     FROM information_schema.KEY_COLUMN_USAGE k JOIN information_schema.REFERENTIAL_CONSTRAINTS r
       ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
     WHERE k.TABLE_SCHEMA = ? ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
  );
  const fkNames = new Set<string>();
  for (const [, rows] of groupBy(fkRows, (r) => `${str(r.t)}.${str(r.nm)}`)) {
    const [f] = rows as [Row];
    fkNames.add(`${str(f.t)}.${str(f.nm)}`);
    c.foreignKeys.push({
      schema: null,
      name: str(f.t),
      sub: `(${rows.map((r) => str(r.col)).join(', ')}) > ${str(f.rt)}(${rows.map((r) => str(r.rc)).join(', ')})`,
      value: `${str(f.nm)} ON DELETE ${str(f.del)} ON UPDATE ${str(f.upd)}`,
    });
  }

  const uniqueConstraints = new Set(
    (
      await q(
        `SELECT TABLE_NAME t, CONSTRAINT_NAME nm FROM information_schema.TABLE_CONSTRAINTS
         WHERE TABLE_SCHEMA = ? AND CONSTRAINT_TYPE = 'UNIQUE'`,
      )
    ).map((r) => `${str(r.t)}.${str(r.nm)}`),
  );
  const indexRows = await q(
    `SELECT TABLE_NAME t, INDEX_NAME nm, NON_UNIQUE nu, COLUMN_NAME col, SUB_PART sp, COLLATION dir, INDEX_TYPE m
     FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`,
  );
  for (const [key, rows] of groupBy(indexRows, (r) => `${str(r.t)}.${str(r.nm)}`)) {
    const [i] = rows as [Row];
    const cols = rows.map(
      (r) => `${str(r.col)}${r.sp === null ? '' : `(${str(r.sp)})`}${r.dir === 'D' ? ' DESC' : ''}`,
    );
    const table = { schema: null, name: str(i.t) };
    if (i.nm === 'PRIMARY') c.primaryKeys.push({ ...table, value: `(${cols.join(', ')})` });
    else if (uniqueConstraints.has(key))
      c.uniques.push({ ...table, sub: `(${cols.join(', ')})`, value: str(i.nm) });
    // The index MariaDB adds for a foreign key without one carries the constraint's name.
    else if (!fkNames.has(key))
      c.indexes.push({
        ...table,
        sub: `(${cols.join(', ')})`,
        value: `${str(i.nm)}${Number(i.nu) === 0 ? ' UNIQUE' : ''} USING ${str(i.m)}`,
      });
  }

  for (const r of await q(
    `SELECT TABLE_NAME t, CONSTRAINT_NAME nm, CHECK_CLAUSE ex FROM information_schema.CHECK_CONSTRAINTS
     WHERE CONSTRAINT_SCHEMA = ?`,
  ))
    c.checks.push({ schema: null, name: str(r.t), sub: str(r.ex), value: str(r.nm) });

  for (const r of await q(
    `SELECT TABLE_NAME t, VIEW_DEFINITION def FROM information_schema.VIEWS WHERE TABLE_SCHEMA = ?`,
  ))
    c.views.push({ schema: null, name: str(r.t), value: unqualified(str(r.def), db) });

  for (const r of await engine.rows(
    `SELECT ROUTINE_NAME t, LOWER(ROUTINE_TYPE) k FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?
     UNION ALL SELECT CONCAT(EVENT_OBJECT_TABLE, '.', TRIGGER_NAME), 'trigger' FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?
     UNION ALL SELECT EVENT_NAME, 'event' FROM information_schema.EVENTS WHERE EVENT_SCHEMA = ?
     UNION ALL SELECT TABLE_NAME, 'sequence' FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'SEQUENCE'`,
    [db, db, db, db],
  ))
    c.routines.push({ schema: null, name: str(r.t), value: str(r.k) });

  return withColumnOrder(c);
}
