import { matchesSearch, sortByRoleName, type Project, type Role } from '@relata/core';
import { roleOf } from '../../../lib/project/roles';

/** A project with the caller's role beside it, as cards and the selector show it. */
export type ProjectWithRole = Project & { role: Role };

/**
 * The projects a search shows (dashboard and selector, spec 1 §5, spec 2 §2): every word of the
 * query in the name, sorted by role name (Admin, Editor, Viewer), then by name.
 */
export function visibleProjects(projects: readonly Project[], query: string): ProjectWithRole[] {
  const withRoles = projects
    .filter((p) => matchesSearch(p.name, query))
    .map((p) => ({ ...p, role: roleOf(p) }));
  return sortByRoleName(withRoles);
}
