import { WIREFRAME_MIN_SIZE } from '@relata/core';
import type { PointerEvent } from 'react';
import { useWireDispatcher } from '../actions/dispatch';
import { updateStep } from '../actions/steps';
import { showApiError } from '../../../lib/toast/toast';
import { absoluteRect, resizeRect, roundRect, type ResizeHandle } from '../model/geometry';
import { snapResize } from '../model/snapping';
import type { Wire } from '../model/types';
import { useWireEditorApi } from '../store/editorStore';
import { followPointer } from './dragSession';

/** Dragging a resize handle: clamped to 20 x 20, snapped to other edges, saved rounded. */
export function useResizeGesture(wire: Wire) {
  const store = useWireEditorApi();
  const dispatcher = useWireDispatcher();
  return (e: PointerEvent, handle: ResizeHandle) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    const { ops, components } = dispatcher.context();
    const all = components();
    const byId = new Map(all.map((c) => [c.id, c]));
    const parent = wire.parent_id ? byId.get(wire.parent_id) : undefined;
    const offset = { x: parent?.x ?? 0, y: parent?.y ?? 0 };
    const start = absoluteRect(wire, byId);
    const others = all
      .filter((c) => c.id !== wire.id && c.parent_id !== wire.id)
      .map((c) => absoluteRect(c, byId));
    const zoom = store.getState().viewport.zoom;
    followPointer(
      e,
      (sx, sy) => {
        const raw = resizeRect(start, handle, sx / zoom, sy / zoom);
        const { rect, guides } = snapResize(raw, handle, others, WIREFRAME_MIN_SIZE);
        store.getState().set({
          resize: { id: wire.id, rect: { ...rect, x: rect.x - offset.x, y: rect.y - offset.y } },
          guides,
        });
      },
      (moved) => {
        const resize = store.getState().resize;
        store.getState().set({ resize: undefined, guides: [] });
        if (!moved || !resize) return;
        const after = roundRect(resize.rect);
        const before = { x: wire.x, y: wire.y, width: wire.width, height: wire.height };
        dispatcher
          .record(updateStep(ops, 'Resize', [{ id: wire.id, before, after }]))
          .then(() => {
            store
              .getState()
              .set({ announcement: `${wire.name} resized to ${after.width} by ${after.height}.` });
          })
          .catch(showApiError);
      },
    );
  };
}
