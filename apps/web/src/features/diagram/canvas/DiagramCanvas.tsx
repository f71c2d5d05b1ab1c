import {
  Background,
  BackgroundVariant,
  ReactFlow,
  SelectionMode,
  useStore,
  type EdgeTypes,
  type NodeTypes,
  type ReactFlowState,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { GRID_SIZE, MAX_ZOOM, MIN_ZOOM } from '../model/constants';
import { regionFor, steadyCull, viewOf } from '../model/culling';
import { detailForZoom } from '../model/lod';
import { neighbourhood } from '../model/neighbourhood';
import { isOverview, steadyOverview, type OverviewSplit } from '../model/overview';
import type { DiagramEdge, DiagramNode } from '../model/flowElements';
import { useEditor } from '../store/editorStore';
import { AreaNode } from './AreaNode';
import { CommentNode } from './CommentNode';
import { ConnectionPreview } from './ConnectionPreview';
import { OverviewLayer } from './OverviewLayer';
import { RelationshipEdge } from './RelationshipEdge';
import { TableNode } from './TableNode';
import { ViewLinkEdge } from './ViewLinkEdge';
import { ViewNode } from './ViewNode';
import { useCanvasHandlers } from './useCanvasHandlers';
import { useDragSave } from './useDragSave';
import { useEditorKeys } from './useEditorKeys';
import { useOverviewPointer } from './useOverviewPointer';
import { useWheelZoom } from './useWheelZoom';
import { onDemandComponent } from '../../../lib/onDemand';
import classes from './diagram.module.css';

// The minimap's code loads when it is first shown: most visits never open it.
const Minimap = onDemandComponent(async () => (await import('./Minimap')).Minimap);
// The Draw area tool's layer loads when the tool is first chosen.
const AreaDrawLayer = onDemandComponent(
  async () => (await import('./AreaDrawLayer')).AreaDrawLayer,
);

const nodeTypes: NodeTypes = {
  table: TableNode,
  comment: CommentNode,
  view: ViewNode,
  area: AreaNode,
};
const edgeTypes: EdgeTypes = { relationship: RelationshipEdge, viewLink: ViewLinkEdge };
const MULTI_KEYS = ['Shift', 'Control', 'Meta'];
const PAN_BUTTONS = [1, 2];

/** The region around the view, and whether tables are boxes there (model/lod). */
const regionOf = (s: ReactFlowState) => {
  const region = regionFor(viewOf(s.transform, s.width, s.height));
  return region && { region, boxes: detailForZoom(s.transform[2]) === 'box' };
};
const sameRegion = (a: ReturnType<typeof regionOf>, b: ReturnType<typeof regionOf>) =>
  a?.region.key === b?.region.key && a?.boxes === b?.boxes;

/** What the canvas shows: React Flow's nodes and lines, and the overview's, when it is one. */
interface Shown {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  overview?: OverviewSplit<DiagramNode, DiagramEdge>;
}

/**
 * The nodes and lines React Flow is given: those around the view (model/culling), or all of them
 * while the export draws the whole diagram or the minimap shows it. Zoomed out over thousands of
 * tables, the overview draws most tables itself and React Flow gets the rest (model/overview).
 */
function useShown(edges: DiagramEdge[], whole: boolean): Shown {
  const nodes = useEditor((s) => s.nodes);
  const connectingFrom = useEditor((s) => s.connectingFrom);
  const view = useStore(regionOf, sameRegion);
  const [culler] = useState(() => steadyCull<DiagramNode, DiagramEdge>());
  const [overviewer] = useState(() => steadyOverview<DiagramNode, DiagramEdge>());
  return useMemo(() => {
    if (whole || !view) return { nodes, edges };
    // Culled first: what React Flow would hold decides whether this is an overview.
    const culled = culler(nodes, edges, view.region, connectingFrom);
    if (!isOverview(culled.nodes.length, view.boxes)) return culled;
    const split = overviewer(nodes, edges, view.region, connectingFrom);
    return { nodes: split.flowNodes, edges: split.flowEdges, overview: split };
  }, [nodes, edges, view, whole, connectingFrom, culler, overviewer]);
}

/** Props of DiagramCanvas. */
export interface DiagramCanvasProps {
  edges: DiagramEdge[];
  defaultViewport: Viewport;
  onMoveEnd: (viewport: Viewport) => void;
  onPointerMove?: (e: React.PointerEvent<HTMLDivElement>) => void;
  children?: ReactNode;
}

/**
 * The React Flow canvas: it holds the items around the view and renders the visible ones, nodes
 * are memoised, the viewport never re-renders tables.
 */
export function DiagramCanvas({
  edges,
  defaultViewport,
  onMoveEnd,
  onPointerMove,
  children,
}: DiagramCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const applyChanges = useEditor((s) => s.applyChanges);
  const tool = useEditor((s) => s.tool);
  const readOnly = useEditor((s) => s.readOnly);
  // Selectable: an editor, or a share page's reader, who selects an item to read it.
  const selectable = useEditor((s) => !s.readOnly || s.inspect);
  const screenshotting = useEditor((s) => s.screenshotting);
  const connecting = useEditor((s) => s.connectingFrom !== undefined);
  const minimap = useEditor((s) => s.minimap && !s.screenshotting);
  const shown = useShown(edges, screenshotting || minimap);
  const showTypes = useEditor((s) => s.visual.showTypes);
  const showNullability = useEditor((s) => s.visual.showNullability);
  const handlers = useCanvasHandlers();
  const drag = useDragSave();
  const overview = useOverviewPointer(shown.overview?.tables, handlers, drag);
  useEditorKeys();
  useWheelZoom(container);
  const select = tool === 'select' && !readOnly;
  return (
    <div
      ref={container}
      className={[
        classes.canvasWrap,
        screenshotting && classes.screenshot,
        // Types and nullability are left out by one class here: no row renders again.
        !showTypes && classes.hideTypes,
        !showNullability && classes.hideNullability,
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="diagram-canvas"
      onPointerMove={(e) => {
        onPointerMove?.(e);
        overview.onPointerMove(e);
      }}
      onPointerDownCapture={(e) => {
        drag.onPointerDownCapture(e);
        overview.onPointerDownCapture(e);
      }}
      onTouchStartCapture={overview.onTouchStartCapture}
      onContextMenuCapture={overview.onContextMenuCapture}
      style={connecting ? { cursor: 'crosshair' } : undefined}
    >
      <ReactFlow<DiagramNode, DiagramEdge>
        nodes={shown.nodes}
        edges={shown.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={applyChanges}
        onEdgesChange={handlers.onEdgesChange}
        onNodeClick={handlers.onNodeClick}
        onNodeContextMenu={handlers.onNodeContextMenu}
        onEdgeContextMenu={handlers.onEdgeContextMenu}
        onPaneContextMenu={handlers.onPaneContextMenu}
        onPaneClick={handlers.onPaneClick}
        onSelectionStart={overview.onSelectionStart}
        onSelectionEnd={overview.onSelectionEnd}
        onNodeDragStart={drag.onNodeDragStart}
        onNodeDragStop={drag.onNodeDragStop}
        onMoveEnd={(_e, viewport) => onMoveEnd(viewport)}
        defaultViewport={defaultViewport}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        // The export draws every item (useScreenshot captures the whole diagram at zoom 1).
        onlyRenderVisibleElements={!screenshotting}
        zoomOnScroll={false}
        zoomOnDoubleClick={false}
        panOnDrag={select ? PAN_BUTTONS : true}
        selectionOnDrag={select}
        selectionMode={SelectionMode.Full}
        multiSelectionKeyCode={MULTI_KEYS}
        deleteKeyCode={null}
        selectionKeyCode={null}
        nodesDraggable={!readOnly}
        nodesConnectable={false}
        elementsSelectable={selectable}
        edgesFocusable={selectable}
        nodeDragThreshold={10}
        proOptions={{ hideAttribution: true }}
      >
        <Background
          gap={GRID_SIZE}
          variant={BackgroundVariant.Lines}
          color="var(--relata-grid-line)"
        />
        {shown.overview && <Overview split={shown.overview} edges={edges} />}
        {minimap && <Minimap />}
        {tool === 'area' && !readOnly && <AreaDrawLayer />}
        {children}
      </ReactFlow>
      <ConnectionPreview container={container} />
    </div>
  );
}

/** The overview's drawing, with "Show neighbourhood"'s bright part. */
function Overview({
  split,
  edges,
}: {
  split: OverviewSplit<DiagramNode, DiagramEdge>;
  edges: readonly DiagramEdge[];
}) {
  const hood = useEditor((s) => s.neighbourhood);
  const bright = useMemo(
    () =>
      hood &&
      neighbourhood(
        hood.tableId,
        edges
          .filter((e) => e.type === 'relationship')
          .map((e) => ({ sourceTableId: e.source, targetTableId: e.target })),
        hood.depth,
      ),
    [hood, edges],
  );
  return (
    <OverviewLayer
      tables={split.tables}
      lines={split.lines}
      links={split.links}
      nodes={split.nodes}
      held={split.flowNodes}
      bright={bright}
    />
  );
}
