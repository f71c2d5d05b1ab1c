import { targetComponents, type WireAction } from './actionTypes';
import { moveStep } from './steps';

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** With Shift, an arrow key moves this many units. */
const BIG_STEP = 10;

/** Moves the selection by one unit with the arrow keys, ten with Shift: the keyboard path of a drag. */
export const nudgeAction: WireAction = {
  id: 'nudge',
  label: 'Move with arrow keys',
  shortcut: 'Arrows',
  needsCanvas: true,
  keyTest: (e) => e.key in ARROWS && !e.altKey && !e.ctrlKey && !e.metaKey,
  // Locked surfaces stay, as on the server.
  enabled: (ctx) => targetComponents(ctx).some((c) => c.properties.locked !== true),
  perform: async (ctx) => {
    const [ux, uy] = ARROWS[ctx.event?.key ?? ''] ?? [0, 0];
    const step = ctx.event?.shiftKey ? BIG_STEP : 1;
    const moves = targetComponents(ctx)
      .filter((c) => c.properties.locked !== true)
      .map((c) => ({
        id: c.id,
        from: { x: c.x, y: c.y },
        to: { x: c.x + ux * step, y: c.y + uy * step },
      }));
    const first = moves[0]?.to;
    if (first) ctx.store.getState().set({ announcement: `Moved to ${first.x}, ${first.y}.` });
    return moveStep(ctx.ops, 'Move', moves);
  },
};
