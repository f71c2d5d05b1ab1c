import type { DragEvent, MouseEvent, PointerEvent } from 'react';
import { useWireDispatcher } from '../actions/dispatch';
import { placeAction } from '../actions/placeAction';
import { PALETTE } from '../model/catalog';
import { idsInArea, rectFromPoints } from '../model/geometry';
import type { Point, Wire } from '../model/types';
import { wireSelectionAnnouncement } from '../model/selectionAnnouncement';
import { toCanvas } from '../model/viewport';
import { useWireEditorApi } from '../store/editorStore';
import { followPointer } from './dragSession';

/** The data type a palette item carries while dragged. */
export const PALETTE_DRAG_TYPE = 'application/x-relata-wireframe';

function localPoint(e: { clientX: number; clientY: number; currentTarget: Element }): Point {
  const box = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}

/**
 * The canvas' own pointer handling: panning (Move tool, middle button, or empty canvas with the
 * Pointer tool), the Selection tool's rectangle, the context menu and drops from the palette.
 */
export function useCanvasPointer(components: readonly Wire[]) {
  const store = useWireEditorApi();
  const { dispatch } = useWireDispatcher();
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.button !== 1) return;
    const { tool, viewport, set } = store.getState();
    set({ menu: undefined });
    if (tool === 'selection' && e.button === 0) {
      const from = toCanvas(viewport, localPoint(e));
      const box = e.currentTarget.getBoundingClientRect();
      followPointer(
        e,
        (dx, dy) => {
          const to = toCanvas(viewport, {
            x: e.clientX + dx - box.left,
            y: e.clientY + dy - box.top,
          });
          set({ marquee: rectFromPoints(from, to) });
        },
        (moved) => {
          const area = store.getState().marquee;
          const selection = moved && area ? idsInArea(components, area) : [];
          set({ marquee: undefined, selection, announcement: `${selection.length} selected.` });
        },
      );
      return;
    }
    const start = viewport;
    followPointer(
      e,
      (dx, dy) => set({ viewport: { ...start, x: start.x + dx, y: start.y + dy } }),
      (moved) => {
        if (moved || tool !== 'pointer') return;
        const before = store.getState().selection;
        set({ selection: [], ...wireSelectionAnnouncement(before, [], components) });
      },
    );
  };
  const onContextMenu = (e: MouseEvent<HTMLDivElement>) => {
    e.preventDefault();
    const { viewport, selection, set } = store.getState();
    const hit = e.target instanceof Element ? e.target.closest('[data-wire-id]') : null;
    const id = hit?.getAttribute('data-wire-id');
    if (id && !selection.includes(id))
      set({ selection: [id], ...wireSelectionAnnouncement(selection, [id], components) });
    const target = id
      ? { kind: 'component' as const, id }
      : { kind: 'canvas' as const, at: toCanvas(viewport, localPoint(e)) };
    set({ menu: { x: e.clientX, y: e.clientY, target } });
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (e.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) e.preventDefault();
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    const entry = PALETTE.find((p) => p.id === e.dataTransfer.getData(PALETTE_DRAG_TYPE));
    if (!entry || store.getState().readOnly) return;
    e.preventDefault();
    dispatch(placeAction(entry, toCanvas(store.getState().viewport, localPoint(e))));
  };
  return {
    onPointerDown,
    onContextMenu,
    onDragOver,
    onDrop,
    onPointerEnter: () => store.getState().set({ pointerOverCanvas: true }),
    onPointerLeave: () => store.getState().set({ pointerOverCanvas: false }),
  };
}
