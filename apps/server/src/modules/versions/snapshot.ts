import type { Diagram } from '@relata/core';
import type { InsertableModel } from '../diagram/importModel';

/** A stored row's fields beyond the model's: whose project and which row version. */
type StoredFields = { project_id: string; version?: number };

/** The item without the fields the store adds; everything of the model stays. */
function modelPart<T extends StoredFields>({
  project_id: _project,
  version: _version,
  ...item
}: T): Omit<T, keyof StoredFields> {
  return item;
}

/**
 * A version's snapshot (the stored diagram) as the model to insert again: each item without its
 * project and row version. Comments keep their size, tables their ids.
 */
export function modelOfSnapshot(snapshot: Diagram): InsertableModel {
  return {
    tables: snapshot.tables.map(modelPart),
    relationships: snapshot.relationships.map(modelPart),
    comments: snapshot.comments.map(modelPart),
    types: snapshot.types.map(modelPart),
    views: snapshot.views.map(modelPart),
    extraSql: snapshot.extraSql.map(modelPart),
    // An area keeps its rectangle; a snapshot from before areas has none.
    areas: (snapshot.areas ?? []).map(modelPart),
  };
}
