import { useQueryClient } from '@tanstack/react-query';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import { createDispatcher, type Dispatcher } from './actions/dispatch';
import { createDiagramOps } from './api/diagramOps';
import { FIT_PADDING } from './model/constants';
import type { Diagram } from './model/diagramCache';
import { mergeNodes, relationshipEdges, viewEdges, type DiagramEdge } from './model/flowElements';
import { boundsOf, fitViewport, tableSize, viewSize } from './model/geometry';
import { useEditor, useEditorApi } from './store/editorStore';

/** Fits a diagram on a screen: bounds from the stored sizes, so nothing waits for measuring. */
export function fitDiagram(diagram: Diagram | undefined, size: { width: number; height: number }) {
  const rects = [
    ...(diagram?.tables ?? []).map((t) => ({ x: t.x, y: t.y, ...tableSize(t) })),
    ...(diagram?.comments ?? []).map((c) => ({ x: c.x, y: c.y, width: c.width, height: c.height })),
    ...(diagram?.views ?? []).map((v) => ({ x: v.x, y: v.y, ...viewSize(v) })),
  ];
  const bounds = boundsOf(rects);
  return bounds ? fitViewport(bounds, size, FIT_PADDING) : undefined;
}

/**
 * The core of an editor: the writes with the saving count, the action dispatcher, the nodes kept
 * in step with the stored diagram and the relationship lines.
 */
export function useEditorCore(projectId: string, diagram: Diagram | undefined) {
  const store = useEditorApi();
  const queryClient = useQueryClient();
  const flow = useReactFlow();
  const canvasRef = useRef<HTMLDivElement>(null);
  const ops = useMemo(
    () =>
      createDiagramOps(projectId, queryClient, async (work) => {
        store.getState().set({ saving: store.getState().saving + 1 });
        try {
          return await work;
        } finally {
          store.getState().set({ saving: store.getState().saving - 1 });
        }
      }),
    [projectId, queryClient, store],
  );
  const dispatcher: Dispatcher = useMemo(() => {
    const screenSize = () => {
      const box = canvasRef.current?.getBoundingClientRect();
      return { width: box?.width ?? window.innerWidth, height: box?.height ?? window.innerHeight };
    };
    return createDispatcher(() => ({
      store,
      ops,
      viewport: () => flow.getViewport(),
      screenSize,
      fitView: () => {
        const viewport = fitDiagram(ops.current(), screenSize());
        if (viewport) void flow.setViewport(viewport);
      },
    }));
  }, [store, ops, flow]);
  useEffect(() => {
    if (diagram)
      store.getState().set({
        nodes: mergeNodes(store.getState().nodes, diagram.tables, diagram.comments, diagram.views),
      });
  }, [diagram, store]);
  const lines = useMemo<DiagramEdge[]>(
    () =>
      diagram
        ? [
            ...relationshipEdges(diagram.relationships, diagram.tables),
            ...viewEdges(diagram.views, diagram.tables),
          ]
        : [],
    [diagram],
  );
  // The selected relationship line is drawn selected (its panel is open).
  const selectedLine = useEditor((s) => s.selectedRelationship);
  const edges = useMemo(
    () =>
      selectedLine
        ? lines.map((e) => (e.id === selectedLine ? { ...e, selected: true } : e))
        : lines,
    [lines, selectedLine],
  );
  return { ops, dispatcher, edges, canvasRef };
}
