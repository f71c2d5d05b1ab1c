import { NumberInput } from '@mantine/core';
import { useState } from 'react';

/** Props of CommitNumberInput. */
export interface CommitNumberInputProps {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  onCommit: (value: number) => void;
  disabled?: boolean;
}

/** A number field that saves when left or on Enter, clamped to its limits. */
export function CommitNumberInput({
  label,
  value,
  min,
  max,
  onCommit,
  disabled,
}: CommitNumberInputProps) {
  const [draft, setDraft] = useState<number | undefined>(undefined);
  const commit = () => {
    const next =
      draft === undefined
        ? undefined
        : Math.min(max ?? Infinity, Math.max(min ?? -Infinity, Math.round(draft)));
    if (next !== undefined && next !== value) onCommit(next);
    setDraft(undefined);
  };
  return (
    <NumberInput
      label={label}
      size="xs"
      value={draft ?? value ?? ''}
      min={min}
      max={max}
      clampBehavior="blur"
      allowDecimal={false}
      disabled={disabled}
      onChange={(v) => setDraft(typeof v === 'number' ? v : undefined)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
