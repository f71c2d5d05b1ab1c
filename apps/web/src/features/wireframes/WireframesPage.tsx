import { VisuallyHidden } from '@mantine/core';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProjectInfo } from '../../lib/project/useProjectInfo';
import { DEFAULT_PROJECT_ROLE } from '../../lib/project/roles';
import { WireframeEditor } from './WireframeEditor';
import classes from './wireframes.module.css';

/** The wireframe editor screen (spec 2 §2): Viewers (the default role) see it read-only. */
export function WireframesPage() {
  const projectId = useParams().id ?? '';
  const { data: project } = useProjectInfo(projectId);
  useDocumentTitle('Wireframes');
  const role = project?.users[0]?.role ?? DEFAULT_PROJECT_ROLE;
  return (
    <div className={classes.page}>
      <VisuallyHidden component="h1">Wireframes</VisuallyHidden>
      {project && (
        <WireframeEditor
          key={`${project.id}-${role}`}
          projectId={project.id}
          readOnly={role === 'Viewer'}
        />
      )}
    </div>
  );
}
