/** TanStack Query keys of everything project-scoped; realtime events invalidate by these. */
export const projectKeys = {
  /** The caller's projects (dashboard, selector). */
  list: ['projects'] as const,
  /** One project and, below it, everything that belongs to it. */
  detail: (id: string) => ['projects', id] as const,
  summary: (id: string) => ['projects', id, 'summary'] as const,
  members: (id: string) => ['projects', id, 'members'] as const,
  invites: (id: string) => ['projects', id, 'invites'] as const,
  settings: (id: string) => ['projects', id, 'settings'] as const,
  /** The stored diagram the visualizer shows (a restore writes its answer here). */
  diagram: (id: string) => ['projects', id, 'diagram'] as const,
  /** Every list of a project's versions, one per search text below it. */
  versions: (id: string) => ['projects', id, 'versions'] as const,
  versionList: (id: string, q: string) => ['projects', id, 'versions', q] as const,
  /** The project's saved SQL queries (the SQL editor), kept live by `saved_queries` changes. */
  savedQueries: (id: string) => ['projects', id, 'saved-queries'] as const,
};
