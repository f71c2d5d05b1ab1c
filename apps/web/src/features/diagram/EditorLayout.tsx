import { ActionIcon } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useReactFlow, type Viewport } from '@xyflow/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AiPromptBox } from '../assistant';
import { DispatchContext } from './actions/dispatch';
import { useDiagram } from './api/useDiagram';
import { Announcer } from './canvas/Announcer';
import { CanvasEmphasis } from './canvas/CanvasEmphasis';
import { ContextMenu } from './canvas/ContextMenu';
import { DiagramCanvas } from './canvas/DiagramCanvas';
import { PathLoadingIndicator } from './canvas/PathLoadingIndicator';
import { Toolbar } from './canvas/Toolbar';
import { CollabLayer } from './collab/CollabLayer';
import { EditorDialogs } from './dialogs/EditorDialogs';
import type { Diagram } from './model/diagramCache';
import { tableSize } from './model/geometry';
import { loadViewport, saveViewport } from './model/viewportStorage';
import { ResizablePanes } from './panel/ResizablePanes';
import { SidePanel } from './panel/SidePanel';
import { useEditor } from './store/editorStore';
import { useEditorCore } from './useEditorCore';
import { Hint } from '../../ui/hint/Hint';
import { MountWhenNeeded } from '../../lib/MountWhenNeeded';
import { onDemandComponent } from '../../lib/onDemand';

// The search and the neighbourhood's bar load when first used, not with the canvas.
const CanvasSearch = onDemandComponent(
  async () => (await import('./canvas/CanvasSearch')).CanvasSearch,
);
const NeighbourhoodBar = onDemandComponent(
  async () => (await import('./canvas/NeighbourhoodBar')).NeighbourhoodBar,
);

/** Props of EditorLayout. */
export interface EditorLayoutProps {
  projectId: string;
  databaseType: string;
  /** A table to open on, by id or name (`?table=` in the visualizer's address). */
  focusTable?: string | undefined;
}

/** The table a `?table=` names: by id, else by name (case-insensitive, schema optional). */
export function tableOfLink(diagram: Diagram, link: string): Diagram['tables'][number] | undefined {
  const lower = link.toLowerCase();
  return (
    diagram.tables.find((t) => t.id === link) ??
    diagram.tables.find(
      (t) =>
        t.name.toLowerCase() === lower || `${t.schema ?? ''}.${t.name}`.toLowerCase() === lower,
    )
  );
}

/**
 * Opens the canvas on a linked table once the diagram is there: centred at the detail zoom and
 * selected (not for Viewers, who select nothing). Later changes of the diagram leave the view alone.
 */
function useFocusTable(diagram: Diagram | undefined, link: string | undefined): void {
  const flow = useReactFlow();
  const selectOnly = useEditor((s) => s.selectOnly);
  const readOnly = useEditor((s) => s.readOnly);
  const display = useEditor((s) => s.visual.tableDisplay);
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!diagram || !link || done.current === link) return;
    const table = tableOfLink(diagram, link);
    if (!table) return;
    done.current = link;
    const size = tableSize(table, display);
    // After the first view (queued in the same frame by EditorFrame), which this one replaces.
    requestAnimationFrame(() => {
      void flow.setCenter(table.x + size.width / 2, table.y + size.height / 2, { zoom: 1 });
      // Viewers select nothing (spec 2 §6); the view still opens on the table.
      if (!readOnly) selectOnly([table.id]);
    });
  }, [diagram, link, flow, selectOnly, readOnly, display]);
}

/** Props of EditorFrame: the diagram to draw and what surrounds the canvas. */
export interface EditorFrameProps {
  projectId: string;
  diagram: Diagram | undefined;
  /**
   * The editor: the viewport is kept per project across visits, and a first visit starts on a
   * readable part. Otherwise (a comparison) every visit starts with the whole diagram in view.
   */
  keepViewport: boolean;
  /** On the canvas, at the top left: the toolbar. */
  toolbar: ReactNode;
  /** Inside the canvas's React Flow: the other members' cursors. */
  flowChildren?: ReactNode;
  /** Over the canvas: the context menu, the AI prompt. */
  overlays?: ReactNode;
  /** The side panel's content, once the diagram has loaded. */
  side: ReactNode;
  /** Dialogs of the editor, beside the panes. */
  dialogs?: ReactNode;
}

/**
 * An editor's frame: the canvas with its toolbar, overlays and side panel toggle, the side panel,
 * and the dialogs, around one diagram (the stored one, or a comparison of two versions).
 */
export function EditorFrame({
  projectId,
  diagram,
  keepViewport,
  toolbar,
  flowChildren,
  overlays,
  side,
  dialogs,
}: EditorFrameProps) {
  const { dispatcher, edges, canvasRef } = useEditorCore(projectId, diagram);
  const panelOpen = useEditor((s) => s.panelOpen);
  const searching = useEditor((s) => s.dialog === 'search');
  const hoodShown = useEditor((s) => s.neighbourhood !== undefined);
  const set = useEditor((s) => s.set);
  const [stored] = useState(() =>
    keepViewport ? loadViewport(localStorage, projectId) : undefined,
  );
  const fitted = useRef(stored !== undefined);
  useEffect(() => {
    // Without a saved viewport, the first load shows the whole diagram, or as much of it as
    // fits with the tables' columns drawn (a phone); a comparison shows all of it.
    if (!diagram || fitted.current) return;
    fitted.current = true;
    requestAnimationFrame(() =>
      keepViewport ? dispatcher.context().firstView() : dispatcher.context().fitView(),
    );
  }, [diagram, dispatcher, keepViewport]);
  const handleMoveEnd = (viewport: Viewport) => {
    if (keepViewport) saveViewport(localStorage, projectId, viewport);
  };
  const canvas = (
    // data-editor-keys: the editor's shortcuts apply here (useEditorKeys).
    <div ref={canvasRef} style={{ position: 'absolute', inset: 0 }} data-editor-keys="">
      <DiagramCanvas
        edges={edges}
        defaultViewport={stored ?? { x: 0, y: 0, zoom: 1 }}
        onMoveEnd={handleMoveEnd}
      >
        {flowChildren}
      </DiagramCanvas>
      {toolbar}
      <PathLoadingIndicator
        loaded={diagram !== undefined}
        relationships={diagram?.relationships.length ?? 0}
      />
      <Hint label={panelOpen ? 'Close side panel' : 'Open side panel'}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Side panel"
          aria-expanded={panelOpen}
          style={{ position: 'absolute', top: 12, right: 12, zIndex: 10 }}
          onClick={() => set({ panelOpen: !panelOpen })}
        >
          {panelOpen ? (
            <IconLayoutSidebarRightCollapse size={18} aria-hidden />
          ) : (
            <IconLayoutSidebarRightExpand size={18} aria-hidden />
          )}
        </ActionIcon>
      </Hint>
      <MountWhenNeeded when={hoodShown}>
        <NeighbourhoodBar diagram={diagram} />
      </MountWhenNeeded>
      <MountWhenNeeded when={searching}>
        <CanvasSearch diagram={diagram} />
      </MountWhenNeeded>
      <CanvasEmphasis diagram={diagram} />
      {overlays}
      <Announcer />
    </div>
  );
  return (
    <DispatchContext.Provider value={dispatcher}>
      <div
        style={{ position: 'absolute', inset: 0 }}
        data-testid="visualizer"
        aria-busy={diagram === undefined}
      >
        <ResizablePanes
          id="visualizer"
          main={canvas}
          side={diagram ? side : null}
          sideOpen={panelOpen}
          onCloseSide={() => set({ panelOpen: false })}
        />
        {dialogs}
      </div>
    </DispatchContext.Provider>
  );
}

/** The visualizer's layout: the stored diagram, live, with the toolbar, side panel and dialogs. */
export function EditorLayout({ projectId, databaseType, focusTable }: EditorLayoutProps) {
  const { data: diagram } = useDiagram(projectId);
  useFocusTable(diagram, focusTable);
  const readOnly = useEditor((s) => s.readOnly);
  return (
    <EditorFrame
      projectId={projectId}
      diagram={diagram}
      keepViewport
      toolbar={<Toolbar />}
      flowChildren={<CollabLayer projectId={projectId} />}
      overlays={
        <>
          <ContextMenu />
          <AiPromptBox projectId={projectId} readOnly={readOnly} />
        </>
      }
      side={diagram && <SidePanel diagram={diagram} databaseType={databaseType} />}
      dialogs={<EditorDialogs databaseType={databaseType} />}
    />
  );
}
