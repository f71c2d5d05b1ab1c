import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast/toast';
import { useCurrentProject } from './currentProject';
import { PROJECT_DELETED, PROJECT_LEFT } from './messages';
import { projectKeys } from '../../lib/project/projectKeys';
import { projectsApi } from './projectsApi';

/**
 * Leaving and deleting a project (spec 2 §8): on success a toast and the app home; a failure
 * shows the server's message (the mutation default). The shell keeps quiet about the departure.
 */
export function useProjectDeparture(projectId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDepartingId = useCurrentProject((s) => s.setDepartingId);

  const done = (message: string) => {
    toast.show({ title: 'Success', message });
    void navigate('/app', { replace: true });
    queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.list, exact: true });
  };

  const leave = useMutation({
    mutationFn: () => {
      setDepartingId(projectId);
      return projectsApi.leave(projectId);
    },
    onSuccess: () => done(PROJECT_LEFT),
    onError: () => setDepartingId(null),
  });

  const remove = useMutation({
    mutationFn: (confirmName: string) => {
      setDepartingId(projectId);
      return projectsApi.remove(projectId, confirmName);
    },
    onSuccess: () => done(PROJECT_DELETED),
    onError: () => setDepartingId(null),
  });

  return { leave, remove };
}
