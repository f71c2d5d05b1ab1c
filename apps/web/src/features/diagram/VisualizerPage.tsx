import { VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProjectInfo } from '../../lib/project/useProjectInfo';
import { DiagramEditor } from './DiagramEditor';

/** The database diagram (spec 2 §2 "Visualizer"): Viewers (the default role) see it read-only (spec 2 §6). */
export function VisualizerPage() {
  const projectId = useParams().id ?? '';
  const { data: project } = useProjectInfo(projectId);
  useDocumentTitle('Visualizer');
  const readOnly = (project?.users[0]?.role ?? 'Viewer') === 'Viewer';
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minHeight: 'calc(100dvh - 60px)',
      }}
    >
      <VisuallyHidden component="h1">Visualizer</VisuallyHidden>
      {project && (
        <DiagramEditor
          key={project.id}
          projectId={project.id}
          databaseType={project.database_type}
          readOnly={readOnly}
        />
      )}
    </div>
  );
}
