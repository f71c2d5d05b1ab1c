import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { hasNoErrors, type FieldErrors } from './fieldErrors';
import { useLeftFields } from './useLeftFields';

/** Values of a form: text fields and check boxes. */
export type FormValues = Record<string, string | boolean>;

/** The form helpers a screen uses; errors show once a field was left or a submit was tried. */
export interface FormState<V extends FormValues> {
  values: V;
  /** Every current error, shown or not. */
  errors: FieldErrors<keyof V & string>;
  /** The errors the user should see now (after leaving a field or trying to submit). */
  visibleErrors: FieldErrors<keyof V & string>;
  isValid: boolean;
  submitted: boolean;
  setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  /** Props of a Mantine TextInput or PasswordInput bound to a text field. */
  textProps: (key: keyof V & string) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: () => void;
    error: string | undefined;
  };
  /** Props of a Mantine Checkbox bound to a boolean field. */
  checkboxProps: (key: keyof V & string) => {
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
  /** A submit handler: marks the attempt, then calls `onValid` only when the form is valid. */
  handleSubmit: (onValid: (values: V) => void) => (event?: FormEvent) => void;
  /** Back to the given values (or the initial ones), with nothing touched. */
  reset: (next?: V) => void;
}

/**
 * Small form state for the account screens (the app has no form library): values, errors from a
 * pure `validate` (usually `schemaFieldErrors` with a core schema), touched fields and submit.
 * `validate` must be stable (a module function) so errors are only recomputed on change.
 */
export function useFormState<V extends FormValues>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
): FormState<V> {
  const [values, setValues] = useState(initial);
  const { left, leave, forget } = useLeftFields<keyof V & string>();
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);
  const isValid = hasNoErrors(errors);

  const visibleErrors = useMemo(() => {
    const shown: FieldErrors<keyof V & string> = {};
    for (const key of Object.keys(errors) as (keyof V & string)[]) {
      if (submitted || left.has(key)) shown[key] = errors[key];
    }
    return shown;
  }, [errors, submitted, left]);

  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const textProps = (key: keyof V & string) => ({
    value: String(values[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(key, event.currentTarget.value as V[typeof key]),
    onBlur: () => leave(key),
    error: visibleErrors[key],
  });

  const checkboxProps = (key: keyof V & string) => ({
    checked: values[key] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(key, event.currentTarget.checked as V[typeof key]);
      leave(key);
    },
    error: visibleErrors[key],
  });

  const handleSubmit = (onValid: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (isValid) onValid(values);
  };

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      forget();
      setSubmitted(false);
    },
    [initial, forget],
  );

  return {
    values,
    errors,
    visibleErrors,
    isValid,
    submitted,
    setValue,
    textProps,
    checkboxProps,
    handleSubmit,
    reset,
  };
}
