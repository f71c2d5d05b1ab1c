import type { TaskList } from '@relata/core';
import { createContext, useContext } from 'react';
import type { TaskTemplate } from './model/taskTemplates';

/**
 * What the board's views can do; one stable object per board, handed down through context so
 * memoised columns and cards do not re-render when the page does.
 */
export interface BoardActions {
  openTask: (taskId: string) => void;
  createTask: (listId: string, name: string) => void;
  createFromTemplate: (listId: string, template: TaskTemplate) => void;
  renameList: (list: TaskList, name: string) => void;
  deleteList: (list: TaskList, taskCount: number) => void;
}

const noop = () => undefined;

/** The board's actions; the provider is the Board component. */
export const BoardActionsContext = createContext<BoardActions>({
  openTask: noop,
  createTask: noop,
  createFromTemplate: noop,
  renameList: noop,
  deleteList: noop,
});

/** The actions of the board around the calling view. */
export function useBoardActions(): BoardActions {
  return useContext(BoardActionsContext);
}
