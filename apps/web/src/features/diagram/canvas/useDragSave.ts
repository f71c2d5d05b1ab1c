import type { OnNodeDrag } from '@xyflow/react';
import { useCallback, useRef } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import type { ItemPosition } from '../api/diagramOps';
import type { DiagramNode } from '../model/flowElements';
import { pushEntry } from '../model/undoStack';

function split(nodes: readonly DiagramNode[], at: (n: DiagramNode) => { x: number; y: number }) {
  const tables: ItemPosition[] = [];
  const comments: ItemPosition[] = [];
  for (const n of nodes) {
    const p = at(n);
    (n.type === 'table' ? tables : comments).push({
      id: n.id,
      x: Math.round(p.x),
      y: Math.round(p.y),
    });
  }
  return { tables, comments };
}

/** Saves a dropped selection in one request (PATCH /diagram/positions) and makes the move undoable. */
export function useDragSave(): {
  onNodeDragStart: OnNodeDrag<DiagramNode>;
  onNodeDragStop: OnNodeDrag<DiagramNode>;
} {
  const { context } = useDispatcher();
  const start = useRef(new Map<string, { x: number; y: number }>());
  const onNodeDragStart = useCallback<OnNodeDrag<DiagramNode>>((_e, _node, nodes) => {
    start.current = new Map(nodes.map((n) => [n.id, { ...n.position }]));
  }, []);
  const onNodeDragStop = useCallback<OnNodeDrag<DiagramNode>>(
    (_e, _node, nodes) => {
      const { ops, store } = context();
      const before = split(nodes, (n) => start.current.get(n.id) ?? n.position);
      const after = split(nodes, (n) => n.position);
      const moved = nodes.some((n) => {
        const s = start.current.get(n.id);
        return !s || s.x !== n.position.x || s.y !== n.position.y;
      });
      if (!moved) return;
      ops.move(after.tables, after.comments).then(() => {
        const entry = {
          label: 'Move',
          undo: () => ops.move(before.tables, before.comments),
          redo: () => ops.move(after.tables, after.comments),
        };
        store.getState().set({ undo: pushEntry(store.getState().undo, entry) });
      }, showApiError);
    },
    [context],
  );
  return { onNodeDragStart, onNodeDragStop };
}
