import { Modal } from '@mantine/core';
import type { Project } from '@relata/core';
import { useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../../lib/project/projectKeys';
import { CreatedShareView } from './CreatedShareView';
import { ShareForm } from './ShareForm';
import { useShareActions } from './shareQueries';

/** Props of CreateShareDialog. */
export interface CreateShareDialogProps {
  projectId: string;
  onClose: () => void;
}

/**
 * Makes a share link of a project (Admins, issue 41), from Project settings > Sharing or the
 * visualizer's Share: its settings, then its addresses, shown this once, to copy. Mounted while
 * open, so each opening starts a new link.
 */
export function CreateShareDialog({ projectId, onClose }: CreateShareDialogProps) {
  const { create } = useShareActions(projectId);
  // The project's name titles the embed's frame; both callers are below the project's shell,
  // which has loaded it.
  const projectName = useQueryClient().getQueryData<Project>(projectKeys.detail(projectId))?.name;
  const created = create.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={created ? 'Link created' : 'Create share link'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {created ? (
        <CreatedShareView
          share={created}
          title={projectName ?? 'Database diagram'}
          onDone={onClose}
        />
      ) : (
        <ShareForm create={create} onCancel={onClose} />
      )}
    </Modal>
  );
}
