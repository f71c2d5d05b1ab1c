import type { AttributePatch, DbComment } from '@relata/core';
import { changeStep, type Step } from '../../../lib/editor/history';
import type { DiagramOps, ItemPosition } from '../api/diagramOps';
import { inversePatches } from '../model/columnPatches';

/** Where a set of tables and comments stand: one side of a move. */
export interface Placement {
  tables: ItemPosition[];
  comments: ItemPosition[];
}

/**
 * The step of a move already saved (a drag of many items or a nudge): one Ctrl+Z puts every
 * item back where it was, in one request, and touches no other item.
 */
export function moveStep(ops: DiagramOps, before: Placement, after: Placement): Step {
  return changeStep('Move', (p: Placement) => ops.move(p.tables, p.comments), before, after);
}

/** Saves a move and answers its step. */
export async function saveMove(ops: DiagramOps, before: Placement, after: Placement) {
  await ops.move(after.tables, after.comments);
  return moveStep(ops, before, after);
}

/** The fields of a comment an edit may change. */
export type CommentFields = Partial<Pick<DbComment, 'text' | 'x' | 'y' | 'width' | 'height'>>;

/** Saves a comment's text or size and answers the step that puts back the old values. */
export async function saveCommentEdit(
  ops: DiagramOps,
  label: string,
  comment: DbComment,
  after: CommentFields,
): Promise<Step> {
  const keys = Object.keys(after) as (keyof CommentFields)[];
  const before: CommentFields = Object.fromEntries(keys.map((k) => [k, comment[k]]));
  const apply = (fields: CommentFields) => ops.updateComment(comment.id, fields);
  await apply(after);
  return changeStep(label, apply, before, after);
}

/** Saves a rename of a table and answers the step that puts back its old name. */
export async function saveRename(
  ops: DiagramOps,
  tableId: string,
  before: string,
  after: string,
): Promise<Step> {
  const apply = (name: string) => ops.updateTable(tableId, { name });
  await apply(after);
  return changeStep('Rename Table', apply, before, after);
}

/**
 * Saves column patches of a table and answers the step that applies their inverse: undo touches
 * only the columns the edit touched, so other columns changed meanwhile stay as they are.
 */
export async function saveColumnEdit(
  ops: DiagramOps,
  label: string,
  tableId: string,
  patches: AttributePatch[],
): Promise<Step> {
  const current = ops.current()?.tables.find((t) => t.id === tableId);
  const inverse = inversePatches(current?.attributes ?? [], patches);
  const apply = (p: AttributePatch[]) => ops.updateTable(tableId, { patches: p });
  await apply(patches);
  return changeStep(label, apply, inverse, patches);
}
