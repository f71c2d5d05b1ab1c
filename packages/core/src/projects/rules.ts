// The project rules without their zod schemas (api/projects.ts): the dashboard's first load reads
// the labels, roles and page size, and a module's schemas are built as it loads.

/** The database types a project can have (spec 2 §1); the first is the default. */
export const DATABASE_TYPES = ['mysql', 'postgresql', 'sqlite', 'mssql'] as const;
/** Human names of the database types. */
export const DATABASE_TYPE_LABELS: Record<(typeof DATABASE_TYPES)[number], string> = {
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  sqlite: 'SQLite',
  mssql: 'MSSQL',
};
/** The project roles (spec 1 §6). */
export const ROLES = ['Admin', 'Editor', 'Viewer'] as const;
/** The default project colour (spec 1 §9). */
export const DEFAULT_PROJECT_COLOR = '#333333';
/** Spec 1 §9: project name at least 2, description at most 1000, database type at most 100. */
export const PROJECT_NAME_MIN = 2;
export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 1000;
/** Shown when a project form is submitted with errors (spec 1 §5). */
export const PROJECT_FORM_ERROR = 'Please fix the errors in the form before submitting.';
/** Shown when a member tries to change their own role or remove themselves (spec 2 §5). */
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';

/** A project role. */
export type Role = (typeof ROLES)[number];
/** A database type. */
export type DatabaseType = (typeof DATABASE_TYPES)[number];

/** Notifications per page (spec 1 §9). */
export const NOTIFICATION_PAGE_SIZE = 11;
