import type { PointerEvent } from 'react';
import { useWireDispatcher } from '../actions/dispatch';
import { boundsOf } from '../../../lib/editor/geometry';
import { absoluteRect } from '../model/geometry';
import { wireSelectionAnnouncement } from '../model/selectionAnnouncement';
import { snapMove } from '../model/snapping';
import type { Wire } from '../model/types';
import { useWireEditorApi } from '../store/editorStore';
import { commitMove } from './commitMove';
import { followPointer } from './dragSession';

/** The components a drag moves: unlocked, and not inside a surface that moves anyway. */
export function movingIds(selection: readonly string[], all: readonly Wire[]): string[] {
  const chosen = new Set(selection);
  return all
    .filter((c) => chosen.has(c.id) && c.properties.locked !== true)
    .filter((c) => !(c.parent_id && chosen.has(c.parent_id)))
    .map((c) => c.id);
}

/** Pressing a component with the Pointer tool: selects it (Shift/Ctrl add or remove), dragging moves the selection with snapping. */
export function useMoveGesture(wire: Wire) {
  const store = useWireEditorApi();
  const dispatcher = useWireDispatcher();
  return (e: PointerEvent) => {
    const state = store.getState();
    if (e.button !== 0 || state.tool !== 'pointer') return;
    e.stopPropagation();
    const adding = e.shiftKey || e.ctrlKey || e.metaKey;
    if (adding && state.selection.includes(wire.id)) {
      const selection = state.selection.filter((id) => id !== wire.id);
      state.set({
        selection,
        ...wireSelectionAnnouncement(state.selection, selection, dispatcher.context().components()),
      });
      return;
    }
    const selection = adding
      ? [...state.selection, wire.id]
      : state.selection.includes(wire.id)
        ? state.selection
        : [wire.id];
    state.set({
      selection,
      menu: undefined,
      ...wireSelectionAnnouncement(state.selection, selection, dispatcher.context().components()),
    });
    if (state.readOnly) return;
    const all = dispatcher.context().components();
    const ids = movingIds(selection, all);
    if (ids.length === 0) return;
    const byId = new Map(all.map((c) => [c.id, c]));
    const moving = new Set(ids);
    const inside = (c: Wire) =>
      moving.has(c.id) || (c.parent_id !== null && moving.has(c.parent_id));
    const bounds = boundsOf(
      ids.flatMap((id) => {
        const c = byId.get(id);
        return c ? [absoluteRect(c, byId)] : [];
      }),
    );
    const others = all.filter((c) => !inside(c)).map((c) => absoluteRect(c, byId));
    const zoom = state.viewport.zoom;
    followPointer(
      e,
      (sx, sy) => {
        if (!bounds) return;
        const dx = sx / zoom;
        const dy = sy / zoom;
        const snap = snapMove({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, others);
        store
          .getState()
          .set({ drag: { ids, dx: dx + snap.dx, dy: dy + snap.dy }, guides: snap.guides });
      },
      (moved) => {
        const drag = store.getState().drag;
        store.getState().set({ drag: undefined, guides: [] });
        if (moved && drag) void commitMove(dispatcher, drag);
      },
    );
  };
}
