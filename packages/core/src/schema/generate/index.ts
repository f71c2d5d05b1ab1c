import type { DiagramModel } from '../model';
import { IDENTIFIER_LIMIT, type PhysicalExtra, type PhysicalSchema } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { toPhysical } from '../toPhysical';
import { adaptSchema, isDialect } from './adapt';
import type { DialectSpec } from './dialect';
import { multipleCascadePaths } from './foreignKeys';
import { IndexNames, createIndex } from './indexes';
import { mssqlSpec } from './mssql';
import { mysqlSpec } from './mysql';
import {
  createSchemas,
  createType,
  createView,
  extraPlace,
  writeExtra,
  type ExtraPlace,
} from './objects';
import { fromParentIndex, parentsFirst } from './partitions';
import { postgresqlSpec } from './postgresql';
import { sqlCommentLine } from '../quoting';
import { SqlWriter } from './sqlWriter';
import { sqliteSpec } from './sqlite';

/** Each dialect's DDL spelling. */
export const DIALECT_SPECS: Record<SqlDialect, DialectSpec> = {
  mysql: mysqlSpec,
  postgresql: postgresqlSpec,
  sqlite: sqliteSpec,
  mssql: mssqlSpec,
};

/** A writer for a physical schema in one dialect (used by generateDdl and the diff). */
export function sqlWriter(schema: PhysicalSchema, dialect: SqlDialect): SqlWriter {
  return new SqlWriter(DIALECT_SPECS[dialect], schema);
}

/** CREATE INDEX statements for every table, index names kept unique where the dialect needs it. */
function indexStatements(w: SqlWriter, schema: PhysicalSchema): string[] {
  const names = new IndexNames(w.dialect);
  for (const t of schema.tables) {
    // Relations and key constraints share the index names' namespace.
    names.claimTable(t);
    if (t.primaryKeyName) names.claim(t, t.primaryKeyName);
    for (const u of t.uniques ?? []) if (u.name) names.claim(t, u.name);
  }
  return schema.tables.flatMap((t) =>
    (t.indexes ?? []).flatMap((i) =>
      // A partition's index like its parent's: PostgreSQL makes it with the parent's.
      (w.dialect === 'postgresql' && fromParentIndex(t, i, schema.tables)) || w.isInlineIndex(t, i)
        ? []
        : (createIndex(t, i, names, w) ?? []),
    ),
  );
}

/** The schema's extra statements that go in one place (see extraPlace). */
export function extrasAt(place: ExtraPlace, w: SqlWriter, schema: PhysicalSchema): PhysicalExtra[] {
  const tableNames = new Set(schema.tables.map((t) => t.name.toLowerCase()));
  return (schema.extras ?? []).filter((e) => extraPlace(e, w.dialect, tableNames) === place);
}

/**
 * The extra SQL that comes before the tables, in two parts: what project types may be made of
 * (extensions, collations, languages, schemas), then the rest (routines, sequences, …); and whether
 * routines are among the extras (their bodies may read tables created further down).
 */
export function extrasBeforeTables(
  w: SqlWriter,
  schema: PhysicalSchema,
): { first: PhysicalExtra[]; rest: PhysicalExtra[]; routines: boolean } {
  const pre = extrasAt('beforeTables', w, schema);
  const first = pre.filter((e) => FOUNDATIONS.test(e.kind));
  const routines = (schema.extras ?? []).some(
    (e) => /function|procedure/i.test(e.kind) && isDialect(e.dialect, 'postgresql'),
  );
  return { first, rest: pre.filter((e) => !first.includes(e)), routines };
}

/** Statements that come before the tables: schemas, project types and the extra SQL tables need. */
function preamble(w: SqlWriter, schema: PhysicalSchema): string[] {
  const { first, rest, routines } = extrasBeforeTables(w, schema);
  const out: string[] = [];
  if (w.dialect === 'postgresql' && routines)
    // Function bodies may read tables and views created further down.
    out.push(CHECK_FUNCTION_BODIES_OFF);
  const owners = [...schema.tables, ...(schema.views ?? []), ...(schema.types ?? [])];
  const schemas = new Set(owners.flatMap((o) => o.schema || []));
  out.push(...createSchemas([...schemas], w.dialect));
  // What types may be made of (a domain over an extension's type, with a collation) comes first;
  // a schema the script creates is written as it was, unless it is written above already.
  const kept = first.filter((e) => !(/^schema$/i.test(e.kind) && e.name && schemas.has(e.name)));
  out.push(...kept.flatMap((e) => writeExtra(e, w) ?? []));
  out.push(...(schema.types ?? []).flatMap((t) => createType(t, w) ?? []));
  out.push(...rest.flatMap((e) => writeExtra(e, w) ?? []));
  return out;
}

/** PostgreSQL's setting that lets a function read tables created after it. */
export const CHECK_FUNCTION_BODIES_OFF = 'SET check_function_bodies = false;';

/** Kinds of extra SQL the project types may need: written before them. */
const FOUNDATIONS = /^(schema|extension|collation|language)$/i;

/** Notes that concern the script as a whole. */
function scriptNotes(schema: PhysicalSchema, dialect: SqlDialect): string[] {
  const notes: string[] = [];
  const commented = schema.tables.some((t) => t.comment || t.columns.some((c) => c.comment));
  if (dialect === 'sqlite' && commented)
    notes.push('SQLite has no comments on tables and columns: they are written as -- comments');
  if (dialect === 'mssql')
    for (const table of multipleCascadePaths(schema))
      notes.push(
        `${table} is reached by more than one cascading foreign-key path: MSSQL refuses this, change one action to NO ACTION`,
      );
  return notes;
}

/**
 * The DDL script for a physical schema in one dialect, in load order: schemas and types, extra
 * SQL the tables need, CREATE TABLE, CREATE INDEX, foreign keys, routines that name tables, views,
 * then the remaining extra SQL. What had to change for the dialect is listed as `-- Note:` lines on top.
 */
export function writeSchema(source: PhysicalSchema, dialect: SqlDialect): string {
  const schema = adaptSchema(source, dialect);
  const w = sqlWriter(schema, dialect);
  w.sourceTables = source.tables;
  w.sourceViews = source.views;
  const parts = [
    ...preamble(w, schema),
    ...parentsFirst(schema.tables).map((t) => w.createTable(t)),
  ];
  const indexes = indexStatements(w, schema);
  if (indexes.length > 0) parts.push(indexes.join('\n'));
  if (!w.spec.inlineForeignKeys) {
    const fks = schema.tables.flatMap((t) => t.foreignKeys.map((fk) => w.addForeignKey(t, fk)));
    if (fks.length > 0) parts.push(fks.join('\n'));
  }
  parts.push(...extrasAt('beforeViews', w, schema).flatMap((e) => writeExtra(e, w) ?? []));
  parts.push(...(schema.views ?? []).flatMap((v) => createView(v, w) ?? []));
  parts.push(...extrasAt('last', w, schema).flatMap((e) => writeExtra(e, w) ?? []));
  const notes = [...schema.notes, ...scriptNotes(schema, dialect), ...w.allNotes()];
  if (notes.length > 0) parts.unshift(notes.map((n) => sqlCommentLine(`Note: ${n}`)).join('\n'));
  return parts.join('\n\n') + '\n';
}

/**
 * The DDL script for a diagram in one SQL dialect: everything the model holds, written exactly
 * where the dialect takes it and mapped to its nearest equivalent (with a note) where not.
 */
export function generateDdl(model: DiagramModel, dialect: SqlDialect): string {
  return writeSchema(toPhysical(model, IDENTIFIER_LIMIT[dialect]), dialect);
}
