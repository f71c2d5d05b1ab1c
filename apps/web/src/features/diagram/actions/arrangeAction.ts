import { onDemand } from '../../../lib/onDemand';
import { splitPositions } from '../model/nudge';
import type { ActionContext, DiagramAction } from './actionTypes';
import { saveMove } from './steps';

// The layout (dagre) loads with the first Arrange, not with the canvas.
const layout = onDemand(() => import('../model/arrange'));

/** What Arrange lays out: the selected tables and views when there are two or more, else all. */
function arrangeScope(ctx: ActionContext): ReadonlySet<string> | undefined {
  const picked = ctx.store
    .getState()
    .nodes.filter((n) => n.selected && (n.type === 'table' || n.type === 'view'));
  return picked.length >= 2 ? new Set(picked.map((n) => n.id)) : undefined;
}

/**
 * Arrange (issue 21 item 3): the whole diagram, or the selection, in the layout imports use;
 * saved in one request, undone as one step. The whole diagram is fitted to the screen after.
 */
export const arrangeAction: DiagramAction = {
  id: 'arrange',
  label: 'Arrange',
  enabled: (ctx) =>
    !ctx.store.getState().readOnly &&
    (ctx.ops.current()?.tables.length ?? 0) + (ctx.ops.current()?.views.length ?? 0) >= 2,
  perform: async (ctx) => {
    const diagram = ctx.ops.current();
    if (!diagram) return;
    const scope = arrangeScope(ctx);
    const { arrange } = await layout.preload();
    const placed = arrange(
      diagram,
      scope,
      ctx.store.getState().visual.tableDisplay,
      ctx.screenSize(),
    );
    const moving = ctx.store.getState().nodes.filter((n) => placed.has(n.id));
    const before = splitPositions(moving, (n) => n.position);
    const after = splitPositions(moving, (n) => placed.get(n.id) ?? n.position);
    ctx.store.getState().set({
      announcement: `Arranged ${moving.length} ${scope ? 'selected items' : 'tables and views'}.`,
    });
    const step = await saveMove(ctx.ops, before, after);
    // The whole diagram moved: show all of it once the new places are drawn.
    if (!scope) requestAnimationFrame(() => requestAnimationFrame(() => ctx.fitView()));
    return step;
  },
};
