import { DndContext, MeasuringStrategy } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { memo, useCallback, useMemo, useState } from 'react';
import { AddListButton } from './AddListButton';
import classes from './Board.module.css';
import { BoardActionsContext } from './boardActions';
import { BoardDragOverlay } from './BoardDragOverlay';
import { BoardMessage } from './BoardMessage';
import { useBoardDrag } from './dnd/useBoardDrag';
import { useBoardSensors } from './dnd/useBoardSensors';
import { useDragAnnouncements } from './dnd/useDragAnnouncements';
import { isSearching, type BoardFilter } from './model/boardSearch';
import { DRAG_INSTRUCTIONS } from './model/dragAnnouncements';
import { TaskListColumn } from './TaskListColumn';
import { useBoardActionHandlers } from './useBoardActionHandlers';
import { useBoardColumns } from './useBoardColumns';
import { useTaskLists, useTasks } from './useBoardQueries';
import { useListMutations } from './useListMutations';
import { useTaskMutations } from './useTaskMutations';

/** Props of Board. */
export interface BoardProps {
  projectId: string;
  canEdit: boolean;
  filter: BoardFilter;
  onOpenTask: (taskId: string) => void;
}

const NO_TASKS: readonly never[] = [];
const measuring = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * The horizontal board of lists (spec 2 §2) with drag and drop of lists and tasks (issue 7,
 * item 4) and "Add List" at the end. Viewers get the same board without any control that writes.
 * Memoised: opening the task dialog does not render the board again.
 */
export const Board = memo(function Board({ projectId, canEdit, filter, onOpenTask }: BoardProps) {
  const listsQuery = useTaskLists(projectId);
  const tasksQuery = useTasks(projectId);
  const board = useBoardColumns(listsQuery.data, tasksQuery.data, filter);
  const actions = useBoardActionHandlers(projectId, onOpenTask);
  const listWrites = useListMutations(projectId);
  const { mutate: moveTask } = useTaskMutations(projectId).move;
  const { mutate: updateList } = listWrites.update;
  const [newListId, setNewListId] = useState<string | null>(null);

  const drag = useBoardDrag({
    ...board,
    onMoveTask: useCallback((move, settled) => moveTask(move, { onSettled: settled }), [moveTask]),
    onMoveList: useCallback(
      ({ list, position }, settled) =>
        updateList({ list, patch: { position } }, { onSettled: settled }),
      [updateList],
    ),
  });
  const announcements = useDragAnnouncements(drag);
  const sensors = useBoardSensors();
  const listIds = useMemo(() => drag.lists.map((l) => l.id), [drag.lists]);
  const filtered = isSearching(filter);

  if (listsQuery.isError || tasksQuery.isError) {
    return (
      <BoardMessage
        text="The board could not be loaded."
        onRetry={() => {
          void listsQuery.refetch();
          void tasksQuery.refetch();
        }}
      />
    );
  }
  if (!listsQuery.data || !tasksQuery.data) return <BoardMessage loading text="Loading board" />;

  const activeTask =
    drag.active?.kind === 'task'
      ? tasksQuery.data.find((t) => t.id === drag.active?.id)
      : undefined;
  const activeList =
    drag.active?.kind === 'list' ? drag.lists.find((l) => l.id === drag.active?.id) : undefined;
  const handleAddList = () =>
    listWrites.create.mutate(undefined, { onSuccess: (list) => setNewListId(list.id) });

  return (
    <BoardActionsContext.Provider value={actions}>
      <DndContext
        sensors={sensors}
        collisionDetection={drag.collisionDetection}
        measuring={measuring}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
        }}
        {...drag.handlers}
      >
        <div className={classes.board} data-testid="task-board">
          <SortableContext items={listIds} strategy={horizontalListSortingStrategy}>
            {drag.lists.map((list) => (
              <TaskListColumn
                key={list.id}
                list={list}
                tasks={drag.columns.get(list.id) ?? NO_TASKS}
                taskCount={board.allColumns.get(list.id)?.length ?? 0}
                canEdit={canEdit}
                filtered={filtered}
                isNew={list.id === newListId}
                dropLineTop={drag.line?.listId === list.id ? drag.line.top : null}
              />
            ))}
          </SortableContext>
          {canEdit && <AddListButton adding={listWrites.create.isPending} onAdd={handleAddList} />}
          {drag.lists.length === 0 && (
            <p className={classes.noLists}>
              {canEdit ? 'No lists yet: add the first one.' : 'This board has no lists yet.'}
            </p>
          )}
        </div>
        <BoardDragOverlay
          task={activeTask}
          list={activeList}
          listTaskCount={activeList ? (board.allColumns.get(activeList.id)?.length ?? 0) : 0}
        />
      </DndContext>
    </BoardActionsContext.Provider>
  );
});
