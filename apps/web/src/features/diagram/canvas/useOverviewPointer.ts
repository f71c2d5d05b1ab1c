import { useReactFlow, useStoreApi, type NodeChange } from '@xyflow/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import type { DiagramNode } from '../model/flowElements';
import { tableAt, tablesInside } from '../model/overview';
import { useEditorApi } from '../store/editorStore';
import type { useCanvasHandlers } from './useCanvasHandlers';
import type { useDragSave } from './useDragSave';

/** A press moves a table only past this distance (spec 2 §5: React Flow's nodeDragThreshold). */
const DRAG_THRESHOLD_PX = 10;

/**
 * The pointer on the overview's tables (model/overview), which React Flow does not hold: a press
 * selects the table (Shift, Ctrl or Cmd adds it to the selection), and a drag past 10 px moves the
 * selection through the same store changes and the same save as React Flow's drags (useDragSave);
 * a press while a relationship is drawn ends it there; a right click opens the table's menu; a
 * selection rectangle also selects the overview's tables wholly inside it. Once selected, a table
 * is React Flow's again (held), so everything else is the same as on any table.
 */
export function useOverviewPointer(
  tables: readonly DiagramNode[] | undefined,
  handlers: ReturnType<typeof useCanvasHandlers>,
  drag: ReturnType<typeof useDragSave>,
) {
  const store = useEditorApi();
  const flow = useStoreApi();
  const { screenToFlowPosition } = useReactFlow();
  const shown = useRef(tables);
  useLayoutEffect(() => {
    shown.current = tables;
  });
  // Only a press on the empty pane can be on an overview table: React Flow's nodes, lines and
  // panels lie above the overview and take their own presses.
  const hit = useCallback(
    (e: { clientX: number; clientY: number; target: EventTarget }) =>
      shown.current &&
      e.target instanceof Element &&
      e.target.classList.contains('react-flow__pane')
        ? tableAt(shown.current, screenToFlowPosition({ x: e.clientX, y: e.clientY }))
        : undefined,
    [screenToFlowPosition],
  );

  // Whether the last pointerdown, a finger's, was taken for a table (see onTouchStartCapture).
  const tookTouch = useRef(false);
  const onPointerDownCapture = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      tookTouch.current = false;
      if (e.button !== 0) return;
      const table = hit(e);
      const state = store.getState();
      // Viewers neither select nor move tables (spec 2 §6): their press pans, as on a table's
      // element that cannot be dragged.
      if (!table || state.readOnly) return;
      // React Flow's pane would start a pan or a selection rectangle under the table: its pan
      // (d3-zoom) listens to the mousedown the browser sends after an uncancelled pointerdown,
      // and to a finger's touchstart.
      e.stopPropagation();
      e.preventDefault();
      tookTouch.current = e.pointerType === 'touch';
      if (state.connectingFrom !== undefined) {
        handlers.onNodeClick(e, table);
        return;
      }
      if (e.shiftKey || e.ctrlKey || e.metaKey)
        state.applyChanges([{ type: 'select', id: table.id, selected: true }]);
      else state.selectOnly([table.id]);

      const target = e.currentTarget;
      const pointerId = e.pointerId;
      target.setPointerCapture(pointerId);
      const from = { x: e.clientX, y: e.clientY };
      let moving: { id: string; x: number; y: number }[] | undefined;
      const positions = (to: { clientX: number; clientY: number }, dragging: boolean) => {
        const zoom = flow.getState().transform[2];
        const dx = (to.clientX - from.x) / zoom;
        const dy = (to.clientY - from.y) / zoom;
        return (moving ?? []).map((n): NodeChange<DiagramNode> => ({
          type: 'position',
          id: n.id,
          position: { x: n.x + dx, y: n.y + dy },
          dragging,
        }));
      };
      const move = (ev: globalThis.PointerEvent) => {
        if (!moving) {
          if (Math.hypot(ev.clientX - from.x, ev.clientY - from.y) < DRAG_THRESHOLD_PX) return;
          const selected = store.getState().nodes.filter((n) => n.selected);
          moving = selected.map((n) => ({ id: n.id, ...n.position }));
          drag.begin(selected, undefined);
        }
        store.getState().applyChanges(positions(ev, true));
      };
      const end = (ev: globalThis.PointerEvent) => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', end);
        target.removeEventListener('pointercancel', end);
        if (target.hasPointerCapture(pointerId)) target.releasePointerCapture(pointerId);
        if (!moving) return;
        store.getState().applyChanges(positions(ev, false));
        const ids = new Set(moving.map((n) => n.id));
        // The store's positions are those drawn (snapped, with what areas carried).
        drag.drop(store.getState().nodes.filter((n) => ids.has(n.id)));
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', end);
      target.addEventListener('pointercancel', end);
    },
    [hit, store, flow, handlers, drag],
  );

  // A finger's press also sends touchstart, which React Flow's pan (d3-zoom) takes whatever
  // happened to the pointerdown: when the pointerdown took the press for a table, its touchstart
  // must not reach the pane, or the view would pan under the drag. (By then the pressed table is
  // selected, so React Flow's, and no longer under the finger on the overview.)
  const onTouchStartCapture = useCallback((e: TouchEvent<HTMLDivElement>) => {
    if (!tookTouch.current) return;
    tookTouch.current = false;
    e.stopPropagation();
  }, []);

  // The pointer shows that a drawn table can be pressed, as over a table's element.
  const pointed = useRef<HTMLElement | undefined>(undefined);
  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLDivElement>) => {
      if (e.buttons !== 0) return;
      const over = hit(e) !== undefined && !store.getState().readOnly;
      const pane = e.target instanceof HTMLElement ? e.target : undefined;
      if (pointed.current && pointed.current !== pane) pointed.current.style.cursor = '';
      pointed.current = over ? pane : undefined;
      if (pane && over) pane.style.cursor = 'pointer';
      else if (pane?.style.cursor === 'pointer') pane.style.cursor = '';
    },
    [hit, store],
  );
  useLayoutEffect(() => {
    if (tables || !pointed.current) return;
    pointed.current.style.cursor = '';
    pointed.current = undefined;
  }, [tables]);

  const onContextMenuCapture = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      const table = hit(e);
      if (!table) return;
      e.stopPropagation();
      handlers.onNodeContextMenu(e, table);
    },
    [hit, handlers],
  );

  // The selection rectangle in pane pixels while it is drawn, read at its end.
  const rectangle = useRef<{ x: number; y: number; width: number; height: number } | undefined>(
    undefined,
  );
  useEffect(
    () =>
      flow.subscribe((s) => {
        if (s.userSelectionRect) rectangle.current = s.userSelectionRect;
      }),
    [flow],
  );
  const onSelectionStart = useCallback(() => {
    rectangle.current = undefined;
    handlers.onSelectionStart();
  }, [handlers]);
  const onSelectionEnd = useCallback(() => {
    const r = rectangle.current;
    rectangle.current = undefined;
    if (r && shown.current) {
      const [x, y, zoom] = flow.getState().transform;
      const inside = tablesInside(shown.current, {
        x: (r.x - x) / zoom,
        y: (r.y - y) / zoom,
        width: r.width / zoom,
        height: r.height / zoom,
      });
      if (inside.length > 0)
        store
          .getState()
          .applyChanges(inside.map((n) => ({ type: 'select', id: n.id, selected: true })));
    }
    handlers.onSelectionEnd();
  }, [flow, store, handlers]);
  return {
    onPointerDownCapture,
    onTouchStartCapture,
    onPointerMove,
    onContextMenuCapture,
    onSelectionStart,
    onSelectionEnd,
  };
}
