import {
  changeEventSchema,
  dbCommentSchema,
  dbEntitySchema,
  dbRelationshipSchema,
  diagramReloadRecordSchema,
  type DbComment,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';

/** The diagram as the server holds it (GET /diagram). */
export interface Diagram {
  tables: DbEntity[];
  comments: DbComment[];
  relationships: DbRelationship[];
}

/** What a realtime message on the project channel means for the diagram. */
export type DiagramChange =
  | { kind: 'upsert'; part: 'tables'; item: DbEntity }
  | { kind: 'upsert'; part: 'comments'; item: DbComment }
  | { kind: 'upsert'; part: 'relationships'; item: DbRelationship }
  | { kind: 'remove'; part: keyof Diagram; id: string }
  | { kind: 'refetch'; importId?: string | undefined };

/** The reload an import's 'diagram' event asks for, with the import's id when it carries one. */
function reload(record: unknown): DiagramChange {
  const parsed = diagramReloadRecordSchema.safeParse(record);
  return { kind: 'refetch', importId: parsed.success ? parsed.data.importId : undefined };
}

/** Reads a project-channel payload as a diagram change, or undefined when it is about something else. */
export function readDiagramChange(payload: unknown): DiagramChange | undefined {
  const parsed = changeEventSchema.safeParse(payload);
  if (!parsed.success) {
    const table =
      typeof payload === 'object' && payload !== null && 'table' in payload
        ? payload.table
        : undefined;
    return table === 'diagram' ? reload(undefined) : undefined;
  }
  const { table, operation, record, old_record } = parsed.data;
  if (table === 'diagram') return reload(record);
  const part =
    table === 'db_entities'
      ? 'tables'
      : table === 'db_comments'
        ? 'comments'
        : table === 'db_relationships'
          ? 'relationships'
          : undefined;
  if (!part) return undefined;
  if (operation === 'DELETE') {
    const id = (old_record ?? record)?.id;
    return typeof id === 'string' ? { kind: 'remove', part, id } : undefined;
  }
  if (part === 'tables') {
    const item = dbEntitySchema.safeParse(record);
    return item.success ? { kind: 'upsert', part, item: item.data } : undefined;
  }
  if (part === 'comments') {
    const item = dbCommentSchema.safeParse(record);
    return item.success ? { kind: 'upsert', part, item: item.data } : undefined;
  }
  const item = dbRelationshipSchema.safeParse(record);
  return item.success ? { kind: 'upsert', part, item: item.data } : undefined;
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
