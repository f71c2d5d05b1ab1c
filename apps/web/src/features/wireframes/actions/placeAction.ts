import type { PaletteEntry } from '../model/catalog';
import { surfaceAt } from '../model/geometry';
import { placeOnSurface } from '../model/placement';
import type { Point, Wire } from '../model/types';
import { toCanvas } from '../model/viewport';
import type { ActionContext, WireAction } from './actionTypes';
import { createStep } from './steps';

/** The surface a clicked palette item goes on: the selected one's, else the one in view, else the first. */
function chooseSurface(ctx: ActionContext, centre: Point): Wire | undefined {
  const all = ctx.components();
  const [selected] = ctx.store.getState().selection;
  const picked = all.find((c) => c.id === selected);
  const own = picked?.type === 'surface' ? picked : all.find((c) => c.id === picked?.parent_id);
  return own ?? surfaceAt(all, centre) ?? all.find((c) => c.type === 'surface');
}

/** Puts a palette item on a surface: at a drop point, or (clicked) where it is easy to find. */
export function placeAction(entry: PaletteEntry, at?: Point): WireAction {
  return {
    id: `place-${entry.id}`,
    label: `Add ${entry.label}`,
    enabled: () => true,
    perform: async (ctx) => {
      const { width, height } = ctx.screen();
      const centre = toCanvas(ctx.store.getState().viewport, { x: width / 2, y: height / 2 });
      const surface = at ? surfaceAt(ctx.components(), at) : chooseSurface(ctx, centre);
      const spot = at ?? (surface ? undefined : centre);
      const position = surface
        ? placeOnSurface(entry, surface, spot)
        : {
            x: Math.round((spot?.x ?? 0) - entry.width / 2),
            y: Math.round((spot?.y ?? 0) - entry.height / 2),
          };
      const draft = {
        type: entry.type,
        name: entry.label,
        category: entry.category,
        parent_id: surface?.id ?? null,
        ...position,
        width: entry.width,
        height: entry.height,
        properties: entry.properties,
      };
      const { step, made } = await createStep(ctx.ops, `Add ${entry.label}`, [
        { sourceId: entry.id, parentSourceId: undefined, draft },
      ]);
      ctx.store.getState().set({
        selection: made.map((c) => c.id),
        announcement: `${entry.label} added${surface ? ` to ${surface.name}` : ''}.`,
      });
      return step;
    },
  };
}
