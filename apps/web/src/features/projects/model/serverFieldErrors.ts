import type { ProjectField, ProjectFormErrors } from './projectForm';
import { PROJECT_FIELD_LABELS } from './projectForm';

/**
 * The server's per-field messages (`error.fields`) as form errors under the fields' labels:
 * generic ones ("must be at least 2 characters") get the label, whole sentences stay.
 */
export function serverFieldErrors(
  fields: Readonly<Record<string, string>> | undefined,
): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (!fields) return errors;
  for (const key of Object.keys(PROJECT_FIELD_LABELS) as ProjectField[]) {
    const message = fields[key];
    if (!message) continue;
    errors[key] = /^[a-z]/.test(message) ? `${PROJECT_FIELD_LABELS[key]} ${message}` : message;
  }
  return errors;
}
