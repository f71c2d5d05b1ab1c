import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import type { Viewport } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { AiPromptBox } from '../assistant';
import { DispatchContext } from './actions/dispatch';
import { useDiagram } from './api/useDiagram';
import { Announcer } from './canvas/Announcer';
import { ContextMenu } from './canvas/ContextMenu';
import { DiagramCanvas } from './canvas/DiagramCanvas';
import { PathLoadingIndicator } from './canvas/PathLoadingIndicator';
import { Toolbar } from './canvas/Toolbar';
import { CollabLayer } from './collab/CollabLayer';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { loadViewport, saveViewport } from './model/viewportStorage';
import { ResizablePanes } from './panel/ResizablePanes';
import { SidePanel } from './panel/SidePanel';
import { useEditor } from './store/editorStore';
import { useEditorCore } from './useEditorCore';

/** Props of EditorLayout. */
export interface EditorLayoutProps {
  projectId: string;
  databaseType: string;
}

/** The visualizer's layout: canvas with toolbar and overlays, side panel, dialogs. */
export function EditorLayout({ projectId, databaseType }: EditorLayoutProps) {
  const { data: diagram } = useDiagram(projectId);
  const { dispatcher, edges, canvasRef } = useEditorCore(projectId, diagram);
  const panelOpen = useEditor((s) => s.panelOpen);
  const readOnly = useEditor((s) => s.readOnly);
  const set = useEditor((s) => s.set);
  const [stored] = useState(() => loadViewport(localStorage, projectId));
  const fitted = useRef(stored !== undefined);
  useEffect(() => {
    // Without a saved viewport, the first load shows the whole diagram, or as much of it as
    // fits with the tables' columns drawn (a phone).
    if (!diagram || fitted.current) return;
    fitted.current = true;
    requestAnimationFrame(() => dispatcher.context().firstView());
  }, [diagram, dispatcher]);
  const handleMoveEnd = (viewport: Viewport) => saveViewport(localStorage, projectId, viewport);
  const canvas = (
    // data-editor-keys: the editor's shortcuts apply here (useEditorKeys).
    <div ref={canvasRef} style={{ position: 'absolute', inset: 0 }} data-editor-keys="">
      <DiagramCanvas
        edges={edges}
        defaultViewport={stored ?? { x: 0, y: 0, zoom: 1 }}
        onMoveEnd={handleMoveEnd}
      >
        <CollabLayer projectId={projectId} />
      </DiagramCanvas>
      <Toolbar />
      <PathLoadingIndicator
        loaded={diagram !== undefined}
        relationships={diagram?.relationships.length ?? 0}
      />
      <Tooltip label={panelOpen ? 'Close side panel' : 'Open side panel'}>
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
      </Tooltip>
      <ContextMenu />
      <AiPromptBox projectId={projectId} readOnly={readOnly} />
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
          side={diagram ? <SidePanel diagram={diagram} databaseType={databaseType} /> : null}
          sideOpen={panelOpen}
          onCloseSide={() => set({ panelOpen: false })}
        />
        <EditorDialogs databaseType={databaseType} />
      </div>
    </DispatchContext.Provider>
  );
}
