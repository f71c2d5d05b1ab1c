import { Center } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { toast } from '../../lib/toast/toast';
import { AssistantDock } from '../assistant';
import { useCurrentProject } from './currentProject';
import { PROJECT_LOAD_ERROR } from './messages';
import { ProjectLoadError } from './ProjectLoadError';
import { useProject } from './projectQueries';
import { useMembershipSync } from './useMembershipSync';
import { useProjectChannel } from './useProjectChannel';
import { useProjectGone } from './useProjectGone';

/**
 * The project shell (spec 2 §2): loads the project, keeps it live on its realtime channel, marks
 * it current while the user is on its routes, and reports a project that cannot be loaded.
 */
export function ProjectLayout() {
  const { id = '' } = useParams();
  const { data: project, isError } = useProject(id);
  const setProjectId = useCurrentProject((s) => s.setProjectId);
  const setDepartingId = useCurrentProject((s) => s.setDepartingId);
  const handleGone = useProjectGone(id, project?.name);
  useProjectChannel(id, handleGone);
  useMembershipSync((lost) => {
    if (lost === id) handleGone('removed');
  });

  useEffect(() => {
    setProjectId(id);
    return () => {
      setProjectId(null);
      setDepartingId(null);
    };
  }, [id, setProjectId, setDepartingId]);

  const failed = isError && !project;
  useEffect(() => {
    if (failed) toast.show({ title: 'Error', message: PROJECT_LOAD_ERROR, type: 'error' });
  }, [failed, id]);

  if (failed) return <ProjectLoadError />;
  if (!project) {
    return (
      <Center py="xl">
        <Loading label="Loading project" />
      </Center>
    );
  }
  return (
    <>
      <Outlet context={project} />
      <AssistantDock />
    </>
  );
}
