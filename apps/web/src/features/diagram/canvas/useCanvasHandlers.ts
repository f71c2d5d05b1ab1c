import { NO_PRIMARY_KEY_MESSAGE } from '@relata/core';
import type { EdgeChange, EdgeMouseHandler, NodeMouseHandler } from '@xyflow/react';
import { useCallback, type MouseEvent } from 'react';
import type { StoreApi } from 'zustand';
import type { Step } from '../../../lib/editor/history';
import { showApiError, toast } from '../../../lib/toast/toast';
import { useDispatcher, type Dispatcher } from '../actions/dispatch';
import type { DiagramOps } from '../api/diagramOps';
import type { DiagramEdge, DiagramNode } from '../model/flowElements';
import type { ContextMenuTarget, EditorState } from '../store/editorStore';

/** Shows the refusal of a relationship from a table without a primary key (spec 2 §5). */
function alertNoPrimaryKey(): void {
  toast.show({ title: 'Error', type: 'error', message: NO_PRIMARY_KEY_MESSAGE });
}

/**
 * Connects two tables: one relationship per primary key of the source and a foreign-key column
 * for each in the target (spec 2 §4). Undo removes both the relationships and those columns.
 */
async function connect(ops: DiagramOps, from: string, to: string): Promise<Step> {
  const made = { ...(await ops.connect(from, to)) };
  const undo = async () => {
    await Promise.all(made.relationships.map((r) => ops.deleteRelationship(r.id)));
    const patches = made.relationships.map((r) => ({
      op: 'remove' as const,
      id: r.targetColumnId,
    }));
    await ops.updateTable(to, { patches });
  };
  const redo = async () => {
    Object.assign(made, await ops.connect(from, to));
  };
  return { label: 'Add Relationship', undo, redo };
}

/** Ends a relationship being drawn on a click of a table (spec 2 §4, §5). */
function completeRelationship(
  store: StoreApi<EditorState>,
  ops: DiagramOps,
  record: Dispatcher['record'],
  node: DiagramNode,
): void {
  const from = store.getState().connectingFrom;
  if (!from) return;
  store.getState().set({ connectingFrom: undefined });
  // The same table (or a comment) cancels silently (spec 2 §5).
  if (node.id === from || node.type !== 'table') return;
  const source = ops.current()?.tables.find((t) => t.id === from);
  if (source && !source.attributes.some((a) => a.isPrimaryKey)) {
    alertNoPrimaryKey();
    return;
  }
  record(() => connect(ops, from, node.id)).catch(showApiError);
}

/** Clicks and context menus of the canvas: completing a relationship, opening the spec's menus. */
export function useCanvasHandlers() {
  const { context, record } = useDispatcher();
  const openMenu = useCallback(
    (e: MouseEvent | globalThis.MouseEvent, target: ContextMenuTarget) => {
      e.preventDefault();
      const { store } = context();
      // Viewers get no context menu (spec 2 §6).
      if (store.getState().readOnly) return;
      store.getState().set({ menu: { target, x: e.clientX, y: e.clientY } });
    },
    [context],
  );
  const onNodeClick = useCallback<NodeMouseHandler<DiagramNode>>(
    (_e, node) => {
      const { store, ops } = context();
      completeRelationship(store, ops, record, node);
    },
    [context, record],
  );
  const onNodeContextMenu = useCallback<NodeMouseHandler<DiagramNode>>(
    (e, node) =>
      openMenu(
        e,
        node.type === 'table' ? { kind: 'table', id: node.id } : { kind: node.type, id: node.id },
      ),
    [openMenu],
  );
  const onEdgeContextMenu = useCallback<EdgeMouseHandler<DiagramEdge>>(
    (e, edge) => {
      // A view's line has no menu: the view is deleted from its own.
      if (edge.type === 'relationship') openMenu(e, { kind: 'relationship', id: edge.id });
      else e.preventDefault();
    },
    [openMenu],
  );
  // A click on a relationship line (or Enter on the focused line) opens its panel.
  const onEdgesChange = useCallback(
    (changes: EdgeChange<DiagramEdge>[]) => {
      const { store } = context();
      const before = store.getState().selectedRelationship;
      let selected = before;
      for (const c of changes) {
        if (c.type !== 'select') continue;
        if (c.selected) selected = c.id;
        else if (selected === c.id) selected = undefined;
      }
      if (selected !== before) store.getState().set({ selectedRelationship: selected });
    },
    [context],
  );
  const onPaneContextMenu = useCallback(
    (e: MouseEvent | globalThis.MouseEvent) => openMenu(e, { kind: 'canvas' }),
    [openMenu],
  );
  const onPaneClick = useCallback(() => {
    const { store } = context();
    store.getState().set({ connectingFrom: undefined, menu: undefined, rectangleFrom: undefined });
  }, [context]);
  // A selection rectangle changes the selection at every pointer move: announced once, at its end.
  const onSelectionStart = useCallback(
    () => context().store.getState().beginRectangle(),
    [context],
  );
  const onSelectionEnd = useCallback(() => context().store.getState().endRectangle(), [context]);
  return {
    onNodeClick,
    onNodeContextMenu,
    onEdgeContextMenu,
    onEdgesChange,
    onPaneContextMenu,
    onPaneClick,
    onSelectionStart,
    onSelectionEnd,
  };
}
