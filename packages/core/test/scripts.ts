import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { splitStatements } from '../src/schema/import/splitter';
import { SqlLexer, withExecutableComments } from '../src/schema/import/sqlLexer';
import type { CatalogTable } from './engines';
import { fixtureFiles, SHARED_FIXTURES } from './harness/fixtures';

/** The shared DDL fixtures, beside the repository (`<repo>/../shared/fixtures/ddl`). */
export const FIXTURES_DIR = resolve(SHARED_FIXTURES, 'ddl');

/** Whether the fixtures are present (they are in CI, which clones shared/ beside the repo). */
export const fixturesPresent = existsSync(resolve(FIXTURES_DIR, 'expected.json'));

/** One fixture file's expectations (see SOURCES.md). */
export interface FixtureInfo {
  file: string;
  table_count: number;
  qualified_tables: string[];
  foreign_key_count: number;
  foreign_keys: {
    schema: string | null;
    table: string;
    columns: string[];
    ref_table: string;
    ref_schema: string | null;
    ref_columns: string[];
  }[];
  /** View names, schema-qualified where the DDL qualifies them. */
  views: string[];
}

/** Where each fixture's file lives (its folder), by its expectations. */
const folderOf = new WeakMap<FixtureInfo, string>();

/**
 * Every fixture of the folders the tests read (both batches unless RELATA_FIXTURES says otherwise;
 * harness/fixtures.ts) as [schema, dialect, info].
 */
export const fixtures = (folders?: string[]): [string, SqlDialect, FixtureInfo][] =>
  fixtureFiles(folders).map((f) => {
    folderOf.set(f.info, f.dir);
    return [f.schema, f.dialect, f.info];
  });

/** A fixture's text. */
export const readFixture = (info: FixtureInfo): string =>
  readFileSync(resolve(folderOf.get(info) ?? FIXTURES_DIR, info.file), 'utf8');

const DATABASE_LEVEL = /^(create|drop|alter)\s+database\b|^use\b/i;

/**
 * An original script cut into statements the way its client would send them (DELIMITER blocks
 * whole, psql meta-commands dropped), without the database-level statements (CREATE/DROP
 * DATABASE, USE), so that it runs inside the throwaway database.
 */
export function clientStatements(script: string, dialect: SqlDialect): string[] {
  // MySQL's client sends executable comments, and the server runs what they hold.
  const text = withExecutableComments(script, dialect);
  const tokens = new SqlLexer(text, dialect).run();
  return splitStatements(tokens, dialect).flatMap((s) => {
    const first = s.tokens[0];
    const last = s.tokens[s.tokens.length - 1];
    if (s.meta !== undefined || !first || !last) return [];
    const sql = text.slice(first.start, last.end);
    return DATABASE_LEVEL.test(sql) ? [] : [sql];
  });
}

/** Differences between two catalogs, as readable lines (empty when they agree). */
export function compareCatalogs(
  original: Map<string, CatalogTable>,
  generated: Map<string, CatalogTable>,
): string[] {
  const out: string[] = [];
  for (const [name, o] of original) {
    const g = generated.get(name);
    if (!g) {
      out.push(`missing table ${name}`);
      continue;
    }
    if (o.columns.join(',') !== g.columns.join(','))
      out.push(`${name} columns: ${o.columns.join(',')} != ${g.columns.join(',')}`);
    // The diagram keeps key columns in column order, so a composite key declared in another order keeps its columns, not their order.
    if ([...o.primaryKey].sort().join(',') !== [...g.primaryKey].sort().join(','))
      out.push(`${name} primary key: ${o.primaryKey.join(',')} != ${g.primaryKey.join(',')}`);
    const of = [...o.foreignKeys].sort().join(' ');
    const gf = [...g.foreignKeys].sort().join(' ');
    if (of !== gf) out.push(`${name} foreign keys: ${of} != ${gf}`);
  }
  for (const name of generated.keys()) if (!original.has(name)) out.push(`extra table ${name}`);
  return out;
}

/**
 * A T-SQL statement as node-sql-parser's transactsql grammar can check it. The grammar lacks some
 * SQL Server types (XML, HIERARCHYID, GEOGRAPHY, GEOMETRY, SQL_VARIANT), named inline defaults
 * (`CONSTRAINT DF_x DEFAULT 0`), and reads a table name before `WITH CHECK ADD` as a table
 * hint, and takes neither a foreign key's ON DELETE / ON UPDATE CASCADE, SET NULL or SET DEFAULT
 * nor a bracketed view name, nor PERSISTED, nor a CLUSTERED index; those spots
 * are swapped for forms it knows, so the rest of the statement is still
 * checked. `EXEC` and `CREATE TYPE ... FROM` are outside its grammar and return null; the alias
 * types such a script creates (`aliasTypes`) are read as NVARCHAR(MAX) where columns use them.
 */
export function tsqlCheckable(statement: string, aliasTypes: string[] = []): string | null {
  if (/^\s*(EXEC\b|CREATE\s+TYPE\b)/i.test(statement)) return null;
  return (
    aliasesAsNvarchar(statement, aliasTypes)
      // The types the grammar lacks (and CREATE XML INDEX), not a column of that name (`xml NVARCHAR(MAX)`,
      // a default's `FOR xml`).
      .replace(
        /(?<!\bFOR\s+)\b(XML|HIERARCHYID|GEOGRAPHY|GEOMETRY|SQL_VARIANT)\b(?!\s+(?!(NOT|NULL|DEFAULT|COLLATE|CONSTRAINT|PRIMARY|UNIQUE|CHECK|REFERENCES|IDENTITY|SPARSE|INDEX)\b)[A-Za-z_[])/gi,
        'NVARCHAR(MAX)',
      )
      .replace(/ CONSTRAINT (\w+|\[[^\]]+\]) DEFAULT /g, ' DEFAULT ')
      .replace(/ ON (DELETE|UPDATE) (CASCADE|SET NULL|SET DEFAULT)\b/g, '')
      .replace(/\) PERSISTED( NOT NULL)?\b/g, ')')
      .replace(/^(\s*CREATE (?:UNIQUE )?)(?:NON)?CLUSTERED (INDEX)/i, '$1$2')
      .replace(
        /^(\s*CREATE VIEW )\[([^\]]+)\]/i,
        (_m, head: string, name: string) => `${head}${name.replace(/\W/g, '_')}`,
      )
      .replace(
        /^(\s*ALTER TABLE )\[?([^\]\s]+|[^\]]+)\]?(?= WITH CHECK ADD)/i,
        (_m, head: string, name: string) => `${head}${name.replace(/\W/g, '_')}_t`,
      )
  );
}

/** A statement with the columns of the given alias types declared NVARCHAR(MAX) instead. */
function aliasesAsNvarchar(statement: string, aliasTypes: string[]): string {
  if (aliasTypes.length === 0) return statement;
  const names = aliasTypes.map((name) => name.replace(/\W/g, '\\$&')).join('|');
  return statement.replace(
    new RegExp(`[["]?\\b(${names})\\b[\\]"]?(?= (NOT )?NULL)`, 'gi'),
    'NVARCHAR(MAX)',
  );
}

/** The alias types a T-SQL script creates (`CREATE TYPE [name] FROM base`). */
export const tsqlAliasTypes = (sql: string): string[] =>
  [...sql.matchAll(/CREATE TYPE (?:[["]?\w+[\]"]?\.)?[["]?(\w+)[\]"]? FROM/gi)].map(
    (m) => m[1] ?? '',
  );

/** The statements of a generated T-SQL script, without comment lines and `GO` batch separators. */
export function tsqlStatements(sql: string): string[] {
  return sql
    .split(/;\n|^GO$/m)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('--'));
}
