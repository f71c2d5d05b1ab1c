/**
 * The Drizzle proof (issue 40): a case's Drizzle module turned into SQL by drizzle-kit itself
 * (drizzleKit.ts) and loaded into a fresh database; read as Relata's DDL is, without what Drizzle
 * cannot express (each a `// Note:` of the generated module).
 */
import { generateDrizzle } from '../../src/schema/orm/drizzle';
import {
  EXACT,
  type Catalog,
  type CatalogItem,
  type Category,
  type Reading,
} from '../fidelity/catalog';
import { errorMessage, loadScript, workerEngines } from '../harness/databases';
import { virtualTables, withoutDomains, type Made, type OrmCase } from './cases';
import { drizzleKitSql } from './drizzleKit';

/**
 * What Drizzle cannot express, left out on both sides: comments (Drizzle has no COMMENT), column
 * collations (no COLLATE), views (Relata writes none in Drizzle), routines and triggers, MySQL's
 * table options (engine, character set) and partitioning. Within categories: PostgreSQL domains
 * (a column takes its base type), DEFERRABLE keys, MySQL's index comments, FULLTEXT and SPATIAL
 * indexes and integer display widths (see `drizzleReading`).
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
 * (drizzle-kit's SQLite writer leaves CONSTRAINT names out), each unique key as the unique index
 * drizzle-kit makes of it, and a check without the name Drizzle must give it (`<table>_check`).
 */
function sqliteExpressible(catalog: Catalog): Catalog {
  const unnamed = (c: CatalogItem) =>
    c.value.startsWith(`${c.name}_check`) && /^_check(_\d+)?$/.test(c.value.slice(c.name.length));
  return {
    ...catalog,
    primaryKeys: catalog.primaryKeys.map((k) => ({ ...k, value: k.value.replace(/\) .*$/, ')') })),
    foreignKeys: catalog.foreignKeys.map((k) => ({
      ...k,
      value: k.value.slice(k.value.indexOf('ON DELETE')),
    })),
    uniques: [],
    indexes: [
      ...catalog.indexes,
      ...catalog.uniques.map((u) => ({ ...u, value: `${u.value} UNIQUE` })),
    ],
    checks: catalog.checks.map((c) => (unnamed(c) ? { ...c, value: '' } : c)),
  };
}

/** The exact reading, without what Drizzle cannot express. */
export function drizzleReading(c: OrmCase): Reading {
  const dialect = c.target;
  const virtual = virtualTables(c);
  return {
    ...EXACT,
    value: (category, item) =>
      category === 'foreignKeys' || category === 'uniques'
        ? item.value.replace(DEFERRABLE, '')
        : // Drizzle's MySQL indexes take no COMMENT.
          category === 'indexes' && dialect === 'mysql'
          ? item.value.replace(/ COMMENT .*$/s, '')
          : // An integer's display width means nothing to MariaDB; Drizzle writes its own on an
            // auto-increment column.
            category === 'columns' && dialect === 'mysql'
            ? item.value.replace(/^(tinyint|smallint|mediumint|int|bigint)\(\d+\)/, '$1')
            : item.value,
    skip: (category, item) =>
      EXCLUDED.includes(category) ||
      virtual(item.name) ||
      // Drizzle has no FULLTEXT or SPATIAL index.
      (category === 'indexes' && / USING (FULLTEXT|SPATIAL)\b/.test(item.value)),
    catalog: (c) => (dialect === 'sqlite' ? sqliteExpressible(c) : withoutDomains(c)),
  };
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
