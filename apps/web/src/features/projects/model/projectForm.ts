import {
  DATABASE_TYPES,
  labelledMessage,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NAME_MIN,
  type DatabaseType,
} from '@relata/core';

/** What the project forms edit: create/edit (all three) and General settings (name, description). */
export interface ProjectFormValues {
  name: string;
  description: string;
  database_type: string;
}

/** A field of the project forms. */
export type ProjectField = keyof ProjectFormValues;

/** One message per invalid field. */
export type ProjectFormErrors = Partial<Record<ProjectField, string>>;

/** The labels of the fields, as the forms show them (spec 1 §2 "Create / edit project page"). */
export const PROJECT_FIELD_LABELS: Record<ProjectField, string> = {
  name: 'Project Name',
  description: 'Project Description',
  database_type: 'Database',
};

/** Empty create form: no name, no description, MySQL (spec 1 §9). */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  database_type: 'mysql',
};

/** The counter under the description: "n / 1000" (spec 1 §2). */
export function descriptionCounter(description: string): string {
  return `${description.length} / ${PROJECT_DESCRIPTION_MAX}`;
}

/** Whether a value names one of the four database types (compared in lower case, spec 1 §5). */
export function isDatabaseType(value: string): value is DatabaseType {
  return (DATABASE_TYPES as readonly string[]).includes(value.toLowerCase());
}

function nameError(name: string): string | undefined {
  const label = PROJECT_FIELD_LABELS.name;
  const trimmed = name.trim();
  if (trimmed === '') return labelledMessage(label, { kind: 'required' });
  if (trimmed.length < PROJECT_NAME_MIN)
    return labelledMessage(label, { kind: 'minLength', min: PROJECT_NAME_MIN });
  if (trimmed.length > PROJECT_NAME_MAX)
    return labelledMessage(label, { kind: 'maxLength', max: PROJECT_NAME_MAX });
  return undefined;
}

/** The rules of spec 1 §5 for a project: name 2..100, description at most 1000, a known type. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  if (values.description.length > PROJECT_DESCRIPTION_MAX) {
    errors.description = labelledMessage(PROJECT_FIELD_LABELS.description, {
      kind: 'maxLength',
      max: PROJECT_DESCRIPTION_MAX,
    });
  }
  if (values.database_type.trim() === '') {
    errors.database_type = labelledMessage(PROJECT_FIELD_LABELS.database_type, {
      kind: 'required',
    });
  } else if (!isDatabaseType(values.database_type)) {
    errors.database_type = labelledMessage(PROJECT_FIELD_LABELS.database_type, { kind: 'format' });
  }
  return errors;
}

/** Whether a form has no errors. */
export function isValidProjectForm(errors: ProjectFormErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}

/** The body sent to the server: the name trimmed, the type lower-cased (spec 1 §5). */
export function toProjectFields(values: ProjectFormValues): {
  name: string;
  description: string;
  database_type: DatabaseType;
} {
  const type = values.database_type.toLowerCase();
  return {
    name: values.name.trim(),
    description: values.description,
    database_type: isDatabaseType(type) ? type : 'mysql',
  };
}

/** The fields that differ from the stored project, compared as they would be sent. */
export function changedFields<K extends ProjectField>(
  values: Pick<ProjectFormValues, K>,
  stored: Pick<ProjectFormValues, K>,
): K[] {
  const keys = Object.keys(values) as K[];
  return keys.filter((key) => {
    const normalize = (v: string) => (key === 'name' ? v.trim() : v);
    return normalize(values[key]) !== normalize(stored[key]);
  });
}

/**
 * General settings' Save button (spec 2 §5): enabled only for Admins, when the form differs from
 * the stored project and is valid.
 */
export function canSaveGeneral(
  values: Pick<ProjectFormValues, 'name' | 'description'>,
  stored: Pick<ProjectFormValues, 'name' | 'description'>,
  isAdmin: boolean,
): boolean {
  const errors = validateProjectForm({ ...values, database_type: 'mysql' });
  return isAdmin && changedFields(values, stored).length > 0 && isValidProjectForm(errors);
}
