import { Button, Group, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import classes from './Board.module.css';

/** Props of AddTaskForm. */
export interface AddTaskFormProps {
  listName: string;
  onCreate: (name: string) => void;
  onClose: () => void;
}

/**
 * The inline create form (spec 2 §2): a required textarea with Create Task and Cancel. A blank
 * name blocks creation silently (spec 2 §5). After a task is created the form stays open for the
 * next one; Enter creates, Shift+Enter starts a new line, Escape closes.
 */
export function AddTaskForm({ listName, onCreate, onClose }: AddTaskFormProps) {
  const [name, setName] = useState('');

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (name.trim() === '') return;
    onCreate(name.trim());
    setName('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate>
      <Textarea
        aria-label={`Name of the new task in ${listName}`}
        placeholder="Enter a name for this task..."
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={500}
        data-autofocus
        autoFocus
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={handleKeyDown}
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs">
          Create Task
        </Button>
        <Button variant="default" size="xs" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}
