import { TextInput } from '@mantine/core';
import type { TaskList } from '@relata/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import classes from './Board.module.css';
import { useBoardActions } from './boardActions';

/** Props of ListNameInput. */
export interface ListNameInputProps {
  list: TaskList;
  /** Focus and select the name once, e.g. for a list just added. */
  autoFocus?: boolean;
}

/**
 * A list's name, edited in place (spec 2 §4): Enter or leaving the field saves; Escape puts the old
 * name back; an empty name says "List name cannot be empty" and restores the old one (spec 2 §5).
 */
export function ListNameInput({ list, autoFocus = false }: ListNameInputProps) {
  const { renameList } = useBoardActions();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? list.name;
  const input = useRef<HTMLInputElement>(null);
  // A list just added gets its name selected, ready to be typed over.
  useEffect(() => {
    if (!autoFocus) return;
    input.current?.focus();
    input.current?.select();
  }, [autoFocus]);

  const save = () => {
    if (draft === null) return;
    setDraft(null);
    renameList(list, draft);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      setDraft(null);
      // Leave without saving: blur runs after the draft is gone.
      const input = event.currentTarget;
      requestAnimationFrame(() => input.blur());
    }
  };

  return (
    <TextInput
      className={classes.listName}
      classNames={{ input: classes.listNameInput }}
      aria-label="List name"
      value={value}
      maxLength={100}
      ref={input}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={handleKeyDown}
    />
  );
}
