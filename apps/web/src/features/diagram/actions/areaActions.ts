import type { Box } from '@relata/core';
import { areaAround, nextAreaName } from '../model/areas';
import type { ActionContext, DiagramAction } from './actionTypes';
import { areaEntry } from './createActions';

const canEdit = (ctx: ActionContext) => !ctx.store.getState().readOnly;

/** The selected tables and views: what a new area is drawn around. */
const selectedTablesAndViews = (ctx: ActionContext) =>
  ctx.store.getState().nodes.filter((n) => n.selected && (n.type === 'table' || n.type === 'view'));

/** Adds an area at a box, named "Area N", selects it, and answers the step that deletes it. */
export async function addAreaAt(ctx: ActionContext, box: Box) {
  const names = (ctx.ops.current()?.areas ?? []).map((a) => a.name);
  const area = await ctx.ops.addArea({ name: nextAreaName(names), ...box });
  ctx.store.getState().selectOnly([area.id]);
  return areaEntry(ctx, { id: area.id }, area, 'Add Area', false);
}

/** Add area around selection (issue 21, item 2): a new area around the selected tables and views. */
export const addAreaAction: DiagramAction = {
  id: 'add-area',
  label: 'Add area around selection',
  enabled: (ctx) => canEdit(ctx) && selectedTablesAndViews(ctx).length > 0,
  perform: async (ctx) => {
    const box = areaAround(selectedTablesAndViews(ctx));
    if (box) return addAreaAt(ctx, box);
  },
};

/** The Draw area tool: a rectangle dragged on the canvas becomes an area. */
export const drawAreaToolAction: DiagramAction = {
  id: 'tool-area',
  label: 'Draw area',
  immediate: true,
  enabled: canEdit,
  perform: (ctx) => {
    const { tool, set } = ctx.store.getState();
    set({ tool: tool === 'area' ? 'move' : 'area' });
  },
};
