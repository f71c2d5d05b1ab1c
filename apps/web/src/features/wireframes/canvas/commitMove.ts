import type { WireDispatcher } from '../actions/dispatch';
import { moveStep, updateStep } from '../actions/steps';
import { showApiError } from '../../../lib/toast/toast';
import { absoluteRect, surfaceAt } from '../model/geometry';

/**
 * Saves a finished drag with rounded coordinates (spec 2 §9). A single component dropped over
 * another surface (or beside every surface) moves onto it; otherwise the selection moves in one call.
 */
export async function commitMove(
  dispatcher: WireDispatcher,
  drag: { ids: readonly string[]; dx: number; dy: number },
): Promise<void> {
  const { ops, components, store } = dispatcher.context();
  const all = components();
  const byId = new Map(all.map((c) => [c.id, c]));
  const dx = Math.round(drag.dx);
  const dy = Math.round(drag.dy);
  try {
    const single = drag.ids.length === 1 ? byId.get(drag.ids[0] ?? '') : undefined;
    if (single && single.type !== 'surface') {
      const r = absoluteRect(single, byId);
      const centre = { x: r.x + dx + r.width / 2, y: r.y + dy + r.height / 2 };
      const target = surfaceAt(all, centre);
      if ((target?.id ?? null) !== single.parent_id) {
        await dispatcher.record(
          updateStep(ops, 'Move', [
            {
              id: single.id,
              before: { parent_id: single.parent_id, x: single.x, y: single.y },
              after: {
                parent_id: target?.id ?? null,
                x: r.x + dx - (target?.x ?? 0),
                y: r.y + dy - (target?.y ?? 0),
              },
            },
          ]),
        );
        store
          .getState()
          .set({ announcement: `${single.name} moved to ${target?.name ?? 'the canvas'}.` });
        return;
      }
    }
    const moves = drag.ids.flatMap((id) => {
      const c = byId.get(id);
      return c ? [{ id, from: { x: c.x, y: c.y }, to: { x: c.x + dx, y: c.y + dy } }] : [];
    });
    await dispatcher.record(moveStep(ops, 'Move', moves));
    store.getState().set({ announcement: `Moved ${moves.length}.` });
  } catch (error) {
    showApiError(error);
  }
}
