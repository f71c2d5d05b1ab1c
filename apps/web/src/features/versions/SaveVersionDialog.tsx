import type { VersionSummary } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/project/projectKeys';
import { toast } from '../../lib/toast/toast';
import type { VersionFormValues } from './model/versionForm';
import { VersionDialog } from './VersionDialog';
import { versionsApi } from './versionsApi';

/** Props of SaveVersionDialog. */
export interface SaveVersionDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  /** Called with the saved version (after the toast). */
  onSaved?: (version: VersionSummary) => void;
}

/**
 * "Save version" (issue 19, item 1): a named snapshot of the whole current diagram, from the
 * Version Control page and the visualizer's toolbar (Editors and Admins). Lists of versions
 * open anywhere update live from the server's change.
 */
export function SaveVersionDialog({ projectId, opened, onClose, onSaved }: SaveVersionDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: VersionFormValues) => versionsApi.create(projectId, values),
    onSuccess: (version) => {
      toast.show({ title: 'Version saved', message: `"${version.name}" was saved.` });
      onSaved?.(version);
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId) }),
  });

  const handleSubmit = async (values: VersionFormValues) => {
    try {
      await save.mutateAsync(values);
      return true;
    } catch {
      return false; // the toast said why; the dialog stays open with what was typed
    }
  };

  return (
    <VersionDialog
      opened={opened}
      title="Save version"
      submitLabel="Save version"
      busy={save.isPending}
      onClose={onClose}
      onSubmit={handleSubmit}
    />
  );
}
