import { z } from 'zod';

/** Shown when a version is saved or renamed without a name (issue 19, item 1). */
export const VERSION_NAME_REQUIRED = 'Version name is required';
/** Shown for a version that does not exist, or not in this project. */
export const VERSION_NOT_FOUND = 'Version not found';
/** The longest version name and description. */
export const VERSION_NAME_MAX = 100;
export const VERSION_DESCRIPTION_MAX = 2000;
export const versionName = z
  .string(VERSION_NAME_REQUIRED)
  .trim()
  .min(1, VERSION_NAME_REQUIRED)
  .max(VERSION_NAME_MAX);
export const versionDescription = z.string().trim().max(VERSION_DESCRIPTION_MAX);

/** POST /api/projects/:projectId/versions: a named version of the current diagram. */
export const createVersionBodySchema = z.strictObject({
  name: versionName,
  description: versionDescription.default(''),
});
export type CreateVersionBody = z.output<typeof createVersionBodySchema>;
/** What a client sends to save a version (the description may be left out). */
export type CreateVersionBodyInput = z.input<typeof createVersionBodySchema>;
