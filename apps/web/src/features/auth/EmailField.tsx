import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_LABELS } from './model/authForms';

/** The e-mail field of the account forms: labelled, required, with the browser's autofill. */
export function EmailField(props: Omit<TextInputProps, 'label' | 'type'>) {
  return (
    <TextInput label={AUTH_LABELS.email} type="email" autoComplete="email" required {...props} />
  );
}
