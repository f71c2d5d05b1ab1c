import type { RestoreVersionResult, VersionSummary } from '@relata/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/project/projectKeys';
import { confirm } from '../../lib/confirm/confirmStore';
import { toast } from '../../lib/toast/toast';
import { versionsApi } from './versionsApi';
import type { VersionFormValues } from './model/versionForm';

/** How long the toast offering "Undo" after a restore stays (hover or focus holds it). */
const UNDO_TOAST_MS = 10_000;

/**
 * The Version Control writes (issue 19, items 1 and 4), each refreshing the project's version
 * lists; failures show as the toast "Error" with the server's message (spec 1 §8).
 */
export function useVersionActions(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId) });

  const update = useMutation({
    mutationFn: (input: {
      version: VersionSummary;
      patch: Partial<VersionFormValues> & { pinned?: boolean };
    }) => versionsApi.update(projectId, input.version.id, input.patch),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (version: VersionSummary) => versionsApi.remove(projectId, version.id),
    onSuccess: (_ok, version) =>
      toast.show({ title: 'Version deleted', message: `"${version.name}" was deleted.` }),
    onSettled: refresh,
  });

  const restore = useMutation({
    mutationFn: (input: { version: VersionSummary; undo: boolean }) =>
      versionsApi.restore(projectId, input.version.id),
    onSuccess: (result: RestoreVersionResult, input) => {
      // An open visualizer (or the next one) shows the restored diagram from the answer at once.
      queryClient.setQueryData(projectKeys.diagram(projectId), result.diagram);
      if (input.undo) {
        toast.show({ title: 'Restore undone', message: 'The diagram is back as it was.' });
        return;
      }
      toast.show({
        title: 'Version restored',
        message: `The diagram is now "${input.version.name}".`,
        actionLabel: 'Undo',
        actionFn: () => restore.mutate({ version: result.before, undo: true }),
        duration: UNDO_TOAST_MS,
      });
    },
    onSettled: refresh,
  });

  /** Deletes a version after a question naming it (Admins). */
  const handleDelete = async (version: VersionSummary) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Delete Version',
      message: `Delete the version "${version.name}"? This cannot be undone.`,
      confirmLabel: 'Delete Version',
    });
    if (ok) remove.mutate(version);
  };

  /** Restores a version after a question; the toast that follows offers Undo. */
  const handleRestore = async (version: VersionSummary) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Restore Version',
      message:
        `Restore "${version.name}"? The diagram becomes this version for everyone. ` +
        'Its current state is saved first as an automatic version, so you can undo.',
      confirmLabel: 'Restore',
    });
    if (ok) restore.mutate({ version, undo: false });
  };

  /** Pins an automatic version so it never expires, or unpins it. */
  const handleTogglePin = (version: VersionSummary) =>
    update.mutate({ version, patch: { pinned: !version.pinned } });

  return { update, remove, restore, handleDelete, handleRestore, handleTogglePin };
}
