/**
 * The TypeORM proof (issue 40): an entities module turned into a database by TypeORM's own
 * `synchronize`. The module is transpiled as TypeScript with decorators (no decorator metadata:
 * every column states its type), written to a temporary file with its `typeorm` import pointed
 * at this checkout's copy, imported, and its classes handed to a DataSource on a fresh database
 * of the target engine, after the module's `databaseSetup` (what it says to run first). The
 * database is then read as Relata's DDL is.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type * as Typeorm from 'typeorm';
import type { DataSource, DataSourceOptions } from 'typeorm';
import { stripOuterParens } from '../../src/schema/sql/defaultValue';
import { openSqliteBytes, type Engine } from '../engines';
import {
  EXACT,
  type Catalog,
  type CatalogItem,
  type Category,
  type Reading,
} from '../fidelity/catalog';
import { caseSchema, withoutDomains, type Made, type OrmCase } from './cases';
import { generateTypeorm } from '../../src/schema/orm/typeorm';
import {
  errorMessage,
  statementHead,
  workerEngines,
  type Load,
  type LoadError,
} from '../harness/databases';
import { readCatalog, type EngineDialect } from '../harness/readCatalog';

const require = createRequire(import.meta.url);

/** TypeORM's ES module build, and reflect-metadata, as file URLs (a temp dir has no node_modules). */
const TYPEORM_URL = pathToFileURL(
  require.resolve('typeorm').replace(/index\.js$/, 'index.mjs'),
).href;
const REFLECT_URL = pathToFileURL(require.resolve('reflect-metadata')).href;

/** An index or table the entities declare `synchronize: false` (TypeORM cannot create it). */
export interface Unsynchronized {
  kind: 'index' | 'table';
  schema: string | null;
  table: string;
  /** The index's name, or the table's. */
  name: string;
}

/** The column types of TypeORM's driver: those it takes, and which take a length or precision. */
export interface DriverTypes {
  supported: string[];
  length: string[];
  precision: string[];
}

/** An entity's primary columns (`schema\0table` as the catalog keys its table). */
export interface EntityKey {
  table: string;
  columns: string[];
}

/** What TypeORM made of a module: Relata's Load, what it was told to leave, its keys and types. */
export interface TypeormLoad extends Load {
  unsynchronized: Unsynchronized[];
  entityKeys: EntityKey[];
  driverTypes: DriverTypes;
}

/** The module as JavaScript: decorators as TypeScript's experimental ones, imports resolved. */
function transpiled(code: string): string {
  const js = ts.transpileModule(code, {
    compilerOptions: {
      experimentalDecorators: true,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  }).outputText;
  const resolved = js.replace(/from "typeorm";/g, () => `from ${JSON.stringify(TYPEORM_URL)};`);
  return `import ${JSON.stringify(REFLECT_URL)};\n${resolved}`;
}

/** The module's exports: its entity classes and the statements to run first. */
async function importModule(code: string): Promise<{ entities: unknown[]; setup: string[] }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relata-typeorm-'));
  try {
    const file = path.join(dir, 'entities.mjs');
    writeFileSync(file, transpiled(code));
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
      string,
      unknown
    >;
    const setup = Array.isArray(module.databaseSetup) ? (module.databaseSetup as string[]) : [];
    return { entities: Object.values(module).filter((v) => typeof v === 'function'), setup };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The connection options of a fresh database on the target's engine. */
function connection(target: EngineDialect, engine: Engine | null): DataSourceOptions {
  if (target === 'sqlite') return { type: 'sqljs' };
  if (target === 'postgresql')
    return {
      type: 'postgres',
      host: '127.0.0.1',
      port: 5432,
      username: 'postgres',
      database: engine?.database ?? '',
    };
  return {
    type: 'mariadb',
    host: '127.0.0.1',
    port: 3306,
    username: 'root',
    password: '',
    database: engine?.database ?? '',
  };
}

/** TypeORM's refusal: its message, with the statement that failed where it says one. */
function refusal(error: unknown): LoadError {
  const query = (error as { query?: unknown }).query;
  return {
    statement: typeof query === 'string' ? statementHead(query) : 'typeorm',
    message: errorMessage(error),
  };
}

/** The tables and indexes a DataSource's entities leave to migrations (`synchronize: false`). */
const unsynchronizedOf = (source: DataSource): Unsynchronized[] =>
  source.entityMetadatas.flatMap((m) => {
    const at = { schema: m.schema && m.schema !== 'public' ? m.schema : null, table: m.tableName };
    return [
      ...(m.synchronize ? [] : [{ kind: 'table' as const, ...at, name: m.tableName }]),
      ...m.indices
        .filter((i) => !i.synchronize && i.givenName)
        .map((i) => ({ kind: 'index' as const, ...at, name: i.givenName ?? '' })),
    ];
  });

/** Each entity's primary columns. */
const entityKeysOf = (source: DataSource): EntityKey[] =>
  source.entityMetadatas.map((m) => ({
    table: `${m.schema && m.schema !== 'public' ? m.schema : ''}\u0000${m.tableName}`,
    columns: m.primaryColumns.map((c) => c.databaseName),
  }));

/** The column types of a DataSource's driver. */
const driverTypesOf = (source: DataSource): DriverTypes => ({
  supported: source.driver.supportedDataTypes.map(String),
  length: source.driver.withLengthColumnTypes.map(String),
  precision: source.driver.withPrecisionColumnTypes.map(String),
});

/**
 * Synchronizes a module's entities into a database: a throwaway one on the target's engine (for
 * SQLite, sql.js in memory, its bytes then read as a file), the module's setup run first.
 */
async function synchronize(
  entities: unknown[],
  target: EngineDialect,
  engine: Engine | null,
  errors: LoadError[],
): Promise<
  Pick<TypeormLoad, 'unsynchronized' | 'entityKeys' | 'driverTypes'> & { bytes?: Uint8Array }
> {
  const { DataSource } = (await import(/* @vite-ignore */ TYPEORM_URL)) as typeof Typeorm;
  const source = new DataSource({
    ...connection(target, engine),
    entities,
    synchronize: false,
    logging: false,
  } as DataSourceOptions);
  const driverTypes = driverTypesOf(source);
  try {
    await source.initialize();
  } catch (error) {
    errors.push(refusal(error));
    return { unsynchronized: [], entityKeys: [], driverTypes };
  }
  try {
    await source.synchronize();
  } catch (error) {
    errors.push(refusal(error));
  }
  const unsynchronized = unsynchronizedOf(source);
  const entityKeys = entityKeysOf(source);
  const bytes = target === 'sqlite' ? source.sqljsManager.exportDatabase() : undefined;
  await source.destroy();
  return { unsynchronized, entityKeys, driverTypes, ...(bytes ? { bytes } : {}) };
}

/**
 * An entities module as TypeORM's synchronize makes it on the target's engine, read as Relata's
 * DDL is: the catalog, and the statements refused (the setup's, or TypeORM's one failure).
 */
export async function typeormSync(code: string, target: EngineDialect): Promise<TypeormLoad> {
  const started = performance.now();
  const errors: LoadError[] = [];
  const { entities, setup } = await importModule(code);
  const engines = await workerEngines();
  const server = target === 'sqlite' ? null : await engines.open(target);
  try {
    for (const statement of setup)
      await server
        ?.run(statement)
        .catch((error: unknown) =>
          errors.push({ statement: statementHead(statement), message: errorMessage(error) }),
        );
    const made = await synchronize(entities, target, server, errors);
    const engine = server ?? (made.bytes ? await openSqliteBytes(made.bytes) : null);
    const read = performance.now();
    let catalog: Catalog | null = null;
    if (engine) {
      if (target === 'postgresql') await engine.run('RESET search_path');
      catalog = await readCatalog(engine);
      if (!server) await engine.close();
    }
    const done = performance.now();
    return {
      statements: setup.length,
      errors,
      catalog,
      ms: done - started,
      catalogMs: done - read,
      unsynchronized: made.unsynchronized,
      entityKeys: made.entityKeys,
      driverTypes: made.driverTypes,
    };
  } finally {
    await server?.close();
  }
}

/**
 * What TypeORM cannot express, left out on both sides: views (Relata writes no view entities),
 * routines and triggers, partitioning, PostgreSQL domains (a column takes its base type, see
 * withoutDomains), TypeORM's own `typeorm_metadata` table (where it keeps generated columns'
 * expressions), the objects of the design's extra SQL (SQLite's virtual tables), the primary key
 * an entity takes from a unique key where the table has none (PostgreSQL and SQLite fold the two),
 * and the order of a primary key's columns (TypeORM keys them in column order, see
 * keysInColumnOrder). Within categories (see typeormReading): the tables and indexes the entities
 * leave to migrations (`synchronize: false`) and the indexes of views; MySQL's checks (its
 * driver writes none), integer display widths, index comments, table character sets and
 * collations (compared as each text column takes them) and enums' collations; PostgreSQL's CURRENT_TIMESTAMP and the
 * like, which TypeORM writes as now() and 'now' casts; SQLite's primary key names, key columns
 * that take NULL, the names TypeORM must give what the design leaves unnamed, declared types it
 * cannot write (compared by affinity) and the parentheses it puts around defaults.
 */
const EXCLUDED: Category[] = ['views', 'routines', 'partitions'];

/** TypeORM's own table, which it creates for generated columns. */
const METADATA_TABLE = 'typeorm_metadata';

/** The names TypeORM's naming strategy gives (`FK_` and 27 hex digits): read as unnamed. */
const GENERATED_NAME = /^(FK|UQ|CHK|PK|IDX)_[0-9a-f]{26,27}$/;

/** A SQLite declared type's affinity (SQLite's rules: what it keeps of a declared type). */
function affinity(declared: string): string {
  const d = declared.toUpperCase();
  if (d.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(d)) return 'TEXT';
  if (d.includes('BLOB') || d.trim() === '') return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(d)) return 'REAL';
  return 'NUMERIC';
}

/** A catalog item's table, as a key. */
const tableOf = (item: CatalogItem) => `${item.schema ?? ''}\u0000${item.name}`;

/** A catalog item's table as a foreign key's `> table(` names it. */
const referenced = (schema: string | null, table: string) =>
  `> ${schema ? `${schema}.` : ''}${table}(`;

/**
 * Whether TypeORM's SQLite driver writes a declared type as it is: a type it takes, with an
 * argument only where it takes a length or precision (it writes `int` as `integer`).
 */
function writableInSqlite(declared: string, types: DriverTypes): boolean {
  const base = declared.toLowerCase().replace(/\s*\(.*$/s, '');
  const args = declared.includes('(');
  return (
    types.supported.includes(base) &&
    base !== 'int' &&
    (!args || types.length.includes(base) || types.precision.includes(base))
  );
}

/**
 * MariaDB's collation of each text column as it takes effect: its own, else its table's
 * (TypeORM sets a table's character set and collation on its columns); an enum's are left out.
 */
function effectiveCollations(c: Catalog): Catalog {
  const tables = new Map(
    c.tableOptions.map((o) => [tableOf(o), /\bCOLLATE=(\S+)/.exec(o.value)?.[1] ?? '']),
  );
  const own = new Map(c.collations.map((o) => [`${tableOf(o)}.${o.sub ?? ''}`, o.value]));
  // Not an enum's: TypeORM writes its CHARACTER SET before its values, which MariaDB refuses.
  const textual = c.columns.filter((col) =>
    /^((var)?char|(tiny|medium|long)?text)\b/.test(col.value),
  );
  return {
    ...c,
    collations: textual.map((col) => ({
      ...col,
      value: (
        own.get(`${tableOf(col)}.${col.sub ?? ''}`) ??
        tables.get(tableOf(col)) ??
        ''
      ).replace(/ \(.*\)$/, ''),
    })),
  };
}

/**
 * PostgreSQL's default as TypeORM writes it (its normalizeDatetimeFunction): CURRENT_TIMESTAMP as
 * now(), CURRENT_DATE and the like as 'now' casts, the same values.
 */
function pgDatetimeDefault(value: string): string {
  const m =
    /^(CURRENT_TIMESTAMP|CURRENT_DATE|CURRENT_TIME|LOCALTIMESTAMP|LOCALTIME)(\((\d+)\))?$/i.exec(
      value.trim(),
    );
  if (!m?.[1]) return value;
  const precision = m[3] ?? '';
  const now = "('now'::text)";
  return (
    {
      CURRENT_TIMESTAMP: precision ? `${now}::timestamp(${precision}) with time zone` : 'now()',
      CURRENT_DATE: `${now}::date`,
      CURRENT_TIME: `${now}::time${precision ? `(${precision})` : ''} with time zone`,
      LOCALTIMESTAMP: `${now}::timestamp${precision ? `(${precision})` : ''} without time zone`,
      LOCALTIME: `${now}::time${precision ? `(${precision})` : ''} without time zone`,
    }[m[1].toUpperCase()] ?? value
  );
}

/**
 * The exact reading, without what TypeORM cannot express (EXCLUDED). `relata` is Relata's own
 * catalog of the case (its views' indexes are left out; its SQLite columns of a type TypeORM
 * cannot write compare by affinity); `designed` the design's tables (`schema\0name`, '' for the
 * default schema): the objects of its extra SQL (SQLite's virtual tables) have no entity.
 */
export function typeormReading(
  dialect: EngineDialect,
  relata: Catalog | null,
  made: Pick<TypeormLoad, 'unsynchronized' | 'entityKeys' | 'driverTypes'>,
  designed: ReadonlySet<string>,
): Reading {
  const byAffinity = new Set(
    dialect !== 'sqlite'
      ? []
      : (relata?.columns ?? [])
          .filter((c) => !writableInSqlite(c.value, made.driverTypes))
          .map((c) => `${tableOf(c)}.${c.sub ?? ''}`),
  );
  // SQLite's key columns may take NULL; TypeORM's primary columns never do.
  const keyColumns = new Set(
    dialect !== 'sqlite'
      ? []
      : (relata?.primaryKeys ?? []).flatMap((k) =>
          (/^\((.*)\)/s.exec(k.value)?.[1] ?? '').split(', ').map((c) => `${tableOf(k)}.${c}`),
        ),
  );
  const views = new Set((relata?.views ?? []).map(tableOf));
  // A table without a primary key: its entity keys a unique key of NOT NULL columns (the same
  // rows), which PostgreSQL and SQLite fold into the primary key.
  const keyed = new Set((relata?.primaryKeys ?? []).map(tableOf));
  const keyless = new Map(
    made.entityKeys
      .filter((k) => !keyed.has(k.table))
      .map((k) => [k.table, `(${k.columns.join(', ')})`]),
  );
  const entityKey = (category: Category, item: CatalogItem) =>
    keyless.has(tableOf(item)) &&
    (category === 'primaryKeys' ||
      (dialect !== 'mysql' && category === 'uniques' && item.sub === keyless.get(tableOf(item))));
  const tables = made.unsynchronized.filter((u) => u.kind === 'table');
  const leftTables = new Set(tables.map((u) => `${u.schema ?? ''}\u0000${u.table}`));
  const leftIndexes = made.unsynchronized.filter((u) => u.kind === 'index');
  const leftToMigrations = (category: Category, item: CatalogItem) =>
    leftTables.has(tableOf(item)) ||
    (category === 'foreignKeys' &&
      tables.some((u) => (item.sub ?? '').includes(referenced(u.schema, u.table)))) ||
    ((category === 'indexes' || category === 'uniques') &&
      leftIndexes.some(
        (u) =>
          `${u.schema ?? ''}\u0000${u.table}` === tableOf(item) &&
          (item.value === u.name || item.value.startsWith(`${u.name} `)),
      ));
  const value = (category: Category, item: CatalogItem): string => {
    const v = item.value;
    if (dialect === 'mysql') {
      if (category === 'columns')
        return v.replace(/^(tinyint|smallint|mediumint|int|bigint)\(\d+\)/, '$1');
      if (category === 'indexes') return v.replace(/ COMMENT .*$/s, '');
      if (category === 'tableOptions') return /^ENGINE=\S+/.exec(v)?.[0] ?? v;
      return v;
    }
    if (dialect === 'postgresql') return category === 'defaults' ? pgDatetimeDefault(v) : v;
    if (category === 'columns')
      return byAffinity.has(`${tableOf(item)}.${item.sub ?? ''}`)
        ? affinity(v)
        : v.toLowerCase().replace(/,\s+/g, ',');
    if (category === 'defaults') return stripOuterParens(v);
    if (category === 'primaryKeys') return v.replace(/\) .*$/s, ')');
    if (category === 'uniques' || category === 'checks') return GENERATED_NAME.test(v) ? '' : v;
    if (category === 'foreignKeys') return v.replace(/^FK_[0-9a-f]{26,27} /, '');
    return v;
  };
  return {
    ...EXACT,
    value,
    skip: (category, item) =>
      EXCLUDED.includes(category) ||
      item.name === METADATA_TABLE ||
      !designed.has(tableOf(item)) ||
      leftToMigrations(category, item) ||
      entityKey(category, item) ||
      ((category === 'indexes' || category === 'uniques') && views.has(tableOf(item))) ||
      (dialect === 'mysql' && category === 'checks') ||
      (dialect === 'sqlite' && category === 'tableOptions' && item.value === 'STRICT') ||
      (category === 'nullability' && keyColumns.has(`${tableOf(item)}.${item.sub ?? ''}`)),
    catalog: (c) =>
      keysInColumnOrder(
        dialect === 'postgresql'
          ? withoutDomains(c)
          : dialect === 'mysql'
            ? effectiveCollations(c)
            : c,
      ),
  };
}

/**
 * A catalog with each primary key's columns in their table's column order: TypeORM keys its
 * primary columns in the order they are declared, which is the column order too (the generated
 * code notes a key of another order).
 */
function keysInColumnOrder(catalog: Catalog): Catalog {
  const ordinal = new Map<string, number>();
  catalog.columns.forEach((c, i) => {
    const key = `${tableOf(c)}.${c.sub ?? ''}`;
    if (!ordinal.has(key)) ordinal.set(key, i);
  });
  const at = (table: string, column: string) =>
    ordinal.get(`${table}.${column.replace(/^"(.*)"$/s, '$1').replace(/""/g, '"')}`) ??
    Number.MAX_SAFE_INTEGER;
  return {
    ...catalog,
    primaryKeys: catalog.primaryKeys.map((k) => ({
      ...k,
      value: k.value.replace(/\(([^)]*)\)/, (_, list: string) => {
        const columns = list.split(', ');
        const sorted = [...columns].sort((a, b) => at(tableOf(k), a) - at(tableOf(k), b));
        return `(${sorted.join(', ')})`;
      }),
    })),
  };
}

/**
 * A case as TypeORM's synchronize makes it, and the reading to compare it with Relata's DDL
 * (`relata`, its catalog): the design's tables only, and what the entities leave to migrations
 * (`synchronize: false`) counted in the report's refusals' place.
 */
export async function typeormMade(
  c: OrmCase,
  relata: Catalog | null,
): Promise<{ made: Made; reading: Reading }> {
  const made = await typeormSync(generateTypeorm(c.model, c.target), c.target);
  const designed = new Set(
    caseSchema(c).tables.map(
      (t) => `${t.schema && t.schema !== 'public' ? t.schema : ''}\u0000${t.name}`,
    ),
  );
  return {
    made: {
      catalog: made.catalog,
      refused: made.errors.map((e) => `${e.statement}: ${e.message}`),
    },
    reading: typeormReading(c.target, relata, made, designed),
  };
}
