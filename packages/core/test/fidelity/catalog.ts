/**
 * One comparable shape for what an engine's catalog holds, and the item-by-item comparison of two
 * catalogs: exact for same-dialect round trips, tolerant (see `tolerant.ts`) across dialects.
 */

/** The categories of catalog items, in report order. */
export const CATEGORIES = [
  'tables',
  'columns',
  'columnOrder',
  'nullability',
  'defaults',
  'identity',
  'collations',
  'comments',
  'primaryKeys',
  'foreignKeys',
  'uniques',
  'indexes',
  'checks',
  'types',
  'views',
  'routines',
  // A table's storage: MySQL's engine, character set and collation (issue 37).
  'tableOptions',
  // PostgreSQL's partitioning (PARTITION BY, PARTITION OF ... FOR VALUES) and INHERITS (issue 37).
  'partitions',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * One catalog item: the object it belongs to (schema, null for the engine's default one; table or
 * type or view or routine name; the column or constraint within it) and its value as the engine
 * states it.
 */
export interface CatalogItem {
  schema: string | null;
  name: string;
  sub?: string;
  value: string;
}

/** Everything read from one database, by category. */
export type Catalog = Record<Category, CatalogItem[]>;

/** An empty catalog. */
export const emptyCatalog = (): Catalog =>
  Object.fromEntries(CATEGORIES.map((c) => [c, []])) as unknown as Catalog;

/**
 * The catalog with one `columnOrder` item per table: its column names in the order read (the
 * readers read columns in their ordinal order).
 */
export function withColumnOrder(c: Catalog): Catalog {
  const order = new Map<string, [CatalogItem, string[]]>();
  for (const col of c.columns) {
    const key = `${col.schema ?? ''}\u0000${col.name}`;
    const entry = order.get(key) ?? [{ schema: col.schema, name: col.name, value: '' }, []];
    entry[1].push(col.sub ?? '');
    order.set(key, entry);
  }
  c.columnOrder = [...order.values()].map(([item, names]) => ({
    ...item,
    value: names.join(', '),
  }));
  return c;
}

/** An item's key, exact case (`person.address.city`; `film.rating` in the default schema). */
export const itemKey = (item: CatalogItem): string =>
  [item.schema, item.name, item.sub].filter((p) => p !== null && p !== undefined).join('.');

/** How a comparison reads items: their key and value, possibly normalised (see tolerant.ts). */
export interface Reading {
  key(category: Category, item: CatalogItem): string;
  value(category: Category, item: CatalogItem): string;
  /** Whether an item says nothing in this reading (left out of the comparison). */
  skip?(category: Category, item: CatalogItem): boolean;
  /** The catalog as this reading sees it, before its items are keyed (e.g. items moved between categories). */
  catalog?(catalog: Catalog): Catalog;
}

/** The exact reading: keys in exact case, values as the engine states them. */
export const EXACT: Reading = { key: (_c, item) => itemKey(item), value: (_c, item) => item.value };

/** A difference found in one category: the item's key and its value before and after (null: absent). */
export interface Loss {
  key: string;
  before: string | null;
  after: string | null;
}

/** The comparison of one category: preserved items, all items (of either side), what differed. */
export interface CategoryResult {
  preserved: number;
  total: number;
  losses: Loss[];
}

/** The comparison of two catalogs, by category. */
export type Comparison = Record<Category, CategoryResult>;

/** Items as a key-to-value map; a repeated key gets `#2`, `#3`, ... so nothing is counted twice. */
function keyed(items: CatalogItem[], category: Category, reading: Reading): Map<string, string> {
  // Items of one key in the order of their values: engines list them in orders of their own.
  const groups = new Map<string, string[]>();
  for (const item of items) {
    if (reading.skip?.(category, item)) continue;
    const key = reading.key(category, item);
    const values = groups.get(key) ?? [];
    values.push(reading.value(category, item));
    groups.set(key, values);
  }
  const out = new Map<string, string>();
  for (const [base, values] of groups)
    [...values].sort().forEach((value, n) => out.set(n === 0 ? base : `${base}#${n + 1}`, value));
  return out;
}

/**
 * Compares two catalogs item by item per category: preserved = same key and same value; the total
 * is every key of either side, so an item the round trip added counts against it as one it lost.
 */
export function compareCatalogs(before: Catalog, after: Catalog, reading = EXACT): Comparison {
  const out = {} as Comparison;
  const [seenBefore, seenAfter] = reading.catalog
    ? [reading.catalog(before), reading.catalog(after)]
    : [before, after];
  for (const category of CATEGORIES) {
    const a = keyed(seenBefore[category], category, reading);
    const b = keyed(seenAfter[category], category, reading);
    const keys = new Set([...a.keys(), ...b.keys()]);
    const losses: Loss[] = [];
    for (const key of keys) {
      const va = a.get(key) ?? null;
      const vb = b.get(key) ?? null;
      if (va !== vb) losses.push({ key, before: va, after: vb });
    }
    out[category] = { preserved: keys.size - losses.length, total: keys.size, losses };
  }
  return out;
}

/** A catalog row's field as text ('' for NULL). */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The preserved share of a category (1 when it holds nothing). */
export const share = (r: CategoryResult): number => (r.total === 0 ? 1 : r.preserved / r.total);
