/**
 * Re-sync with a live database (issue 38, item 2): the database's model lined up with the design
 * (the same ids wherever an item is the same one), the differences as the version compare lists
 * them, and the design with the changes a user picked taken from the database. Tables that stay
 * keep their place; new ones go beside the tables they relate to.
 */
import type { TableDisplay } from '../../api/visualization';
import { drawnTableSize } from '../drawnSize';
import type {
  Attribute,
  CheckConstraint,
  DiagramModel,
  Relationship,
  Table,
  TableIndex,
  UniqueConstraint,
} from '../model';
import { nameKey } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import { diagramChanges, type DiagramChange, type DiagramChanges } from './diagramChanges';

/** Space between a new table and the one it relates to. */
const BESIDE_GAP = 80;

const qualified = (item: { schema?: string | undefined; name: string }) =>
  `${nameKey(item.schema ?? '')}\u0000${nameKey(item.name)}`;

/** Ids of the database's items, mapped to the design's where they are the same item. */
class IdMap {
  private readonly map = new Map<string, string>();
  set(from: string, to: string) {
    this.map.set(from, to);
  }
  id = (id: string): string => this.map.get(id) ?? id;
  ids = (ids: readonly string[]): string[] => ids.map(this.id);
}

/** Pairs items by a key; each design item pairs once. Returns database item -> design item. */
function pairBy<T>(design: readonly T[], database: readonly T[], key: (item: T) => string) {
  const free = new Map<string, T[]>();
  for (const d of design) free.set(key(d), [...(free.get(key(d)) ?? []), d]);
  const out = new Map<T, T>();
  for (const b of database) {
    const match = free.get(key(b))?.shift();
    if (match) out.set(b, match);
  }
  return out;
}

/** A table's column names, for recognising a renamed table (the rest of it matches). */
const columnSignature = (t: Table) =>
  t.attributes
    .map((c) => `${nameKey(c.name)} ${c.type.toLowerCase()}`)
    .sort()
    .join(',');

/** Pairs the tables: by name, then a renamed one by its columns when only the name differs. */
function pairTables(design: readonly Table[], database: readonly Table[]): Map<Table, Table> {
  const byName = pairBy(design, database, qualified);
  const taken = new Set(byName.values());
  const renamed = pairBy(
    design.filter((t) => !taken.has(t)),
    database.filter((t) => !byName.has(t)),
    (t) => (t.attributes.length === 0 ? `\u0000${t.id}` : columnSignature(t)),
  );
  return new Map([...byName, ...renamed]);
}

/**
 * Pairs a table's columns: by name, then a renamed one: at the same place with the same type, or
 * the only one left of its type on each side.
 */
function pairColumns(design: Table, database: Table): Map<Attribute, Attribute> {
  const pairs = pairBy(design.attributes, database.attributes, (c) => nameKey(c.name));
  const taken = new Set(pairs.values());
  const leftDesign = design.attributes.filter((c) => !taken.has(c));
  const leftDatabase = database.attributes.filter((c) => !pairs.has(c));
  const type = (c: Attribute) => c.type.toLowerCase();
  for (const b of leftDatabase) {
    const at = database.attributes.indexOf(b);
    const sameType = leftDesign.filter((d) => type(d) === type(b));
    const placed = sameType.find((d) => design.attributes.indexOf(d) === at);
    const only =
      sameType.length === 1 && leftDatabase.filter((o) => type(o) === type(b)).length === 1
        ? sameType[0]
        : undefined;
    const match = placed ?? only;
    if (match) {
      pairs.set(b, match);
      leftDesign.splice(leftDesign.indexOf(match), 1);
    }
  }
  return pairs;
}

/** Maps ids of the database's sub-items (indexes, checks, uniques) to the design's same ones. */
function pairTableItems<T extends { id: string; name: string }>(
  ids: IdMap,
  design: readonly T[] | undefined,
  database: readonly T[] | undefined,
  shape: (item: T) => string,
) {
  const key = (item: T) => (item.name ? `n:${nameKey(item.name)}` : `s:${shape(item)}`);
  for (const [b, d] of pairBy(design ?? [], database ?? [], key)) ids.set(b.id, d.id);
}

const indexShape = (ids: IdMap) => (i: TableIndex) =>
  i.parts.map((p) => (p.columnId ? ids.id(p.columnId) : (p.expression ?? ''))).join(',');

/** The database's table with ids mapped (columns, keys, indexes, checks, partitions). */
function mappedTable(t: Table, ids: IdMap): Table {
  const column = (c: Attribute): Attribute => ({ ...c, id: ids.id(c.id) });
  const unique = (u: UniqueConstraint): UniqueConstraint => ({
    ...u,
    id: ids.id(u.id),
    columnIds: ids.ids(u.columnIds),
  });
  const index = (i: TableIndex): TableIndex => ({
    ...i,
    id: ids.id(i.id),
    parts: i.parts.map((p) => (p.columnId ? { ...p, columnId: ids.id(p.columnId) } : p)),
    ...(i.includeColumnIds ? { includeColumnIds: ids.ids(i.includeColumnIds) } : {}),
  });
  const check = (c: CheckConstraint): CheckConstraint => ({
    ...c,
    id: ids.id(c.id),
    ...(c.columnId ? { columnId: ids.id(c.columnId) } : {}),
  });
  return {
    ...t,
    id: ids.id(t.id),
    attributes: t.attributes.map(column),
    ...(t.primaryKeyOrder ? { primaryKeyOrder: ids.ids(t.primaryKeyOrder) } : {}),
    ...(t.uniques ? { uniques: t.uniques.map(unique) } : {}),
    ...(t.indexes ? { indexes: t.indexes.map(index) } : {}),
    ...(t.checks ? { checks: t.checks.map(check) } : {}),
    ...(t.partitionOf
      ? { partitionOf: { ...t.partitionOf, tableId: ids.id(t.partitionOf.tableId) } }
      : {}),
    ...(t.inherits ? { inherits: ids.ids(t.inherits) } : {}),
  };
}

/** A table's box as drawn. */
const boxOf = (t: Table, display: TableDisplay) => ({
  x: t.x,
  y: t.y,
  ...drawnTableSize(t, display),
});
type Box = ReturnType<typeof boxOf>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + BESIDE_GAP &&
  b.x < a.x + a.width + BESIDE_GAP &&
  a.y < b.y + b.height + BESIDE_GAP &&
  b.y < a.y + a.height + BESIDE_GAP;

/** Side of the cells BoxGrid files boxes under. */
const CELL = 512;

/** Placed boxes filed by the grid cells they cover (with the gap), to find one in the way fast. */
class BoxGrid {
  private readonly cells = new Map<string, Box[]>();

  private *cellsOf(b: Box) {
    const [x0, x1] = [
      Math.floor((b.x - BESIDE_GAP) / CELL),
      Math.floor((b.x + b.width + BESIDE_GAP) / CELL),
    ];
    const [y0, y1] = [
      Math.floor((b.y - BESIDE_GAP) / CELL),
      Math.floor((b.y + b.height + BESIDE_GAP) / CELL),
    ];
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield `${x},${y}`;
  }

  add(box: Box) {
    for (const cell of this.cellsOf(box)) {
      const list = this.cells.get(cell);
      if (list) list.push(box);
      else this.cells.set(cell, [box]);
    }
  }

  /** A placed box the given one overlaps (gap included), if any. */
  blocker(box: Box): Box | undefined {
    for (const cell of this.cellsOf(box))
      for (const placed of this.cells.get(cell) ?? []) if (overlaps(placed, box)) return placed;
    return undefined;
  }
}

/**
 * Places the database's new tables: one related to a design's table goes beside it (right of the
 * first related one, at its height, moved further right past any table in the way); the others
 * keep the arrangement they were read with, as one block right of everything, at the top. Nothing
 * is placed over another table.
 */
function placeNewTables(
  tables: Table[],
  isNew: Set<string>,
  links: Relationship[],
  display: TableDisplay,
) {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const grid = new BoxGrid();
  const kept = tables.filter((t) => !isNew.has(t.id)).map((t) => boxOf(t, display));
  for (const box of kept) grid.add(box);
  const right = Math.max(0, ...kept.map((b) => b.x + b.width));
  const top = Math.min(0, ...kept.map((b) => b.y));
  const neighbours = new Map<string, string[]>();
  for (const r of links) {
    neighbours.set(r.sourceTableId, [...(neighbours.get(r.sourceTableId) ?? []), r.targetTableId]);
    neighbours.set(r.targetTableId, [...(neighbours.get(r.targetTableId) ?? []), r.sourceTableId]);
  }
  const besideOf = (t: Table) =>
    (neighbours.get(t.id) ?? [])
      .map((id) => byId.get(id))
      .find((o) => o !== undefined && !isNew.has(o.id));
  const fresh = tables.filter((t) => isNew.has(t.id));
  // The unrelated ones, as a block: shifted together, so their own arrangement stays.
  const alone = fresh.filter((t) => !besideOf(t));
  if (alone.length > 0) {
    const dx = (kept.length > 0 ? right + BESIDE_GAP : 0) - Math.min(...alone.map((t) => t.x));
    const dy = top - Math.min(...alone.map((t) => t.y));
    for (const t of alone) {
      t.x += dx;
      t.y += dy;
      grid.add(boxOf(t, display));
    }
  }
  for (const t of fresh) {
    const other = besideOf(t);
    if (!other) continue;
    const box = boxOf(t, display);
    box.x = other.x + drawnTableSize(other, display).width + BESIDE_GAP;
    box.y = other.y;
    // Right past whatever stands in the way (each step moves right, so this ends).
    for (let blocker = grid.blocker(box); blocker; blocker = grid.blocker(box))
      box.x = blocker.x + blocker.width + BESIDE_GAP;
    t.x = box.x;
    t.y = box.y;
    grid.add(box);
  }
}

/**
 * The database's model lined up with the design: tables, columns, keys, indexes, checks,
 * relationships, types and views that are the same item get the design's ids (by name, ignoring
 * case; a table or column renamed while the rest matches pairs too), and the design's place and
 * colour; new tables go beside the tables they relate to. `diagramChanges(design, aligned)` then
 * lists what differs, renames as renames.
 */
export function alignDatabase(
  design: DiagramModel,
  database: DiagramModel,
  display: TableDisplay = 'all',
): DiagramModel {
  const ids = new IdMap();
  const tablePairs = pairTables(design.tables, database.tables);
  for (const [b, d] of tablePairs) {
    ids.set(b.id, d.id);
    for (const [cb, cd] of pairColumns(d, b)) ids.set(cb.id, cd.id);
  }
  for (const [b, d] of tablePairs) {
    pairTableItems(ids, d.uniques, b.uniques, (u) => ids.ids(u.columnIds).join(','));
    pairTableItems(ids, d.indexes, b.indexes, indexShape(ids));
    pairTableItems(ids, d.checks, b.checks, (c) => c.expression);
  }
  const relationshipKey = (r: Relationship) =>
    [r.sourceTableId, r.sourceColumnId, r.targetTableId, r.targetColumnId].map(ids.id).join('>');
  for (const [b, d] of pairBy(design.relationships, database.relationships, relationshipKey))
    ids.set(b.id, d.id);
  for (const [b, d] of pairBy(design.types ?? [], database.types ?? [], qualified))
    ids.set(b.id, d.id);
  for (const [b, d] of pairBy(design.views ?? [], database.views ?? [], qualified))
    ids.set(b.id, d.id);

  const designTables = new Map(design.tables.map((t) => [t.id, t]));
  const designViews = new Map((design.views ?? []).map((v) => [v.id, v]));
  const isNew = new Set<string>();
  const tables = database.tables.map((t) => {
    const mapped = mappedTable(t, ids);
    const own = designTables.get(mapped.id);
    if (!own) isNew.add(mapped.id);
    // The design's place, size and colour: a re-sync never moves what stays.
    return own
      ? { ...mapped, x: own.x, y: own.y, width: own.width, height: own.height, color: own.color }
      : mapped;
  });
  const relationships = database.relationships.map((r) => ({
    ...r,
    id: ids.id(r.id),
    sourceTableId: ids.id(r.sourceTableId),
    targetTableId: ids.id(r.targetTableId),
    sourceColumnId: ids.id(r.sourceColumnId),
    targetColumnId: ids.id(r.targetColumnId),
  }));
  placeNewTables(tables, isNew, relationships, display);
  return {
    ...database,
    tables,
    relationships,
    comments: [],
    types: (database.types ?? []).map((t) => ({ ...t, id: ids.id(t.id) })),
    views: (database.views ?? []).map((v) => {
      const own = designViews.get(ids.id(v.id));
      return {
        ...v,
        id: ids.id(v.id),
        ...(v.tableIds ? { tableIds: ids.ids(v.tableIds) } : {}),
        ...(own ? { x: own.x, y: own.y } : {}),
      };
    }),
  };
}

/**
 * The differences between the design and the database, once lined up (see alignDatabase): types
 * and defaults as the database's engine reads them, so its catalog's spelling is no change.
 */
export const databaseChanges = (
  design: DiagramModel,
  aligned: DiagramModel,
  engine: SqlDialect,
): DiagramChanges => diagramChanges(design, aligned, engine);

/** A table's fields that are neither its place nor its parts (name, schema, comment, storage ...). */
function tableFields(from: Table, into: Table): Table {
  const { attributes, uniques, indexes, checks, primaryKeyOrder, primaryKeyName } = into;
  const { x, y, width, height, color } = into;
  return {
    ...from,
    attributes,
    x,
    y,
    width,
    height,
    ...(color === undefined ? { color: undefined } : { color }),
    uniques,
    indexes,
    checks,
    primaryKeyOrder,
    primaryKeyName,
  };
}

/** Replaces, adds (at the database's place in the list) or removes one item of a list by id. */
function takeItem<T extends { id: string }>(
  list: readonly T[] | undefined,
  from: readonly T[] | undefined,
  id: string,
): T[] {
  return takeItems(list, from, new Set([id]));
}

/**
 * The list with the items of `ids` taken from `from`: replaced where they are, gone where `from`
 * has none, and new ones, in `from`'s order, each after the item before it in `from` (or first).
 * One pass over each list, so a push of thousands of tables stays linear.
 */
function takeItems<T extends { id: string }>(
  list: readonly T[] | undefined,
  from: readonly T[] | undefined,
  ids: ReadonlySet<string>,
): T[] {
  const source = from ?? [];
  const fromById = new Map(source.map((i) => [i.id, i]));
  const present = new Set<string>();
  const kept: T[] = [];
  for (const item of list ?? []) {
    const taken = ids.has(item.id) ? fromById.get(item.id) : item;
    if (!taken) continue;
    kept.push(taken);
    present.add(taken.id);
  }
  // Each new item hangs after the last item before it in `from` that the list holds by then.
  const after = new Map<string | null, T[]>();
  let anchor: string | null = null;
  for (const item of source) {
    if (ids.has(item.id) && !present.has(item.id)) {
      const hung = after.get(anchor);
      if (hung) hung.push(item);
      else after.set(anchor, [item]);
      anchor = item.id;
    } else if (present.has(item.id)) anchor = item.id;
  }
  if (after.size === 0) return kept;
  const out: T[] = [];
  const hang = (id: string | null) => {
    for (const item of after.get(id) ?? []) {
      out.push(item);
      hang(item.id);
    }
  };
  hang(null);
  for (const item of kept) {
    out.push(item);
    hang(item.id);
  }
  return out;
}

/** Takes one change of a table's parts from the database's table into the design's. */
function takeTablePart(change: DiagramChange, rest: string[], into: Table, from: Table): Table {
  switch (change.group) {
    case 'tables':
      return tableFields(from, into);
    case 'columns':
      return { ...into, attributes: takeItem(into.attributes, from.attributes, rest[0] ?? '') };
    case 'indexes':
      return { ...into, indexes: takeItem(into.indexes, from.indexes, rest[0] ?? '') };
    case 'checks':
      return { ...into, checks: takeItem(into.checks, from.checks, rest[0] ?? '') };
    case 'keys': {
      if (rest[0] === 'pk') {
        const primary = new Set(from.attributes.filter((c) => c.isPrimaryKey).map((c) => c.id));
        return {
          ...into,
          attributes: into.attributes.map((c) => ({ ...c, isPrimaryKey: primary.has(c.id) })),
          primaryKeyOrder: from.primaryKeyOrder,
          primaryKeyName: from.primaryKeyName,
        };
      }
      if (rest[0] === 'col') {
        const unique = from.attributes.find((c) => c.id === rest[1])?.isUnique ?? false;
        return {
          ...into,
          attributes: into.attributes.map((c) =>
            c.id === rest[1] ? { ...c, isUnique: unique } : c,
          ),
        };
      }
      return { ...into, uniques: takeItem(into.uniques, from.uniques, rest[1] ?? '') };
    }
    default:
      return into;
  }
}

/** The model without references to columns or tables it no longer holds. */
function withoutDangling(model: DiagramModel): DiagramModel {
  const columns = new Set(model.tables.flatMap((t) => t.attributes.map((c) => `${t.id}.${c.id}`)));
  const tableIds = new Set(model.tables.map((t) => t.id));
  const tables = model.tables.map((t) => {
    const has = (id: string | undefined) => id === undefined || columns.has(`${t.id}.${id}`);
    return {
      ...t,
      ...(t.primaryKeyOrder ? { primaryKeyOrder: t.primaryKeyOrder.filter(has) } : {}),
      ...(t.uniques ? { uniques: t.uniques.filter((u) => u.columnIds.every(has)) } : {}),
      ...(t.indexes
        ? { indexes: t.indexes.filter((i) => i.parts.every((p) => has(p.columnId))) }
        : {}),
      ...(t.checks ? { checks: t.checks.filter((c) => has(c.columnId)) } : {}),
      ...(t.partitionOf && !tableIds.has(t.partitionOf.tableId) ? { partitionOf: undefined } : {}),
    };
  });
  return {
    ...model,
    tables,
    relationships: model.relationships.filter(
      (r) =>
        columns.has(`${r.sourceTableId}.${r.sourceColumnId}`) &&
        columns.has(`${r.targetTableId}.${r.targetColumnId}`),
    ),
    views: model.views?.map((v) =>
      v.tableIds ? { ...v, tableIds: v.tableIds.filter((id) => tableIds.has(id)) } : v,
    ),
  };
}

/**
 * The design with the picked changes taken from the database (`aligned`, see alignDatabase), each
 * item as the database has it: added ones added, removed ones removed, changed ones replaced.
 * What the design holds beyond the schema (places, colours, comments, areas) stays; a relationship
 * or key whose columns are not there any more goes.
 */
export function takeDatabaseChanges(
  design: DiagramModel,
  aligned: DiagramModel,
  changes: readonly DiagramChange[],
  picked: ReadonlySet<string>,
): DiagramModel {
  const fromTables = new Map(aligned.tables.map((t) => [t.id, t]));
  // Whole items first, list by list in one pass each; then the parts of tables both sides hold.
  const whole = {
    tables: new Set<string>(),
    relationships: new Set<string>(),
    types: new Set<string>(),
    views: new Set<string>(),
  };
  const parts: DiagramChange[] = [];
  for (const change of changes) {
    if (!picked.has(change.key)) continue;
    const id = change.key.split(':')[2] ?? '';
    if (change.group === 'relationships' || change.group === 'types' || change.group === 'views')
      whole[change.group].add(id);
    else if (change.group === 'tables' && change.kind !== 'changed') whole.tables.add(id);
    else parts.push(change);
  }
  const tables = takeItems(design.tables, aligned.tables, whole.tables);
  const relationships = takeItems(design.relationships, aligned.relationships, whole.relationships);
  const types =
    whole.types.size > 0 ? takeItems(design.types, aligned.types, whole.types) : design.types;
  const views =
    whole.views.size > 0 ? takeItems(design.views, aligned.views, whole.views) : design.views;
  const at = new Map(tables.map((t, i) => [t.id, i]));
  for (const change of parts) {
    const [, , id = '', ...rest] = change.key.split(':');
    const from = fromTables.get(id);
    const i = at.get(id);
    if (from && i !== undefined) tables[i] = takeTablePart(change, rest, tables[i]!, from);
  }
  return withoutDangling({ ...design, tables, relationships, types, views });
}
