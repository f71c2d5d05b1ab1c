import type { DbArea, DbComment, DbEntity } from '@relata/core';
import { NEW_COMMENT_OFFSET, NEW_TABLE_OFFSET } from '../model/constants';
import { centreOf } from '../model/geometry';
import { group, type Step } from '../../../lib/editor/history';
import type { ActionContext, DiagramAction } from './actionTypes';
import { loadReferenceChecks } from './lazyReferenceChecks';
import { lifeStep, saveColumnEdit } from './steps';

const isInsert = (e: KeyboardEvent) => e.key === 'Insert';
/** Shift and a letter, for keyboards without an Insert key (issue 36, item B11; decision 0052). */
const isShiftLetter = (e: KeyboardEvent, letter: string) =>
  e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey && e.key.toLowerCase() === letter;
const canEdit = (ctx: ActionContext) => !ctx.store.getState().readOnly;

/** A table re-created by undo gets a new id; later undo steps follow it through this box. */
interface IdBox {
  id: string;
}

function tableEntry(
  ctx: ActionContext,
  box: IdBox,
  snapshot: DbEntity,
  label: string,
  deleted: boolean,
): Step {
  const { x, y, name, attributes } = snapshot;
  return lifeStep(
    label,
    deleted,
    box,
    () => ctx.ops.addTable({ x, y }, { name, attributes }),
    (id) => ctx.ops.deleteTable(id),
  );
}

function commentEntry(
  ctx: ActionContext,
  box: IdBox,
  snapshot: DbComment,
  label: string,
  deleted: boolean,
): Step {
  const { x, y, text, width, height } = snapshot;
  return lifeStep(
    label,
    deleted,
    box,
    () => ctx.ops.addComment({ x, y }, { text, width, height }),
    (id) => ctx.ops.deleteComment(id),
  );
}

/** The step of an area created or deleted: undo re-creates it (a new id) or deletes it. */
export function areaEntry(
  ctx: ActionContext,
  box: IdBox,
  snapshot: DbArea,
  label: string,
  deleted: boolean,
): Step {
  const { name, color, x, y, width, height } = snapshot;
  return lifeStep(
    label,
    deleted,
    box,
    () => ctx.ops.addArea({ name, ...(color ? { color } : {}), x, y, width, height }),
    (id) => ctx.ops.deleteArea(id),
  );
}

/** Add Table at the viewport centre (INS, spec 2 §2, §9; Shift+T without an Insert key). */
export const addTableAction: DiagramAction = {
  id: 'add-table',
  label: 'Add Table',
  shortcut: 'INS',
  altShortcut: 'Shift+T',
  keyTest: (e) => (isInsert(e) && !e.ctrlKey && !e.metaKey) || isShiftLetter(e, 't'),
  enabled: canEdit,
  perform: async (ctx) => {
    const table = await ctx.ops.addTable(
      centreOf(ctx.viewport(), ctx.screenSize(), NEW_TABLE_OFFSET),
    );
    ctx.store.getState().selectOnly([table.id]);
    return tableEntry(ctx, { id: table.id }, table, 'Add Table', false);
  },
};

/** Add Comment at the viewport centre (Ctrl+INS, spec 2 §2, §9; Shift+C without an Insert key). */
export const addCommentAction: DiagramAction = {
  id: 'add-comment',
  label: 'Add Comment',
  shortcut: 'Ctrl+INS',
  altShortcut: 'Shift+C',
  keyTest: (e) => (isInsert(e) && (e.ctrlKey || e.metaKey)) || isShiftLetter(e, 'c'),
  enabled: canEdit,
  perform: async (ctx) => {
    const comment = await ctx.ops.addComment(
      centreOf(ctx.viewport(), ctx.screenSize(), NEW_COMMENT_OFFSET),
    );
    return commentEntry(ctx, { id: comment.id }, comment, 'Add Comment', false);
  },
};

/** Deletes what the context menu names, or else the selected tables, comments, views and areas (DEL). */
export const deleteAction: DiagramAction = {
  id: 'delete',
  label: 'Delete',
  shortcut: 'DEL',
  keyTest: (e) => e.key === 'Delete',
  enabled: (ctx) =>
    canEdit(ctx) &&
    (ctx.target !== undefined || ctx.store.getState().nodes.some((n) => n.selected)),
  perform: async (ctx) => {
    const diagram = ctx.ops.current();
    if (!diagram) return;
    const target = ctx.target;
    if (target?.kind === 'relationship') {
      const relationship = diagram.relationships.find((r) => r.id === target.id);
      if (!relationship) return;
      await ctx.ops.deleteRelationship(relationship.id);
      // Undo brings it back as it was (same id, ends and cardinality); its foreign-key column
      // stayed, so none is added again as a new Add Relationship would.
      return {
        label: 'Delete Relationship',
        undo: async () => void (await ctx.ops.restoreRelationship(relationship)),
        redo: () => ctx.ops.deleteRelationship(relationship.id),
      };
    }
    if (target?.kind === 'column') {
      const table = diagram.tables.find((t) => t.id === target.tableId);
      if (!table?.attributes.some((a) => a.id === target.columnId)) return;
      const patches = [{ op: 'remove' as const, id: target.columnId }];
      // A column something reads is deleted only once the user says so, knowing what breaks.
      const { askColumnEdit } = await loadReferenceChecks();
      const question = askColumnEdit(diagram, table, patches);
      if (question && !(await question)) return;
      return saveColumnEdit(ctx.ops, 'Delete Row', table.id, patches);
    }
    const ids =
      target?.kind === 'table' ||
      target?.kind === 'comment' ||
      target?.kind === 'view' ||
      target?.kind === 'area'
        ? new Set([target.id])
        : new Set(
            ctx.store
              .getState()
              .nodes.filter((n) => n.selected)
              .map((n) => n.id),
          );
    const tables = diagram.tables.filter((t) => ids.has(t.id));
    const comments = diagram.comments.filter((c) => ids.has(c.id));
    const views = diagram.views.filter((v) => ids.has(v.id));
    const areas = diagram.areas.filter((a) => ids.has(a.id));
    const [first] = tables;
    const { askDrop, describeTarget, dropBreaks } = await loadReferenceChecks();
    const breaks = dropBreaks(diagram, tables, null, new Set(views.map((v) => v.id)));
    const question = askDrop(
      tables.length === 1 && first ? describeTarget(first) : `${tables.length} tables`,
      breaks,
    );
    if (question && !(await question)) return;
    await Promise.all([
      ...areas.map((a) => ctx.ops.deleteArea(a.id)),
      ...tables.map((t) => ctx.ops.deleteTable(t.id)),
      ...comments.map((c) => ctx.ops.deleteComment(c.id)),
      ...views.map((v) => ctx.ops.deleteView(v.id)),
    ]);
    const entries = [
      ...areas.map((a) => areaEntry(ctx, { id: a.id }, a, 'Delete Area', true)),
      ...tables.map((t) => tableEntry(ctx, { id: t.id }, t, 'Delete Table', true)),
      ...comments.map((c) => commentEntry(ctx, { id: c.id }, c, 'Delete Comment', true)),
      ...views.map((v) =>
        lifeStep(
          'Delete View',
          true,
          { id: v.id },
          () => ctx.ops.restoreView(v),
          (id) => ctx.ops.deleteView(id),
        ),
      ),
    ];
    return group('Delete', entries);
  },
};

/** Add Relationship from a table's menu: a line then follows the pointer (spec 2 §4). */
export const addRelationshipAction: DiagramAction = {
  id: 'add-relationship',
  label: 'Add Relationship',
  enabled: (ctx) => canEdit(ctx) && ctx.target?.kind === 'table',
  perform: (ctx) => {
    if (ctx.target?.kind === 'table') ctx.store.getState().set({ connectingFrom: ctx.target.id });
  },
};
