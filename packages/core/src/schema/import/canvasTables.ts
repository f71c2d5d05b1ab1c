/**
 * The tables already on the canvas, as an "Add to diagram" import may reference them (issue 36,
 * item 3): a foreign key to a table the script does not create becomes a relationship to the
 * canvas's table, by its ids.
 */
import type { Attribute, Table } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { DEFAULT_SCHEMAS, type QualifiedName } from './catalog';

/** A column of a table on the canvas: its id and name. */
export interface CanvasColumn {
  id: string;
  name: string;
}

/** A table on the canvas, with what a reference to it needs: names, column ids, key order. */
export interface CanvasTable {
  id: string;
  schema?: string;
  name: string;
  columns: CanvasColumn[];
  /** The primary key's column ids in key order (what a reference naming no columns means). */
  primaryKey: string[];
}

/** The primary key's column ids of a table in key order (primaryKeyOrder when it holds them all). */
function primaryKeyOf(table: {
  attributes: readonly Pick<Attribute, 'id' | 'isPrimaryKey'>[];
  primaryKeyOrder?: readonly string[] | undefined;
}): string[] {
  const flagged = table.attributes.filter((a) => a.isPrimaryKey).map((a) => a.id);
  const ordered = table.primaryKeyOrder?.filter((id) => flagged.includes(id)) ?? [];
  return ordered.length === flagged.length ? ordered : flagged;
}

/** The canvas tables of a diagram's tables (what the import worker is sent: ids and names only). */
export function canvasTablesOf(
  tables: readonly (Pick<Table, 'id' | 'name' | 'schema' | 'primaryKeyOrder'> & {
    attributes: readonly Pick<Attribute, 'id' | 'name' | 'isPrimaryKey'>[];
  })[],
): CanvasTable[] {
  return tables.map((t) => ({
    id: t.id,
    ...(t.schema ? { schema: t.schema } : {}),
    name: t.name,
    columns: t.attributes.map((a) => ({ id: a.id, name: a.name })),
    primaryKey: primaryKeyOf(t),
  }));
}

/**
 * One of `items` named `name`: the one spelt exactly so, else the only one that matches ignoring
 * case. The importer keeps no quoting, so names match as the script's own tables do (ignoring
 * case); the exact spelling decides between names that differ only in case, and none is chosen
 * when that does not decide.
 */
export function byName<T>(items: readonly T[], name: string, nameOf: (item: T) => string) {
  const key = name.toLowerCase();
  const same = items.filter((item) => nameOf(item).toLowerCase() === key);
  return same.length === 1 ? same[0] : same.find((item) => nameOf(item) === name);
}

/** Finds the canvas tables a script's references name, by schema and name (Catalog's rules). */
export class CanvasTables {
  /** By the name's lookup key (lower case), then the tables of that name in any schema. */
  private readonly byKey = new Map<string, CanvasTable[]>();
  private readonly byBareName = new Map<string, CanvasTable[]>();

  constructor(
    tables: readonly CanvasTable[],
    private readonly dialect: SqlDialect,
  ) {
    for (const t of tables) {
      push(this.byKey, this.key(t.schema ?? null, t.name), t);
      push(this.byBareName, t.name.toLowerCase(), t);
    }
  }

  /** A table's lookup key: its schema as the importer qualifies names (none in MySQL or by default). */
  private key(schema: string | null, name: string): string {
    const scoped =
      schema !== null &&
      schema !== '' &&
      this.dialect !== 'mysql' &&
      !DEFAULT_SCHEMAS.has(schema.toLowerCase());
    return (scoped ? `${schema}.${name}` : name).toLowerCase();
  }

  /**
   * The canvas table a reference names, or undefined; an unqualified name also matches the one
   * table of that name in another schema, as the script's own tables do.
   */
  find(q: QualifiedName): CanvasTable | undefined {
    const exact = this.byKey.get(this.key(q.schema, q.name));
    if (exact) return byName(exact, q.name, (t) => t.name);
    if (q.schema !== null) return undefined;
    const anywhere = this.byBareName.get(q.name.toLowerCase()) ?? [];
    return anywhere.length === 1 ? anywhere[0] : undefined;
  }
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
