import type { ChangeEvent, DbComment, DbEntity, DbRelationship, Diagram } from '@relata/core';

/** The diagram as the server holds it (GET /diagram), core's response type. */
export type { Diagram };

/** What a realtime message on the project channel means for the diagram. */
export type DiagramChange =
  | { kind: 'upsert'; part: 'tables'; item: DbEntity }
  | { kind: 'upsert'; part: 'comments'; item: DbComment }
  | { kind: 'upsert'; part: 'relationships'; item: DbRelationship }
  | { kind: 'remove'; part: keyof Diagram; id: string }
  | { kind: 'refetch'; importId?: string | undefined };

/**
 * Maps a change on the project channel to the diagram; undefined when it is about something
 * else. The change was validated on receipt, so its record is the stored row of its kind.
 */
export function readDiagramChange(change: ChangeEvent): DiagramChange | undefined {
  switch (change.table) {
    case 'diagram':
      return { kind: 'refetch', importId: change.record?.importId };
    case 'db_entities':
      if (change.operation === 'DELETE') return removal('tables', change);
      return change.record ? { kind: 'upsert', part: 'tables', item: change.record } : undefined;
    case 'db_comments':
      if (change.operation === 'DELETE') return removal('comments', change);
      return change.record ? { kind: 'upsert', part: 'comments', item: change.record } : undefined;
    case 'db_relationships':
      if (change.operation === 'DELETE') return removal('relationships', change);
      return change.record
        ? { kind: 'upsert', part: 'relationships', item: change.record }
        : undefined;
    default:
      return undefined;
  }
}

/** A deletion removes the item by the id of the row before (or after, when only that came). */
function removal(
  part: keyof Diagram,
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

/** Applies a change to the diagram; unchanged items keep their identity so memoised nodes skip rendering. */
export function applyDiagramChange(diagram: Diagram, change: DiagramChange): Diagram {
  switch (change.kind) {
    case 'refetch':
      return diagram;
    case 'remove': {
      if (change.part === 'tables') {
        return {
          ...diagram,
          tables: diagram.tables.filter((t) => t.id !== change.id),
          relationships: diagram.relationships.filter(
            (r) => r.sourceTableId !== change.id && r.targetTableId !== change.id,
          ),
        };
      }
      if (change.part === 'comments')
        return { ...diagram, comments: diagram.comments.filter((c) => c.id !== change.id) };
      return { ...diagram, relationships: diagram.relationships.filter((r) => r.id !== change.id) };
    }
    case 'upsert':
      if (change.part === 'tables')
        return { ...diagram, tables: upsert(diagram.tables, change.item) };
      if (change.part === 'comments')
        return { ...diagram, comments: upsert(diagram.comments, change.item) };
      return { ...diagram, relationships: upsert(diagram.relationships, change.item) };
  }
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
  };
}
