const PROJECT_PATH = /^\/app\/projects\/([^/]+)(\/.*)?$/;
/** Paths below /app/projects that are not a project. */
const NOT_PROJECTS = new Set(['create', 'accept-invite']);

/** The project id of a project route, or null elsewhere (the current project is cleared there). */
export function projectIdOfPath(pathname: string): string | null {
  const match = PROJECT_PATH.exec(pathname);
  const id = match?.[1];
  if (!id || NOT_PROJECTS.has(id)) return null;
  return decodeURIComponent(id);
}

/** The overview of a project. */
export function projectPath(projectId: string): string {
  return `/app/projects/${encodeURIComponent(projectId)}`;
}

/**
 * Where the project selector goes (spec 2 §2): the same sub-page of the other project when the
 * user is on a project route, else that project's overview.
 */
export function switchProjectPath(pathname: string, projectId: string): string {
  if (projectIdOfPath(pathname) === null) return projectPath(projectId);
  const rest = PROJECT_PATH.exec(pathname)?.[2] ?? '';
  return `${projectPath(projectId)}${rest}`;
}
