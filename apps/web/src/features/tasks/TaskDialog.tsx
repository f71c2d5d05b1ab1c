import { Modal } from '@mantine/core';
import type { Tag } from '@relata/core';
import { useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { TaskDetails } from './TaskDetails';
import { TaskEditForm } from './TaskEditForm';
import { useTags, useTaskLists, useTasks } from './useBoardQueries';
import { useCreateTag } from './useTagMutations';
import { useTaskMutations } from './useTaskMutations';

/** Props of TaskDialog. */
export interface TaskDialogProps {
  projectId: string;
  /** The task shown, or null when the dialog is closed. */
  taskId: string | null;
  canEdit: boolean;
  onClose: () => void;
}

/** The dialog is at most this wide (spec 2 §2). */
const DIALOG_MAX_WIDTH = 768;

/**
 * The task view/edit dialog (spec 2 §2 and §4). View mode goes to edit mode on Edit; Cancel
 * returns to view mode; Save closes the dialog with the updated task; Delete closes it, then asks
 * for confirmation. It follows live changes of the task and closes if the task is deleted.
 */
export function TaskDialog({ projectId, taskId, canEdit, onClose }: TaskDialogProps) {
  const task = useTasks(projectId).data?.find((t) => t.id === taskId);
  const listName = useTaskLists(projectId).data?.find((l) => l.id === task?.task_list_id)?.name;
  const tags = useTags(projectId).data ?? [];
  const { save, remove } = useTaskMutations(projectId);
  const createTag = useCreateTag(projectId);
  // Edit mode belongs to one opening of one task: opening another starts in view mode.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = canEdit && task !== undefined && editingId === task.id;

  const handleClose = () => {
    setEditingId(null);
    onClose();
  };

  const handleDelete = async () => {
    if (!task) return;
    handleClose();
    const ok = await confirm({
      kind: 'delete',
      title: 'Delete Task',
      message: `Delete the task "${task.name}"? This cannot be undone.`,
      confirmLabel: 'Delete Task',
    });
    if (ok) remove.mutate(task);
  };

  const handleCreateTag = async (input: { name: string; color: string }): Promise<Tag | null> => {
    try {
      return await createTag.mutateAsync(input);
    } catch {
      return null; // shown as a toast
    }
  };

  return (
    <Modal
      opened={task !== undefined}
      onClose={handleClose}
      size={DIALOG_MAX_WIDTH}
      title={editing ? 'Edit Task' : task?.name}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      // The board never scrolls the page; locking it would lay out every card again.
      lockScroll={false}
      styles={{
        title: {
          fontWeight: 650,
          fontSize: 'var(--mantine-font-size-lg)',
          overflowWrap: 'anywhere',
        },
      }}
    >
      {task &&
        (editing ? (
          <TaskEditForm
            key={task.id}
            task={task}
            tags={tags}
            onSave={async (patch) => {
              await save.mutateAsync({ taskId: task.id, patch });
              handleClose();
            }}
            onCancel={() => setEditingId(null)}
            onCreateTag={handleCreateTag}
          />
        ) : (
          <TaskDetails
            task={task}
            listName={listName ?? ''}
            canEdit={canEdit}
            onEdit={() => setEditingId(task.id)}
            onDelete={() => void handleDelete()}
            onClose={handleClose}
          />
        ))}
    </Modal>
  );
}
