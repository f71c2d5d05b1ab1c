import type { Role } from '@relata/core';

/** What a role may do on the Version Control page; the server checks every write again. */
export interface VersionRights {
  /** Save, rename, describe, pin and restore: Editors and Admins (issue 19, item 1). */
  write: boolean;
  /** Delete a version: Admins only. */
  remove: boolean;
}

/** The rights of a project role (issue 19: Viewers see versions and comparisons only). */
export function versionRights(role: Role): VersionRights {
  return { write: role === 'Admin' || role === 'Editor', remove: role === 'Admin' };
}
