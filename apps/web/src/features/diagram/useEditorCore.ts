import type { TableDisplay } from '@relata/core';
import { useQueryClient } from '@tanstack/react-query';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import { createDispatcher, type Dispatcher } from './actions/dispatch';
import { createDiagramOps } from './api/diagramOps';
import { FIT_PADDING, LOW_DETAIL_ZOOM, NARROW_FIT_PADDING } from './model/constants';
import type { Diagram } from './model/diagramCache';
import { mergeNodes, relationshipEdges, viewEdges, type DiagramEdge } from './model/flowElements';
import {
  diagramBounds,
  fitViewport,
  readableViewport,
  tableSize,
  type Rect,
} from './model/geometry';
import { FULLSCREEN_BELOW_PX } from './model/panes';
import { useEditor, useEditorApi } from './store/editorStore';

/** Fits a whole diagram on a screen (Fit to screen, down to the minimum zoom). */
export function fitDiagram(
  diagram: Diagram | undefined,
  size: { width: number; height: number },
  display: TableDisplay = 'all',
) {
  const bounds = diagramBounds(diagram, display);
  return bounds ? fitViewport(bounds, size, FIT_PADDING) : undefined;
}

/**
 * The table a first view centres on when the whole diagram cannot be shown readably: the one
 * with the most relationships, the one nearest the top-left corner among equals. One pass over
 * tables and relationships, so a diagram of 1000 tables opens as fast as before.
 */
function focusTable(diagram: Diagram, display: TableDisplay): Rect | undefined {
  const links = new Map<string, number>();
  for (const r of diagram.relationships) {
    links.set(r.sourceTableId, (links.get(r.sourceTableId) ?? 0) + 1);
    links.set(r.targetTableId, (links.get(r.targetTableId) ?? 0) + 1);
  }
  let best: Diagram['tables'][number] | undefined;
  let bestLinks = -1;
  for (const t of diagram.tables) {
    const n = links.get(t.id) ?? 0;
    if (n > bestLinks || (n === bestLinks && best && t.x + t.y < best.x + best.y)) {
      best = t;
      bestLinks = n;
    }
  }
  return best && { x: best.x, y: best.y, ...tableSize(best, display) };
}

/**
 * The view a diagram opens with when none was saved: readable (columns drawn) rather than whole
 * when both cannot be had (issue 17; see readableViewport).
 */
export function firstViewOf(
  diagram: Diagram | undefined,
  size: { width: number; height: number },
  display: TableDisplay = 'all',
) {
  const bounds = diagramBounds(diagram, display);
  if (!bounds || !diagram) return undefined;
  // A phone cannot spare 2 x 120 px of its width: it gets the narrow margin at once.
  const paddings: [number, ...number[]] =
    size.width >= FULLSCREEN_BELOW_PX ? [FIT_PADDING, NARROW_FIT_PADDING] : [NARROW_FIT_PADDING];
  return readableViewport(
    bounds,
    focusTable(diagram, display) ?? bounds,
    size,
    paddings,
    LOW_DETAIL_ZOOM,
  );
}

/**
 * The core of an editor: the writes with the saving count, the action dispatcher, the nodes kept
 * in step with the stored diagram and the relationship lines. A `standalone` diagram (a share
 * link's, issue 41) is in no project's cache: the writes' reads of it answer the one shown.
 */
export function useEditorCore(projectId: string, diagram: Diagram | undefined, standalone = false) {
  const store = useEditorApi();
  const queryClient = useQueryClient();
  const flow = useReactFlow();
  const canvasRef = useRef<HTMLDivElement>(null);
  // The diagram on screen, for fitting it: the stored one, or a comparison of two versions.
  const shown = useRef(diagram);
  useEffect(() => {
    shown.current = diagram;
  }, [diagram]);
  const ops = useMemo(() => {
    const made = createDiagramOps(projectId, queryClient, async (work) => {
      store.getState().set({ saving: store.getState().saving + 1 });
      try {
        return await work;
      } finally {
        store.getState().set({ saving: store.getState().saving - 1 });
      }
    });
    return standalone ? { ...made, current: () => shown.current } : made;
  }, [projectId, queryClient, store, standalone]);
  const dispatcher: Dispatcher = useMemo(() => {
    // What a fit fills: the canvas above what lies along its bottom (the AI prompt box's
    // `data-canvas-room`), measured when a fit or a new item asks, never per frame.
    const screenSize = () => {
      const canvas = canvasRef.current;
      const box = canvas?.getBoundingClientRect();
      if (!canvas || !box) return { width: window.innerWidth, height: window.innerHeight };
      const room = canvas.querySelector('[data-canvas-room]')?.getBoundingClientRect();
      const top = room && room.height > 0 ? room.top : box.bottom;
      return { width: box.width, height: Math.max(1, Math.min(box.height, top - box.top)) };
    };
    return createDispatcher(() => ({
      store,
      ops,
      viewport: () => flow.getViewport(),
      screenSize,
      fitView: (bounds) => {
        const display = store.getState().visual.tableDisplay;
        // What an import brought is shown readably (issue 17's first view), whole when it can be.
        const viewport = bounds
          ? readableViewport(
              bounds,
              bounds,
              screenSize(),
              [FIT_PADDING, NARROW_FIT_PADDING],
              LOW_DETAIL_ZOOM,
            )
          : fitDiagram(shown.current, screenSize(), display);
        if (viewport) void flow.setViewport(viewport);
      },
      firstView: () => {
        const display = store.getState().visual.tableDisplay;
        const viewport = firstViewOf(shown.current, screenSize(), display);
        if (viewport) void flow.setViewport(viewport);
      },
    }));
  }, [store, ops, flow]);
  const display = useEditor((s) => s.visual.tableDisplay);
  const notation = useEditor((s) => s.visual.notation);
  const lineStyle = useEditor((s) => s.visual.lineStyle);
  useEffect(() => {
    if (diagram)
      store
        .getState()
        .receiveNodes(
          mergeNodes(
            store.getState().nodes,
            diagram.tables,
            diagram.comments,
            diagram.views,
            diagram.areas,
            display,
          ),
        );
  }, [diagram, store, display]);
  const lines = useMemo<DiagramEdge[]>(
    () =>
      diagram
        ? [
            ...relationshipEdges(
              diagram.relationships,
              diagram.tables,
              { notation, lineStyle },
              display,
            ),
            ...viewEdges(diagram.views, diagram.tables),
          ]
        : [],
    [diagram, notation, lineStyle, display],
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
