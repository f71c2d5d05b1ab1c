import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { AiPromptBox } from '../assistant';
import { useDiagram } from './api/useDiagram';
import { ContextMenu } from './canvas/ContextMenu';
import { ShareButton } from './canvas/ShareButton';
import { Toolbar } from './canvas/Toolbar';
import { CollabLayer } from './collab/CollabLayer';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { EditorFrame } from './EditorFrame';
import type { Diagram } from './model/diagramCache';
import { tableSize } from './model/geometry';
import { SidePanel } from './panel/SidePanel';
import { useEditor } from './store/editorStore';

/** Props of EditorLayout. */
export interface EditorLayoutProps {
  projectId: string;
  databaseType: string;
  /** A table to open on, by id or name (`?table=` in the visualizer's address). */
  focusTable?: string | undefined;
  /** Whether the toolbar offers Share, to make a share link (Admins, issue 41). */
  canShare?: boolean;
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

/** The visualizer's layout: the stored diagram, live, with the toolbar, side panel and dialogs. */
export function EditorLayout({
  projectId,
  databaseType,
  focusTable,
  canShare = false,
}: EditorLayoutProps) {
  const { data: diagram } = useDiagram(projectId);
  useFocusTable(diagram, focusTable);
  const readOnly = useEditor((s) => s.readOnly);
  return (
    <EditorFrame
      projectId={projectId}
      diagram={diagram}
      keepViewport
      toolbar={<Toolbar end={canShare ? <ShareButton projectId={projectId} /> : undefined} />}
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
