/**
 * The Drizzle proof (issue 40): a case's Drizzle module turned into SQL by drizzle-kit itself
 * (drizzleKit.ts) and loaded into a fresh database; read as Relata's DDL is, without what Drizzle
 * cannot express (each a `// Note:` of the generated module).
 */
import { notesOf } from '../../src/schema/generate/script';
import { generateDrizzle } from '../../src/schema/orm/drizzle';
import {
  EXACT,
  type Catalog,
  type CatalogItem,
  type Category,
  type Reading,
} from '../fidelity/catalog';
import { errorMessage, loadScript, workerEngines } from '../harness/databases';
import {
  caseSchema,
  sqliteUniqueKeysAsIndexes,
  uniquesAsIndexes,
  virtualTables,
  withoutDomains,
  withoutViewIndexes,
  type Made,
  type OrmCase,
} from './cases';
import { drizzleKitSql } from './drizzleKit';

/**
 * What Drizzle cannot express, left out on both sides: comments (Drizzle has no COMMENT), column
 * collations (no COLLATE), views and their indexes (Relata writes no view in Drizzle), routines
 * and triggers, MySQL's table options (engine, character set) and partitioning. Within
 * categories: PostgreSQL domains (a column takes its base type), DEFERRABLE keys, MySQL's index
 * comments, PostgreSQL's INCLUDE columns, FULLTEXT and SPATIAL indexes, integer display widths and an auto-increment column's
 * KEY (see mysqlAutoKeys), SQLite's unique keys as constraints (see sqliteUniqueKeysAsIndexes)
 * and NULL in an AUTOINCREMENT key (see `drizzleReading`).
 */
const EXCLUDED: Category[] = [
  'comments',
  'collations',
  'views',
  'routines',
  'tableOptions',
  'partitions',
];

/** ` DEFERRABLE …` / ` NOT DEFERRABLE` of a key's value, which Drizzle cannot write. */
const DEFERRABLE = / (NOT DEFERRABLE|DEFERRABLE INITIALLY (DEFERRED|IMMEDIATE))$/;

/**
 * SQLite's catalog as drizzle-kit can write it: primary and foreign keys without their names
 * (drizzle-kit's SQLite writer leaves CONSTRAINT names out), each unique key as the unnamed unique
 * index drizzle-kit makes of it (`uniqueKeys`, see sqliteUniqueKeysAsIndexes), and a check without
 * the name Drizzle must give it (`<table>_check`).
 */
function sqliteExpressible(catalog: Catalog, uniqueKeys: (c: Catalog) => Catalog): Catalog {
  const unnamed = (c: CatalogItem) =>
    c.value.startsWith(`${c.name}_check`) && /^_check(_\d+)?$/.test(c.value.slice(c.name.length));
  return {
    ...uniqueKeys(catalog),
    primaryKeys: catalog.primaryKeys.map((k) => ({ ...k, value: k.value.replace(/\) .*$/, ')') })),
    foreignKeys: catalog.foreignKeys.map((k) => ({
      ...k,
      value: k.value.slice(k.value.indexOf('ON DELETE')),
    })),
    checks: catalog.checks.map((c) => (unnamed(c) ? { ...c, value: '' } : c)),
  };
}

/** The exact reading, without what Drizzle cannot express. */
export function drizzleReading(c: OrmCase): Reading {
  const dialect = c.target;
  const virtual = virtualTables(c);
  const uniqueKeys = dialect === 'sqlite' ? sqliteUniqueKeysAsIndexes(c) : null;
  // SQLite: an AUTOINCREMENT key (the rowid, which holds no NULL) is NOT NULL in Drizzle, whose
  // primaryKey({ autoIncrement: true }) makes it so; Relata's DDL may leave NOT NULL out.
  const autoKeys = new Set(
    dialect !== 'sqlite'
      ? []
      : caseSchema(c).tables.flatMap((t) =>
          t.primaryKey.length === 1 &&
          t.columns.some((col) => col.name === t.primaryKey[0] && col.autoIncrement)
            ? [`${t.name}.${t.primaryKey[0]}`]
            : [],
        ),
  );
  // What the generated code notes (SQLite's needs none of it).
  const notes = dialect === 'sqlite' ? [] : notesOf(generateDrizzle(c.model, c.target), 'drizzle');
  // MariaDB: an auto-increment column's key, which Drizzle must write as a UNIQUE (see mysqlAutoKeys).
  const autoKeyed = dialect === 'mysql' ? mysqlAutoKeys(c, notes) : null;
  // PostgreSQL: the unique indexes foreign keys need, which Drizzle writes as unique keys (the
  // code notes each), read as the indexes they stand for.
  const keyIndexes = notes.flatMap((n) => {
    const m = /^(.+?): unique index (.+) is a unique key of the same name: drizzle-kit /.exec(n);
    return m ? [{ table: m[1] ?? '', name: m[2] ?? '' }] : [];
  });
  // MariaDB: a column's check named after its column where a key takes that name, which Drizzle
  // must name otherwise (the code notes each): compared without its name.
  const keyNamedChecks = notes.flatMap((n) => {
    const m =
      /^(.*): its check is named (.+?): MariaDB names a column's check after its column, .* key (.+)$/s.exec(
        n,
      );
    const [, where = '', standIn = '', column = ''] = m ?? [];
    return m ? [{ table: where.slice(0, -column.length - 1), names: [standIn, column] }] : [];
  });
  const keyNamed = (item: CatalogItem) =>
    keyNamedChecks.some((k) => k.table === item.name && k.names.includes(item.value));
  const standsForIndex = (u: CatalogItem) =>
    keyIndexes.some(
      (k) => k.table === u.name && (u.value === k.name || u.value.startsWith(`${k.name} `)),
    );
  return {
    ...EXACT,
    value: (category, item) =>
      category === 'checks' && keyNamed(item)
        ? ''
        : category === 'foreignKeys' || category === 'uniques'
          ? item.value.replace(DEFERRABLE, '')
          : // Drizzle's MySQL indexes take no COMMENT, its PostgreSQL ones no INCLUDE.
            category === 'indexes' && dialect === 'mysql'
            ? item.value.replace(/ COMMENT .*$/s, '')
            : category === 'indexes' && dialect === 'postgresql'
              ? item.value.replace(/ INCLUDE \([^)]*\)/, '')
              : // An integer's display width means nothing to MariaDB; Drizzle writes its own on an
                // auto-increment column.
                category === 'columns' && dialect === 'mysql'
                ? item.value.replace(/^(tinyint|smallint|mediumint|int|bigint)\(\d+\)/, '$1')
                : item.value,
    skip: (category, item) =>
      EXCLUDED.includes(category) ||
      virtual(item.name) ||
      (category === 'nullability' && autoKeys.has(`${item.name}.${item.sub ?? ''}`)) ||
      // Drizzle has no FULLTEXT or SPATIAL index.
      (category === 'indexes' && / USING (FULLTEXT|SPATIAL)\b/.test(item.value)),
    catalog: (read) =>
      uniqueKeys
        ? sqliteExpressible(read, uniqueKeys)
        : withoutViewIndexes(
            withoutDomains(
              uniquesAsIndexes(autoKeyed ? autoKeyed(read) : read, dialect, standsForIndex),
            ),
          ),
  };
}

/**
 * MariaDB wants an auto-increment column's key in its CREATE TABLE, and drizzle-kit creates
 * indexes after the table: where the column is in the primary key but not first, Relata's DDL
 * gives it a KEY of its own and Drizzle a UNIQUE of the same name; where an index keys it, Drizzle
 * writes that index as a UNIQUE of its name (the generated code notes both). Such a unique key
 * reads as the index it stands for.
 */
function mysqlAutoKeys(c: OrmCase, notes: string[]): (catalog: Catalog) => Catalog {
  const indexes = notes.flatMap((n) => {
    const m =
      /^(.+?): index (.+) is a unique key of the same name: drizzle-kit creates indexes after the table, and MariaDB wants the key of its auto-increment column /s.exec(
        n,
      );
    return m ? [`${m[1] ?? ''}\u0000${m[2] ?? ''}`] : [];
  });
  const columns = new Set(
    caseSchema(c).tables.flatMap((t) =>
      t.columns
        .filter(
          (col) =>
            col.autoIncrement &&
            t.primaryKey.includes(col.name) &&
            t.primaryKey[0] !== col.name &&
            !t.uniques.some((u) => u.columns[0] === col.name) &&
            !t.indexes.some((i) => i.parts[0]?.column === col.name),
        )
        .map((col) => `${t.name}\u0000(${col.name})\u0000${col.name}`),
    ),
  );
  const moved = (u: CatalogItem) =>
    columns.has(`${u.name}\u0000${u.sub ?? ''}\u0000${u.value}`) ||
    indexes.includes(`${u.name}\u0000${u.value}`);
  return (catalog) => ({
    ...catalog,
    uniques: catalog.uniques.filter((u) => !moved(u)),
    indexes: [
      ...catalog.indexes,
      ...catalog.uniques.filter(moved).map((u) => ({ ...u, value: `${u.value} USING BTREE` })),
    ],
  });
}

/** A case as drizzle-kit's SQL of its Drizzle module, loaded into a fresh database. */
export async function drizzleMade(c: OrmCase): Promise<Made> {
  let sql: string;
  try {
    sql = await drizzleKitSql(generateDrizzle(c.model, c.target), c.target);
  } catch (error) {
    // drizzle-kit refuses some schemas (repeated names) by exiting, which Vitest turns into an error.
    return { catalog: null, refused: [`drizzle-kit: ${errorMessage(error)}`] };
  }
  const load = await loadScript(await workerEngines(), c.target, sql, null);
  return { catalog: load.catalog, refused: load.errors.map((e) => `${e.statement}: ${e.message}`) };
}
