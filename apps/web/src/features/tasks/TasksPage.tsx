import { useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProjectRole } from '../projects';
import { Board } from './Board';
import classes from './Board.module.css';
import { BoardToolbar } from './BoardToolbar';
import { ManageTagsDialog } from './ManageTagsDialog';
import { DEFAULT_BOARD_FILTER } from './model/boardSearch';
import { TaskDialog } from './TaskDialog';
import { useBoardChannel } from './useBoardChannel';

/**
 * The task board (spec 2 §2 "Tasks screen", issue 7): lists and tasks with tags, shared live
 * between the project's members. Viewers see it read-only.
 */
export function TasksPage() {
  useDocumentTitle('Tasks');
  const { id: projectId = '' } = useParams();
  // The role follows the project shell's live copy of the project (Viewer until known).
  const canEdit = useProjectRole(projectId) !== 'Viewer';
  useBoardChannel(projectId);
  const [query, setQuery] = useState(DEFAULT_BOARD_FILTER.query);
  const [showArchived, setShowArchived] = useState(DEFAULT_BOARD_FILTER.showArchived);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [managingTags, setManagingTags] = useState(false);
  // Typing stays responsive on a large board: the filter follows the box when React has time.
  const deferredQuery = useDeferredValue(query);
  const filter = useMemo(
    () => ({ query: deferredQuery, showArchived }),
    [deferredQuery, showArchived],
  );

  return (
    <div className={classes.page}>
      <BoardToolbar
        query={query}
        onQueryChange={setQuery}
        showArchived={showArchived}
        onShowArchivedChange={setShowArchived}
        onManageTags={canEdit ? () => setManagingTags(true) : undefined}
      />
      <Board projectId={projectId} canEdit={canEdit} filter={filter} onOpenTask={setOpenTaskId} />
      <TaskDialog
        projectId={projectId}
        taskId={openTaskId}
        canEdit={canEdit}
        onClose={() => setOpenTaskId(null)}
      />
      <ManageTagsDialog
        projectId={projectId}
        // A member made a Viewer meanwhile loses the dialog with the button.
        opened={managingTags && canEdit}
        onClose={() => setManagingTags(false)}
      />
    </div>
  );
}
