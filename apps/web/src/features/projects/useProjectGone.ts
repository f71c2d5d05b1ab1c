import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast/toast';
import { useCurrentProject } from './currentProject';
import type { ProjectGoneReason } from './useProjectChannel';

/**
 * What happens when the project on screen goes away under the user (deleted by an Admin, or the
 * user removed): one toast that says so, and the dashboard. Departures the user made are silent.
 */
export function useProjectGone(
  projectId: string,
  projectName: string | undefined,
): (reason: ProjectGoneReason) => void {
  const navigate = useNavigate();
  const announced = useRef<string | null>(null);
  return useCallback(
    (reason: ProjectGoneReason) => {
      if (announced.current === projectId) return;
      announced.current = projectId;
      if (useCurrentProject.getState().departingId === projectId) return;
      const name = projectName ? `"${projectName}"` : 'This project';
      toast.show(
        reason === 'deleted'
          ? { title: 'Project deleted', message: `${name} has been deleted.` }
          : { title: 'Removed from project', message: `You are no longer a member of ${name}.` },
      );
      void navigate('/app', { replace: true });
    },
    [navigate, projectId, projectName],
  );
}
