import type { OnNodeDrag } from '@xyflow/react';
import { useCallback, useRef } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { saveMove } from '../actions/steps';
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

/**
 * Saves a dropped selection in one request (PATCH /diagram/positions) through the editor kernel:
 * the drag of many items is one step, undone in one request, touching only the dragged items.
 */
export function useDragSave(): {
  onNodeDragStart: OnNodeDrag<DiagramNode>;
  onNodeDragStop: OnNodeDrag<DiagramNode>;
} {
  const { context, record } = useDispatcher();
  const start = useRef(new Map<string, { x: number; y: number }>());
  const onNodeDragStart = useCallback<OnNodeDrag<DiagramNode>>((_e, _node, nodes) => {
    start.current = new Map(nodes.map((n) => [n.id, { ...n.position }]));
  }, []);
  const onNodeDragStop = useCallback<OnNodeDrag<DiagramNode>>(
    (_e, _node, nodes) => {
      const { ops, store } = context();
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
  return { onNodeDragStart, onNodeDragStop };
}
