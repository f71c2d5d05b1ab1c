import { ColorInput } from '@mantine/core';
import { useState } from 'react';

/** Props of ColorField. */
export interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
  disabled?: boolean;
}

const SWATCHES = [
  '#ffffff',
  '#f1f3f5',
  '#adb5bd',
  '#495057',
  '#212529',
  '#1c7ed6',
  '#2f9e44',
  '#f08c00',
  '#e03131',
  'transparent',
];

/** A colour picker that saves when a pick ends or the typed value is left. */
export function ColorField({ label, value, onCommit, disabled }: ColorFieldProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const commit = (next: string) => {
    setDraft(undefined);
    if (next !== value) onCommit(next);
  };
  return (
    <ColorInput
      label={label}
      size="xs"
      value={draft ?? value ?? ''}
      swatches={SWATCHES}
      disabled={disabled}
      onChange={setDraft}
      onChangeEnd={commit}
      onBlur={() => draft !== undefined && commit(draft)}
      eyeDropperButtonProps={{ 'aria-label': `Pick the ${label.toLowerCase()} from the screen` }}
    />
  );
}
