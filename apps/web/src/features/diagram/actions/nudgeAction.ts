import type { ItemPosition } from '../api/diagramOps';
import { carriedBy } from '../model/areas';
import { nudgeTargets, nudged } from '../model/nudge';
import { nodeName } from '../model/selectionAnnouncement';
import type { ActionContext, DiagramAction } from './actionTypes';
import { saveMove } from './steps';

const canEdit = (ctx: ActionContext) => !ctx.store.getState().readOnly;

/** Names what moved for screen readers: the one item by name and place, or how many. */
function describeMove(ctx: ActionContext, moved: readonly ItemPosition[]): string {
  const [first] = moved;
  if (!first) return '';
  if (moved.length > 1) return `Moved ${moved.length} items.`;
  const node = ctx.store.getState().nodes.find((n) => n.id === first.id);
  const name = node ? nodeName(node) : 'Comment';
  return `Moved ${name} to ${first.x}, ${first.y}.`;
}

/**
 * The keyboard path of a drag (style guide 14): arrow keys move the focused table, comment or
 * area (with the rest of the selection when it is selected; an area with what lies inside it),
 * saved at once and announced.
 */
export const nudgeAction: DiagramAction = {
  id: 'nudge',
  label: 'Move with arrow keys',
  shortcut: 'Arrows',
  keyTest: (e) => e.key.startsWith('Arrow') && !e.altKey && !e.ctrlKey && !e.metaKey,
  enabled: (ctx) => canEdit(ctx) && nudgeTargets(ctx.store.getState().nodes, ctx.target).length > 0,
  perform: async (ctx) => {
    const all = ctx.store.getState().nodes;
    const targets = nudgeTargets(all, ctx.target);
    // An area takes what lies inside it along, as a drag does.
    const carried = carriedBy(targets, all);
    const nodes = [...targets, ...all.filter((n) => carried.has(n.id))];
    const moves = nudged(nodes, ctx.event?.key ?? '', ctx.event?.shiftKey ?? false);
    if (!moves) return;
    const { before, after } = moves;
    ctx.store.getState().set({
      announcement: describeMove(ctx, [
        ...after.areas,
        ...after.tables,
        ...after.comments,
        ...after.views,
      ]),
    });
    return saveMove(ctx.ops, before, after);
  },
};
