import type { Role } from '@relata/core';
import type { Plan } from '../../features/billing/plans';

/** Which screen an entry opens; the drawer picks its icon by this. */
export type DrawerEntryId =
  | 'overview'
  | 'visualizer'
  | 'tasks'
  | 'wireframes'
  | 'sql-editor'
  | 'team'
  | 'documentation'
  | 'dictionary'
  | 'settings'
  | 'general'
  | 'database'
  | 'version-control'
  | 'visualization'
  | 'sharing';

/** One entry of the project drawer, possibly with sub-entries. */
export interface DrawerEntry {
  id: DrawerEntryId;
  label: string;
  to: string;
  children?: DrawerEntry[];
}

/** Team is shown only to Admins whose plan is Team or Premium (spec 2 §2). */
export function showsTeamEntry(plan: Plan, role: Role): boolean {
  return role === 'Admin' && (plan === 'team' || plan === 'premium');
}

/**
 * The project drawer's entries (spec 2 §2): Project Overview, Visualizer, Team (see
 * showsTeamEntry) and Project Settings with General, for Admins Database, and Version Control
 * (issue 19, for every member), and for Admins Sharing (issue 41). Tasks,
 * Wireframes, SQL Editor and Documentation are added so their routes can be reached (issue 4).
 */
export function projectDrawerEntries(input: {
  projectId: string;
  plan: Plan;
  role: Role;
}): DrawerEntry[] {
  const base = `/app/projects/${encodeURIComponent(input.projectId)}`;
  const entries: DrawerEntry[] = [
    { id: 'overview', label: 'Project Overview', to: base },
    { id: 'visualizer', label: 'Visualizer', to: `${base}/visualizer` },
    // Issue 41: the diagram's documentation, for every member (the Documentation entry is the manual).
    { id: 'dictionary', label: 'Data dictionary', to: `${base}/dictionary` },
    { id: 'tasks', label: 'Tasks', to: `${base}/tasks` },
    { id: 'wireframes', label: 'Wireframes', to: `${base}/wireframes` },
    { id: 'sql-editor', label: 'SQL Editor', to: `${base}/sql-editor` },
  ];
  if (showsTeamEntry(input.plan, input.role)) {
    entries.push({ id: 'team', label: 'Team', to: `${base}/team` });
  }
  entries.push({ id: 'documentation', label: 'Documentation', to: `${base}/documentation` });
  const settings: DrawerEntry[] = [
    { id: 'general', label: 'General', to: `${base}/settings/general` },
  ];
  if (input.role === 'Admin') {
    settings.push({ id: 'database', label: 'Database', to: `${base}/settings/database` });
  }
  // Issue 21: every member sees how the diagram is drawn and may choose for themselves.
  settings.push({
    id: 'visualization',
    label: 'Visualization',
    to: `${base}/settings/visualization`,
  });
  // Issue 19: every member sees the project's versions and comparisons.
  settings.push({
    id: 'version-control',
    label: 'Version Control',
    to: `${base}/settings/version-control`,
  });
  // Issue 41: Admins make the share links that show the diagram to people without an account.
  if (input.role === 'Admin') {
    settings.push({ id: 'sharing', label: 'Sharing', to: `${base}/settings/sharing` });
  }
  entries.push({
    id: 'settings',
    label: 'Project Settings',
    to: `${base}/settings`,
    children: settings,
  });
  return entries;
}
