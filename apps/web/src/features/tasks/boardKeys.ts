/** TanStack Query keys of the board, below the project's own key (`projectKeys.detail`). */
export const boardKeys = {
  lists: (projectId: string) => ['projects', projectId, 'task-lists'] as const,
  tasks: (projectId: string) => ['projects', projectId, 'tasks'] as const,
  tags: (projectId: string) => ['projects', projectId, 'tags'] as const,
};
