import type {
  AttributePatch,
  CreateTypeBodyInput,
  DbComment,
  UpdateRelationshipBodyInput,
  UpdateTypeBodyInput,
} from '@relata/core';
import { changeStep, type Step } from '../../../lib/editor/history';
import type { DiagramOps } from '../api/diagramOps';
import type { SplitPositions } from '../model/nudge';
import { inversePatches } from '../model/columnPatches';
import { inverseItemPatches, type ItemPatch } from '../model/tableItems';

/** Where a set of tables, comments and views stand: one side of a move. */
export type Placement = SplitPositions;

/**
 * The step of a move already saved (a drag of many items or a nudge): one Ctrl+Z puts every
 * item back where it was, in one request, and touches no other item.
 */
export function moveStep(ops: DiagramOps, before: Placement, after: Placement): Step {
  return changeStep('Move', (p: Placement) => ops.move(p), before, after);
}

/** Saves a move and answers its step. */
export async function saveMove(ops: DiagramOps, before: Placement, after: Placement) {
  await ops.move(after);
  return moveStep(ops, before, after);
}

/** The fields of a comment an edit may change. */
export type CommentFields = Partial<Pick<DbComment, 'text' | 'x' | 'y' | 'width' | 'height'>>;

/**
 * Saves some fields of an item and answers the step that puts back their values before: those of
 * `current`, `fallback` for a field it did not have. Other fields, and other items, are untouched.
 */
export async function saveFields<F extends object>(
  label: string,
  current: Partial<F> | undefined,
  after: F,
  apply: (fields: F) => Promise<unknown>,
  fallback: (key: keyof F) => F[keyof F] | undefined = () => undefined,
): Promise<Step> {
  const keys = Object.keys(after) as (keyof F)[];
  const before = Object.fromEntries(keys.map((k) => [k, current?.[k] ?? fallback(k)])) as F;
  await apply(after);
  return changeStep(label, apply, before, after);
}

/** Saves a comment's text or size and answers the step that puts back the old values. */
export function saveCommentEdit(
  ops: DiagramOps,
  label: string,
  comment: DbComment,
  after: CommentFields,
): Promise<Step> {
  return saveFields(label, comment, after, (fields) => ops.updateComment(comment.id, fields));
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

/**
 * Saves item patches of a table (its indexes, unique constraints, checks) and answers the step
 * that applies their inverse: undo touches only the items the edit touched.
 */
export async function saveItemEdit(
  ops: DiagramOps,
  label: string,
  tableId: string,
  patches: ItemPatch[],
): Promise<Step> {
  const current = ops.current()?.tables.find((t) => t.id === tableId);
  const inverse = inverseItemPatches(current ?? {}, patches);
  const apply = (p: ItemPatch[]) => ops.updateTable(tableId, { itemPatches: p });
  await apply(patches);
  return changeStep(label, apply, inverse, patches);
}

/** The table fields the side panel sets as a whole: schema, comment and colour. */
export type TableFields = { schema?: string; comment?: string; color?: string };

/** Saves table fields and answers the step that puts back their old values ('' for none). */
export function saveTableFields(
  ops: DiagramOps,
  label: string,
  tableId: string,
  after: TableFields,
): Promise<Step> {
  const current = ops.current()?.tables.find((t) => t.id === tableId);
  return saveFields(
    label,
    current,
    after,
    (f) => ops.updateTable(tableId, f),
    () => '',
  );
}

/** The relationship fields the side panel sets (its ends stay fixed, spec 2). */
export type RelationshipFields = UpdateRelationshipBodyInput;

/** What an absent relationship field means, so undo can put it back. */
const RELATIONSHIP_DEFAULTS: Required<RelationshipFields> = {
  name: '',
  cardinality: 'ONE_TO_MANY',
  onDelete: null,
  onUpdate: null,
  deferrable: null,
};

/** Saves a relationship's name, cardinality or actions and answers the step that puts them back. */
export function saveRelationshipEdit(
  ops: DiagramOps,
  label: string,
  relationshipId: string,
  after: RelationshipFields,
): Promise<Step> {
  const current = ops.current()?.relationships.find((r) => r.id === relationshipId);
  return saveFields(
    label,
    current,
    after,
    (f) => ops.updateRelationship(relationshipId, f),
    (k) => RELATIONSHIP_DEFAULTS[k],
  );
}

/** A project type as the Types panel creates it: everything but its id and version. */
export type TypeFields = CreateTypeBodyInput;

/**
 * The step of an item created (`deleted` false) or deleted: undo and redo delete or re-create it.
 * A re-created item gets a new id; `box` holds the current one, so later steps follow it.
 */
export function lifeStep(
  label: string,
  deleted: boolean,
  box: { id: string },
  create: () => Promise<{ id: string }>,
  drop: (id: string) => Promise<void>,
): Step {
  const recreate = async () => {
    box.id = (await create()).id;
  };
  const remove = () => drop(box.id);
  return deleted
    ? { label, undo: recreate, redo: remove }
    : { label, undo: remove, redo: recreate };
}

/** Saves fields of a project type and answers the step that puts back their old values. */
export function saveTypeEdit(
  ops: DiagramOps,
  label: string,
  typeId: string,
  after: UpdateTypeBodyInput,
): Promise<Step> {
  const current = ops.current()?.types?.find((t) => t.id === typeId);
  return saveFields(
    label,
    current as Partial<UpdateTypeBodyInput> | undefined,
    after,
    (f) => ops.updateType(typeId, f),
    // A field the type did not have is cleared by undo.
    () => null,
  );
}
