import { useState } from 'react';
import { useLeftFields } from '../../lib/form/useLeftFields';
import {
  isValidProjectForm,
  validateProjectForm,
  type ProjectField,
  type ProjectFormErrors,
  type ProjectFormValues,
} from './model/projectForm';

/**
 * The state of a project form: values, which fields were left, whether a submit was tried, and
 * the errors to show (a field's own once it was left, all of them after a submit).
 */
export function useProjectForm(initial: ProjectFormValues) {
  const [values, setValues] = useState(initial);
  const touched = useLeftFields<ProjectField>();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProjectFormErrors>({});
  const errors = validateProjectForm(values);
  const shown: ProjectFormErrors = {};
  for (const key of Object.keys(errors) as ProjectField[]) {
    if (submitted || touched.left.has(key)) shown[key] = errors[key];
  }
  return {
    values,
    errors,
    /** Errors on screen: the rules' (when due), else the server's for that field. */
    shownErrors: { ...serverErrors, ...shown },
    valid: isValidProjectForm(errors),
    submitted,
    setField: (field: ProjectField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setServerErrors((e) => ({ ...e, [field]: undefined }));
    },
    touch: touched.leave,
    /** Marks a submit attempt; answers whether the form may be sent. */
    trySubmit: () => {
      setSubmitted(true);
      return isValidProjectForm(errors);
    },
    setServerErrors,
    reset: (next: ProjectFormValues) => {
      setValues(next);
      touched.forget();
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
