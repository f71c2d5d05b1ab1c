/**
 * What the ORM proofs share (issue 40): the cases (each fixture schema written for each engine),
 * Relata's own DDL of each case loaded once and read, and the comparison of a database an ORM
 * made with it.
 */
import { generateDdl, importDdl, type DiagramModel } from '../../src/schema';
import { ormSchema, type OrmSchema } from '../../src/schema/orm/ormSchema';
import {
  CATEGORIES,
  compareCatalogs,
  emptyCatalog,
  type Catalog,
  itemKey,
  type CatalogItem,
  type Reading,
} from '../fidelity/catalog';
import { loadScript, workerEngines, type Load } from '../harness/databases';
import { fixtureFiles, fixtureText, type Fixture } from '../harness/fixtures';
import type { EngineDialect } from '../harness/readCatalog';

/** One fixture schema, written by an ORM for one engine. */
export interface OrmCase {
  /** `schema/source as target`, as the figures name it. */
  label: string;
  fixture: Fixture;
  target: EngineDialect;
  model: DiagramModel;
}

/**
 * Each schema of both fixture folders once per target: from its file in the target's dialect
 * where it has one (what a team working in that database would import), else from its first
 * file. The import of every file is proven by the fidelity harness; the ORM proofs prove the
 * writers, which read the model, not the file it came from.
 */
export function ormCases(targets: readonly EngineDialect[]): OrmCase[] {
  const bySchema = new Map<string, Fixture[]>();
  for (const f of fixtureFiles(['ddl', 'ddl-more']))
    bySchema.set(f.schema, [...(bySchema.get(f.schema) ?? []), f]);
  const models = new Map<Fixture, DiagramModel>();
  const modelOf = (f: Fixture) => {
    let model = models.get(f);
    if (!model) models.set(f, (model = importDdl(fixtureText(f), f.dialect).model));
    return model;
  };
  return [...bySchema.values()].flatMap((files) =>
    targets.map((target): OrmCase => {
      const fixture = files.find((f) => f.dialect === target) ?? files[0]!;
      return {
        label: `${fixture.schema}/${fixture.dialect} as ${target}`,
        fixture,
        target,
        model: modelOf(fixture),
      };
    }),
  );
}

const schemas = new WeakMap<OrmCase, OrmSchema>();

/** The ORM writers' view of a case's model for its engine (ormSchema), built once per case. */
export function caseSchema(c: OrmCase): OrmSchema {
  let schema = schemas.get(c);
  if (!schema) schemas.set(c, (schema = ormSchema(c.model, c.target)));
  return schema;
}

const references = new Map<OrmCase, Promise<Load>>();

/** Relata's own DDL of a case, loaded into a throwaway database of its engine: once per process. */
export function relataLoad(c: OrmCase): Promise<Load> {
  let load = references.get(c);
  if (!load) {
    load = workerEngines().then((engines) =>
      loadScript(engines, c.target, generateDdl(c.model, c.target), null),
    );
    references.set(c, load);
  }
  return load;
}

/**
 * A PostgreSQL catalog with its domains left out and each column of one typed by its base type:
 * the ORMs have no domains, and write a domain's columns with its base type.
 */
export function withoutDomains(catalog: Catalog): Catalog {
  const bases = new Map<string, string>();
  for (const t of catalog.types) {
    const base = /^DOMAIN (.+?)(?= NOT NULL| DEFAULT | CHECK |$)/.exec(t.value)?.[1];
    if (!base) continue;
    bases.set(t.name, base);
    if (t.schema) bases.set(`${t.schema}.${t.name}`, base);
  }
  // A column names its domain as the catalog prints it: quoted where its case needs it.
  const baseOf = (c: CatalogItem) => bases.get(c.value.replace(/"/g, ''));
  const domainColumns = new Set(catalog.columns.filter((c) => baseOf(c)).map(itemKey));
  return {
    ...catalog,
    columns: catalog.columns.map((c) => ({ ...c, value: baseOf(c) ?? c.value })),
    // PostgreSQL keeps DEFAULT NULL only where a domain casts it (`NULL::bytea20`).
    defaults: catalog.defaults.filter(
      (d) => !(domainColumns.has(itemKey(d)) && /^NULL::/.test(d.value)),
    ),
    types: catalog.types.filter((t) => !t.value.startsWith('DOMAIN ')),
  };
}

/**
 * A SQLite catalog with each unique key read as a unique index on the same columns, neither side
 * named: drizzle-kit writes SQLite's unique keys (table and column `unique()` alike) as CREATE
 * UNIQUE INDEX (its snapshot keeps none as a constraint), and so does Django 3.2; SQLite names a
 * constraint's own index `sqlite_autoindex_…`, a name no CREATE INDEX may take, and keeps index
 * names per schema where a constraint's are per table. The made side's index of such a key is the
 * unique index (no WHERE) on a unique key's columns that the design does not declare as an index.
 */
export function sqliteUniqueKeysAsIndexes(c: OrmCase): (catalog: Catalog) => Catalog {
  const tables = caseSchema(c).tables;
  const keys = new Set(
    tables.flatMap((t) => t.uniques.map((u) => `${t.name}\u0000(${u.columns.join(', ')})`)),
  );
  const declared = new Set(tables.flatMap((t) => t.indexes.map((i) => `${t.name}\u0000${i.name}`)));
  const ofKey = (i: CatalogItem) => {
    const m = /^(.*) UNIQUE$/s.exec(i.value);
    return (
      !!m && keys.has(`${i.name}\u0000${i.sub ?? ''}`) && !declared.has(`${i.name}\u0000${m[1]}`)
    );
  };
  return (catalog) => ({
    ...catalog,
    uniques: [],
    indexes: [
      ...catalog.indexes.map((i) => (ofKey(i) ? { ...i, value: 'UNIQUE' } : i)),
      // A constraint named as a declared unique index (Django's UniqueConstraint of one) keeps it.
      ...catalog.uniques.map((u) => ({
        ...u,
        value: declared.has(`${u.name}\u0000${u.value}`) ? `${u.value} UNIQUE` : 'UNIQUE',
      })),
    ],
  });
}

/**
 * A catalog with the unique keys `which` picks read as the unique indexes that hold them: an ORM
 * may only be able to make a key (Django 3.2 makes every unique index a UniqueConstraint; Drizzle
 * one that a foreign key needs on PostgreSQL), where the design has a unique index; both refuse
 * the same rows.
 */
export function uniquesAsIndexes(
  catalog: Catalog,
  target: EngineDialect,
  which: (unique: CatalogItem) => boolean,
): Catalog {
  const using = target === 'postgresql' ? ' USING btree' : '';
  // PostgreSQL's index definition quotes a name that is not lower case, its key list does not.
  const quoted = (name: string) =>
    target !== 'postgresql' || /^[a-z_][a-z0-9_$]*$/.test(name)
      ? name
      : `"${name.replace(/"/g, '""')}"`;
  const sub = (s: string | undefined) =>
    s && /^\(.*\)$/s.test(s) ? `(${s.slice(1, -1).split(', ').map(quoted).join(', ')})` : s;
  // A key's value is its name, then NULLS NOT DISTINCT and DEFERRABLE (which no index has).
  const value = (v: string) =>
    v.replace(
      /( NULLS NOT DISTINCT)?(?: (?:NOT )?DEFERRABLE.*)?$/s,
      (_, nulls?: string) => ` UNIQUE${nulls ?? ''}${using}`,
    );
  return {
    ...catalog,
    uniques: catalog.uniques.filter((u) => !which(u)),
    indexes: [
      ...catalog.indexes,
      ...catalog.uniques
        .filter(which)
        .map((u) => ({ ...u, sub: sub(u.sub), value: value(u.value) })),
    ],
  };
}

/**
 * A catalog without the indexes of its views (PostgreSQL's materialized views): the ORMs here
 * write no views (the generated code notes them), so no index of one either.
 */
export function withoutViewIndexes(catalog: Catalog): Catalog {
  const views = new Set(catalog.views.map((v) => `${v.schema ?? ''}\u0000${v.name}`));
  return {
    ...catalog,
    indexes: catalog.indexes.filter((i) => !views.has(`${i.schema ?? ''}\u0000${i.name}`)),
  };
}

/**
 * The virtual tables a case's DDL creates (SQLite's full-text and R-tree modules), which no ORM
 * declares, and the shadow tables the engine makes for each (`<name>_content`, …).
 */
export function virtualTables(c: OrmCase): (name: string) => boolean {
  const names = (c.model.extraSql ?? []).flatMap((e) => {
    const m = /^\s*CREATE\s+VIRTUAL\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`[]?([^\s"`\](]+)/i.exec(
      e.sql,
    );
    return m?.[1] ? [m[1].toLowerCase()] : [];
  });
  return (name) =>
    names.some((v) => name.toLowerCase() === v || name.toLowerCase().startsWith(`${v}_`));
}

/** What an ORM made of a case: its database's catalog (empty when it made none) and what failed. */
export interface Made {
  catalog: Catalog | null;
  /** The ORM's or the engine's refusals (statement: message). */
  refused: string[];
}

/** A case's outcome: the catalog items that differ from Relata's DDL, of how many. */
export interface Outcome {
  label: string;
  losses: string[];
  refused: string[];
  items: number;
}

/** Compares what an ORM made with Relata's DDL of the same case, in the ORM's reading. */
export async function outcome(c: OrmCase, made: Made, reading: Reading): Promise<Outcome> {
  const relata = await relataLoad(c);
  if (!relata.catalog)
    return {
      label: c.label,
      losses: ["no catalog of Relata's DDL"],
      refused: made.refused,
      items: 0,
    };
  const comparison = compareCatalogs(relata.catalog, made.catalog ?? emptyCatalog(), reading);
  return {
    label: c.label,
    losses: CATEGORIES.flatMap((cat) =>
      comparison[cat].losses.map((l) => `${cat} ${l.key}: ${l.before ?? '-'} -> ${l.after ?? '-'}`),
    ),
    refused: made.refused,
    items: CATEGORIES.reduce((n, cat) => n + comparison[cat].total, 0),
  };
}
