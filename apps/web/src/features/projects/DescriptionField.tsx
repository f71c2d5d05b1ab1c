import { Textarea } from '@mantine/core';
import { PROJECT_DESCRIPTION_MAX } from '@relata/core';
import { descriptionCounter } from './model/projectForm';

/** Props of DescriptionField. */
export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  readOnly?: boolean;
}

/**
 * "Project Description" with its "n / 1000" counter under the box (spec 1 §2, spec 2 §2); the
 * counter is the field's description, so screen readers hear it with the field.
 */
export function DescriptionField({
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: DescriptionFieldProps) {
  const over = value.length > PROJECT_DESCRIPTION_MAX;
  return (
    <Textarea
      label="Project Description"
      description={descriptionCounter(value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{
        description: {
          textAlign: 'right',
          marginTop: 4,
          ...(over ? { color: 'var(--relata-error)' } : {}),
        },
      }}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      rows={5}
      resize="vertical"
    />
  );
}
