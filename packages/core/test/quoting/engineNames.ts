/**
 * The names a payload diagram gives an engine (issue 35, item 1): its tables, columns and other
 * objects keyed as the catalog readers key them, and what a database holds beyond them or lacks.
 * quotingEngines.test.ts compares Relata's scripts with them, ormQuotingEngines.test.ts what the
 * ORMs' own tools create.
 */
import { adaptSchema } from '../../src/schema/generate/adapt';
import type { DiagramModel } from '../../src/schema/model';
import { IDENTIFIER_LIMIT } from '../../src/schema/physical';
import { toPhysical } from '../../src/schema/toPhysical';
import { itemKey, type Catalog, type CatalogItem } from '../fidelity/catalog';
import type { EngineDialect } from '../harness/readCatalog';

/** Generated SQL holds no NUL: it becomes U+FFFD (docs/decisions/0046). */
const asWritten = (name: string): string => name.replaceAll('\0', '\uFFFD');

/** A name's key as the catalog readers give it: schema (none for the default one), name, column. */
const keyOf = (schema: string | undefined, name: string, sub?: string): string =>
  itemKey({
    schema: schema ? asWritten(schema) : null,
    name: asWritten(name),
    ...(sub === undefined ? {} : { sub: asWritten(sub) }),
    value: '',
  });

/** A table a tool creates: its schema (none for the default one), name and column names. */
export interface EngineTable {
  schema?: string;
  name: string;
  columns: string[];
}

/**
 * A diagram's names on an engine: the tables (with their columns) it must hold, and the other
 * objects (types, views) it may.
 */
export interface EngineNames {
  tables: EngineTable[];
  objects: { schema?: string; name: string }[];
}

/** The names Relata's DDL gives a diagram on a dialect's engine (cut to its identifier limit). */
export function engineNames(model: DiagramModel, dialect: EngineDialect): EngineNames {
  const schema = adaptSchema(toPhysical(model, IDENTIFIER_LIMIT[dialect]), dialect);
  return {
    tables: schema.tables.map((t) => ({
      ...(t.schema ? { schema: t.schema } : {}),
      name: t.name,
      columns: t.columns.map((c) => c.name),
    })),
    objects: [
      ...(dialect === 'postgresql' ? (schema.types ?? []) : []),
      // The PostgreSQL view (SELECT 1) is written translated for the other engines (decision 0068).
      ...(schema.views ?? []),
    ].map((o) => ({ ...(o.schema ? { schema: o.schema } : {}), name: o.name })),
  };
}

/**
 * What the engine's catalog holds that the names do not (tables, columns, types, views,
 * routines) and the tables and columns it lacks, one line each; empty when they agree.
 */
export function differences(catalog: Catalog, names: EngineNames): string[] {
  const tables = new Set(names.tables.map((t) => keyOf(t.schema, t.name)));
  const columns = new Set(
    names.tables.flatMap((t) => t.columns.map((c) => keyOf(t.schema, t.name, c))),
  );
  const objects = new Set(names.objects.map((o) => keyOf(o.schema, o.name)));
  const out: string[] = [];
  const compare = (what: string, items: CatalogItem[], expected: Set<string>, both: boolean) => {
    const found = new Set(items.map(itemKey));
    for (const k of found) if (!expected.has(k)) out.push(`stray ${what} ${JSON.stringify(k)}`);
    if (both)
      for (const k of expected) if (!found.has(k)) out.push(`missing ${what} ${JSON.stringify(k)}`);
  };
  compare('table', catalog.tables, tables, true);
  compare('column', catalog.columns, columns, true);
  compare('object', [...catalog.types, ...catalog.views, ...catalog.routines], objects, false);
  return out;
}
