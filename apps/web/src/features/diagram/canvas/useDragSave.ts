import type { OnNodeDrag } from '@xyflow/react';
import { useCallback, useRef, type PointerEvent } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { snapPoint } from '../model/geometry';
import { useDispatcher } from '../actions/dispatch';
import { saveMove } from '../actions/steps';
import { carriedBy } from '../model/areas';
import type { DiagramNode } from '../model/flowElements';
import { splitPositions } from '../model/nudge';
import { nodeName } from '../model/selectionAnnouncement';

/** What a screen reader hears after a drop: the item and where, or how many moved. */
function describeDrop(nodes: readonly DiagramNode[]): string {
  const [first] = nodes;
  if (!first) return '';
  if (nodes.length > 1) return `Moved ${nodes.length} items.`;
  const name = nodeName(first);
  return `Moved ${name} to ${Math.round(first.position.x)}, ${Math.round(first.position.y)}.`;
}

/** The screen point of the mouse or touch event that started a drag. */
function clientPoint(e: MouseEvent | TouchEvent): { x: number; y: number } | undefined {
  const p = 'touches' in e ? (e.touches[0] ?? e.changedTouches[0]) : e;
  return p && { x: p.clientX, y: p.clientY };
}

/**
 * Saves a dropped selection in one request (PATCH /diagram/positions) through the editor kernel:
 * the drag of many items is one step, undone in one request, touching only the dragged items.
 *
 * The drag starts only after 10 px (spec 2 §5), and React Flow then measures it from where the
 * pointer is at that moment: the items would trail the pointer by those first pixels. The press's
 * point (`onPointerDownCapture`, on the canvas) gives that distance in canvas units; the store adds
 * it to every position of the drag (`dragCatchUp`) and the drop is saved with it, so the items end
 * exactly under the pointer at any zoom, for one item or a selection of any kinds.
 *
 * A dragged area carries the tables, views, comments and areas lying wholly inside it when the drag
 * starts (`carried` in the store moves them at every pointer move); the drop saves the area and
 * them in the same one request, so one undo puts them all back.
 */
export function useDragSave(): {
  onPointerDownCapture: (e: PointerEvent) => void;
  onNodeDragStart: OnNodeDrag<DiagramNode>;
  onNodeDragStop: OnNodeDrag<DiagramNode>;
  /** A drag of these items begins (the overview's own drags, useOverviewPointer). */
  begin: (nodes: readonly DiagramNode[], catchUp: { x: number; y: number } | undefined) => void;
  /** These items were dropped: saved with what their areas carried, as one step. */
  drop: (dragged: readonly DiagramNode[]) => void;
} {
  const { context, record } = useDispatcher();
  const start = useRef(new Map<string, { x: number; y: number }>());
  const pressedAt = useRef<{ x: number; y: number } | undefined>(undefined);
  const onPointerDownCapture = useCallback(
    (e: PointerEvent) => {
      pressedAt.current = { x: e.clientX, y: e.clientY };
      // A drag React Flow aborted (its item deleted meanwhile) ended without a drop.
      const { store } = context();
      if (store.getState().dragCatchUp || store.getState().carried)
        store.getState().set({ dragCatchUp: undefined, carried: undefined });
    },
    [context],
  );
  // What a drag of these items starts with: the items the dragged areas carry, where each stood.
  const begin = useCallback(
    (nodes: readonly DiagramNode[], dragCatchUp: { x: number; y: number } | undefined) => {
      const { store } = context();
      const all = store.getState().nodes;
      const carried = carriedBy(nodes, all);
      const moving = [...nodes, ...all.filter((n) => carried.has(n.id))];
      start.current = new Map(moving.map((n) => [n.id, { ...n.position }]));
      store.getState().set({ dragCatchUp, carried: carried.size > 0 ? carried : undefined });
    },
    [context],
  );
  const onNodeDragStart = useCallback<OnNodeDrag<DiagramNode>>(
    (e, _node, nodes) => {
      const now = clientPoint(e);
      const from = pressedAt.current;
      const { zoom } = context().viewport();
      begin(
        nodes,
        now && from ? { x: (now.x - from.x) / zoom, y: (now.y - from.y) / zoom } : undefined,
      );
    },
    [context, begin],
  );
  // Saves the dropped items (and those their areas carried) as one step.
  const drop = useCallback(
    (dragged: readonly DiagramNode[]) => {
      const { ops, store } = context();
      // React Flow's positions lack the catch-up; the store's nodes have it.
      const by = store.getState().dragCatchUp ?? { x: 0, y: 0 };
      const carried = store.getState().carried;
      store.getState().set({ dragCatchUp: undefined, carried: undefined });
      // Dropped on the snap grid when the visualization settings snap, as the store drew them.
      const { snapToGrid, gridSize } = store.getState().visual;
      const place = (p: { x: number; y: number }) => (snapToGrid ? snapPoint(p, gridSize) : p);
      const nodes = [
        ...dragged.map((n) => ({
          ...n,
          position: place({ x: n.position.x + by.x, y: n.position.y + by.y }),
        })),
        // The items an area carried stand where the store moved them.
        ...(carried ? store.getState().nodes.filter((n) => carried.has(n.id)) : []),
      ];
      const before = splitPositions(nodes, (n) => start.current.get(n.id) ?? n.position);
      const after = splitPositions(nodes, (n) => n.position);
      const moved = nodes.some((n) => {
        const s = start.current.get(n.id);
        return !s || s.x !== n.position.x || s.y !== n.position.y;
      });
      if (!moved) return;
      store.getState().set({ announcement: describeDrop(nodes) });
      record(() => saveMove(ops, before, after)).catch(showApiError);
    },
    [context, record],
  );
  const onNodeDragStop = useCallback<OnNodeDrag<DiagramNode>>(
    (_e, _node, dragged) => drop(dragged),
    [drop],
  );
  return { onPointerDownCapture, onNodeDragStart, onNodeDragStop, begin, drop };
}
