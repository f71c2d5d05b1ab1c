import { VisuallyHidden } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProjectInfo } from '../../lib/project/useProjectInfo';
import { DATABASE_COMPARE, DiagramEditor } from './DiagramEditor';

// A share link's read-only visualizer loads with this page's module (index.ts, loadDiagramViewer):
// one chunk for both, rather than the visualizer's code split in two by a second way in.
export { DiagramViewer } from './DiagramViewer';

/** The database diagram (spec 2 §2 "Visualizer"): Viewers (the default role) see it read-only (spec 2 §6). */
export function VisualizerPage() {
  const projectId = useParams().id ?? '';
  const [search] = useSearchParams();
  const { data: project } = useProjectInfo(projectId);
  // ?compare=<version>[&to=<version>]: a comparison of versions (Project settings > Version Control);
  // ?compare=database: the diagram and the database read last (Import > From a database).
  const fromId = search.get('compare') ?? undefined;
  const toId = search.get('to') ?? undefined;
  const compare = fromId ? { fromId, toId } : undefined;
  // ?table=<id or name>: opens on that table (a link from the SQL editor, or shared).
  const focusTable = search.get('table') ?? undefined;
  const title =
    fromId === DATABASE_COMPARE
      ? 'Compare with database'
      : compare
        ? 'Compare versions'
        : 'Visualizer';
  useDocumentTitle(title);
  const role = project?.users[0]?.role ?? 'Viewer';
  const readOnly = role === 'Viewer';
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        // Above the toasts' room, as the app's frame is (app/toasts/ToastStack.tsx).
        minHeight: 'calc(100dvh - 60px - var(--relata-toast-room, 0px))',
      }}
    >
      <VisuallyHidden component="h1">{title}</VisuallyHidden>
      {project && (
        <DiagramEditor
          // A new editor (store, viewport) for a comparison, and for leaving it.
          key={`${project.id}:${fromId ?? ''}:${toId ?? ''}`}
          projectId={project.id}
          databaseType={project.database_type}
          readOnly={readOnly}
          canShare={role === 'Admin'}
          compare={compare}
          focusTable={focusTable}
        />
      )}
    </div>
  );
}
