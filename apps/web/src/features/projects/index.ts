/**
 * The projects feature's public entry: the dashboard lists and searches the user's projects and
 * follows their memberships; other boards read a project's role and its realtime changes; a
 * settings page of another feature (Sharing) takes the settings pages' heading.
 */
export { visibleProjects, type ProjectWithRole } from './model/projectList';
export { useProjectRole, useProjects } from './projectQueries';
export { useMembershipSync } from './useMembershipSync';
export { SettingsHeading } from './SettingsHeading';
