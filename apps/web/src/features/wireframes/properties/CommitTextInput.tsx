import { Textarea, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';

/** Props of CommitTextInput. */
export interface CommitTextInputProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  multiline?: boolean;
  description?: string;
  disabled?: boolean;
}

/**
 * A text field that saves when left or on Enter (Ctrl+Enter when multi-line), not on every key;
 * a change from elsewhere (undo, another member) shows while the field is not being edited.
 */
export function CommitTextInput({
  label,
  value,
  onCommit,
  multiline,
  description,
  disabled,
}: CommitTextInputProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const commit = () => {
    if (draft !== undefined && draft !== value) onCommit(draft);
    setDraft(undefined);
  };
  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (!multiline || e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      commit();
    }
    if (e.key === 'Escape') setDraft(undefined);
  };
  const common = {
    label,
    description,
    disabled,
    value: draft ?? value,
    size: 'xs' as const,
    onBlur: commit,
    onKeyDown: handleKeyDown,
  };
  return multiline ? (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxRows={8}
      onChange={(e) => setDraft(e.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(e) => setDraft(e.currentTarget.value)} />
  );
}
