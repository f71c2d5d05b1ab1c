import { useState, type KeyboardEvent } from 'react';
import classes from './diagram.module.css';

/** Props of EditableText. */
export interface EditableTextProps {
  value: string;
  /** Shown when the value is empty (e.g. 'Unnamed Table'). */
  placeholder: string;
  label: string;
  readOnly: boolean;
  onSave: (value: string) => void;
  className?: string;
}

/** A text that becomes an input on double click; Enter or blur saves it trimmed, Escape cancels (spec 2 §4). */
export function EditableText({
  value,
  placeholder,
  label,
  readOnly,
  onSave,
  className,
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const finish = () => {
    if (draft === undefined) return;
    const next = draft.trim();
    setDraft(undefined);
    if (next !== value) onSave(next);
  };
  const handleKey = (e: KeyboardEvent<HTMLInputElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter') finish();
    if (e.key === 'Escape') setDraft(undefined);
  };
  if (draft !== undefined) {
    return (
      <input
        className={`nodrag nopan ${classes.cellInput}`}
        aria-label={label}
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onBlur={finish}
        onKeyDown={handleKey}
      />
    );
  }
  return (
    <span
      className={className}
      title={value || placeholder}
      onDoubleClick={readOnly ? undefined : () => setDraft(value)}
    >
      {value || placeholder}
    </span>
  );
}
