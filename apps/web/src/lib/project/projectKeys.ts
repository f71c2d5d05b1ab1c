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
};
