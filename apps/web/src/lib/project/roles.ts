import type { Project, Role } from '@relata/core';

/** The role assumed when none is known (spec 1 §6). */
export const DEFAULT_PROJECT_ROLE: Role = 'Viewer';

/** The Mantine colour of each role's badge and avatar (spec 1 §3 "role colours"). */
export const ROLE_COLORS: Record<Role, string> = {
  Admin: 'red',
  Editor: 'blue',
  Viewer: 'gray',
};

/** The caller's role in a project: the first entry of `users` (spec 1 §3), else Viewer. */
export function roleOf(project: Pick<Project, 'users'>): Role {
  return project.users[0]?.role ?? DEFAULT_PROJECT_ROLE;
}
