import { VERSION_DESCRIPTION_MAX, VERSION_NAME_MAX, VERSION_NAME_REQUIRED } from '@relata/core';

/** The fields of the Save version and Edit version dialogs. */
export type VersionFormValues = { name: string; description: string };

/** The fields' messages; a field without one is valid. */
export type VersionFormErrors = Partial<Record<keyof VersionFormValues, string>>;

/** The empty form of a new version. */
export const EMPTY_VERSION_FORM: VersionFormValues = { name: '', description: '' };

/**
 * The form's messages, by the rules of core's contract: a name is required (the server's own
 * message, VERSION_NAME_REQUIRED) and both fields have a maximum length; text is trimmed.
 */
export function versionFormErrors(values: VersionFormValues): VersionFormErrors {
  const errors: VersionFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = VERSION_NAME_REQUIRED;
  else if (name.length > VERSION_NAME_MAX)
    errors.name = `Version name must be at most ${VERSION_NAME_MAX} characters`;
  if (values.description.trim().length > VERSION_DESCRIPTION_MAX)
    errors.description = `Description must be at most ${VERSION_DESCRIPTION_MAX} characters`;
  return errors;
}

/** The body the server gets: trimmed name and description. */
export function versionBody(values: VersionFormValues): VersionFormValues {
  return { name: values.name.trim(), description: values.description.trim() };
}
