import type {
  ChangeEvent,
  DbArea,
  DbComment,
  DbEntity,
  DbExtraSql,
  DbRelationship,
  DbType,
  DbView,
  Diagram,
  DiagramPositionsRecord,
} from '@relata/core';

/** The diagram as the server holds it (GET /diagram), core's response type. */
export type { Diagram };

/** A diagram with nothing in it. */
export const EMPTY_DIAGRAM: Diagram = {
  tables: [],
  comments: [],
  relationships: [],
  types: [],
  views: [],
  extraSql: [],
  areas: [],
};

/** The item kinds of a diagram, each a list of items with an id. */
export type DiagramPart = keyof DiagramItems;

/** The item type of each part. */
interface DiagramItems {
  tables: DbEntity;
  comments: DbComment;
  relationships: DbRelationship;
  types: DbType;
  views: DbView;
  extraSql: DbExtraSql;
  areas: DbArea;
}

/** What a realtime message on the project channel means for the diagram. */
export type DiagramChange =
  | { [P in DiagramPart]: { kind: 'upsert'; part: P; item: DiagramItems[P] } }[DiagramPart]
  | { kind: 'remove'; part: DiagramPart; id: string }
  | { kind: 'positions'; placed: DiagramPositionsRecord }
  | { kind: 'refetch'; importId?: string | undefined };

/** The diagram part each realtime table's rows belong to. */
const PARTS = {
  db_entities: 'tables',
  db_comments: 'comments',
  db_relationships: 'relationships',
  db_types: 'types',
  db_views: 'views',
  db_extra_sql: 'extraSql',
  db_areas: 'areas',
} as const satisfies Record<string, DiagramPart>;

/**
 * Maps a change on the project channel to the diagram; undefined when it is about something
 * else. The change was validated on receipt, so its record is the stored row of its kind.
 */
export function readDiagramChange(change: ChangeEvent): DiagramChange | undefined {
  if (change.table === 'diagram') return { kind: 'refetch', importId: change.record?.importId };
  if (change.table === 'diagram_positions')
    return change.record ? { kind: 'positions', placed: change.record } : undefined;
  if (!(change.table in PARTS)) return undefined;
  const part = PARTS[change.table as keyof typeof PARTS];
  const rows = change as { record: { id: string } | null; old_record: { id: string } | null };
  if (change.operation === 'DELETE') return removal(part, rows);
  return change.record
    ? ({ kind: 'upsert', part, item: change.record } as DiagramChange)
    : undefined;
}

/** A deletion removes the item by the id of the row before (or after, when only that came). */
function removal(
  part: DiagramPart,
  change: { record: { id: string } | null; old_record: { id: string } | null },
): DiagramChange | undefined {
  const id = (change.old_record ?? change.record)?.id;
  return id === undefined ? undefined : { kind: 'remove', part, id };
}

function upsert<T extends { id: string; version?: number }>(list: readonly T[], item: T): T[] {
  const i = list.findIndex((x) => x.id === item.id);
  if (i === -1) return [...list, item];
  const current = list[i];
  // A record older than the one shown (a late echo of an earlier edit) is ignored.
  if (
    current?.version !== undefined &&
    item.version !== undefined &&
    item.version < current.version
  )
    return [...list];
  const next = [...list];
  next[i] = item;
  return next;
}

type Placed = DiagramPositionsRecord['tables'][number];

/**
 * Moves the placed items of a list in one pass; an item shown at a newer version than its place
 * (a later edit seen first) keeps where it is, and the list keeps its identity when nothing moved.
 */
function placeAll<T extends { id: string; x: number; y: number; version?: number }>(
  list: T[],
  placed: readonly Placed[],
): T[] {
  if (placed.length === 0) return list;
  const at = new Map(placed.map((p) => [p.id, p]));
  let moved = false;
  const next = list.map((item) => {
    const p = at.get(item.id);
    if (!p || (item.version !== undefined && p.version < item.version)) return item;
    if (p.x === item.x && p.y === item.y && p.version === item.version) return item;
    moved = true;
    return { ...item, x: p.x, y: p.y, version: p.version };
  });
  return moved ? next : list;
}

/** Applies a change to the diagram; unchanged items keep their identity so memoised nodes skip rendering. */
export function applyDiagramChange(diagram: Diagram, change: DiagramChange): Diagram {
  if (change.kind === 'refetch') return diagram;
  if (change.kind === 'positions') {
    const { tables, comments, views, areas } = change.placed;
    return {
      ...diagram,
      tables: placeAll(diagram.tables, tables),
      comments: placeAll(diagram.comments, comments),
      views: placeAll(diagram.views, views),
      areas: placeAll(diagram.areas, areas),
    };
  }
  if (change.kind === 'upsert') {
    const list = diagram[change.part] as readonly DiagramItems[typeof change.part][];
    return { ...diagram, [change.part]: upsert(list, change.item) };
  }
  const next = {
    ...diagram,
    [change.part]: (diagram[change.part] as readonly { id: string }[]).filter(
      (x) => x.id !== change.id,
    ),
  };
  if (change.part !== 'tables') return next;
  // A table's relationships go with it.
  return {
    ...next,
    relationships: diagram.relationships.filter(
      (r) => r.sourceTableId !== change.id && r.targetTableId !== change.id,
    ),
  };
}

/**
 * Puts the answer of an import into the diagram: in 'replace' mode it is the whole diagram, in
 * 'add' mode its items join the others (replacing any with the same id).
 */
export function applyImport(diagram: Diagram, imported: Diagram, mode: 'add' | 'replace'): Diagram {
  if (mode === 'replace') return imported;
  const merge = <T extends { id: string }>(list: readonly T[], added: readonly T[]): T[] => {
    const ids = new Set(added.map((x) => x.id));
    return [...list.filter((x) => !ids.has(x.id)), ...added];
  };
  return {
    tables: merge(diagram.tables, imported.tables),
    comments: merge(diagram.comments, imported.comments),
    relationships: merge(diagram.relationships, imported.relationships),
    types: merge(diagram.types, imported.types),
    views: merge(diagram.views, imported.views),
    extraSql: merge(diagram.extraSql, imported.extraSql),
    areas: merge(diagram.areas, imported.areas),
  };
}
