import { ActionIcon } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import type { Viewport } from '@xyflow/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DispatchContext } from './actions/dispatch';
import { Announcer } from './canvas/Announcer';
import { CanvasEmphasis } from './canvas/CanvasEmphasis';
import { DiagramCanvas } from './canvas/DiagramCanvas';
import { PathLoadingIndicator } from './canvas/PathLoadingIndicator';
import type { Diagram } from './model/diagramCache';
import { loadViewport, saveViewport } from './model/viewportStorage';
import { ResizablePanes } from './panel/ResizablePanes';
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
  /**
   * A diagram given with no project behind it (a share link's page, issue 41): it is read from
   * what is shown, and opens as a first visit does without keeping its viewport.
   */
  standalone?: boolean;
}

/**
 * An editor's frame: the canvas with its toolbar, overlays and side panel toggle, the side panel,
 * and the dialogs, around one diagram (the stored one, a comparison of two versions, or a share
 * link's, read-only: DiagramViewer).
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
  standalone = false,
}: EditorFrameProps) {
  const { dispatcher, edges, canvasRef } = useEditorCore(projectId, diagram, standalone);
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
      keepViewport || standalone
        ? dispatcher.context().firstView()
        : dispatcher.context().fitView(),
    );
  }, [diagram, dispatcher, keepViewport, standalone]);
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
