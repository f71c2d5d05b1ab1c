import type { VisualizationSettings } from '@relata/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { DetailProvider } from './canvas/DetailProvider';
import { Toolbar } from './canvas/Toolbar';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { EditorFrame } from './EditorFrame';
import type { Diagram } from './model/diagramCache';
import { SidePanel } from './panel/SidePanel';
import { createEditorStore, EditorStoreContext } from './store/editorStore';

/** The editor id of a viewer's diagram: it is no project of the reader's, and nothing is kept by it. */
const VIEWER_ID = 'viewer';

/** Props of DiagramViewer. */
export interface DiagramViewerProps {
  /** The diagram to draw; undefined while it loads. */
  diagram: Diagram | undefined;
  databaseType: string;
  /** How the diagram is drawn: the project's visualization settings. */
  visual: VisualizationSettings;
  /** Whether the SQL shows (the Parser tab, a view's query) and the Export is offered. */
  sql: boolean;
  /** Whether the side panel starts closed (an embed: the canvas gets the frame's room). */
  panelClosed?: boolean;
}

/**
 * A read-only visualizer of a given diagram, with no project session behind it (a share link's
 * page, issue 41): pan, zoom, search, neighbourhood, Fit, and items selected to read them in the
 * side panel; no editing, no members, no AI. The caller keeps the diagram up to date.
 */
export function DiagramViewer({
  diagram,
  databaseType,
  visual,
  sql,
  panelClosed = false,
}: DiagramViewerProps) {
  const [store] = useState(() => {
    const made = createEditorStore(true);
    made.getState().set({ inspect: true, visual, ...(panelClosed ? { panelOpen: false } : {}) });
    return made;
  });
  useEffect(() => store.getState().set({ visual }), [store, visual]);
  return (
    <EditorStoreContext.Provider value={store}>
      <ReactFlowProvider>
        <DetailProvider>
          <EditorFrame
            projectId={VIEWER_ID}
            diagram={diagram}
            keepViewport={false}
            standalone
            toolbar={<Toolbar canExport={sql} />}
            side={diagram && <SidePanel diagram={diagram} databaseType={databaseType} sql={sql} />}
            dialogs={<EditorDialogs databaseType={databaseType} />}
          />
        </DetailProvider>
      </ReactFlowProvider>
    </EditorStoreContext.Provider>
  );
}
