import { Alert, Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { Tag, Task } from '@relata/core';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api/ApiError';
import {
  taskFormPatch,
  taskFormValues,
  type TaskFormValues,
  type TaskPatch,
} from './model/taskForm';
import { TagPicker } from './TagPicker';

/** Props of TaskEditForm. */
export interface TaskEditFormProps {
  task: Task;
  tags: readonly Tag[];
  /** Saves the changed fields; the dialog closes when it resolves. */
  onSave: (patch: TaskPatch) => Promise<void>;
  onCancel: () => void;
  onCreateTag: (input: { name: string; color: string }) => Promise<Tag | null>;
}

/**
 * The edit mode of the task dialog (spec 2 §2 and §4): name (required), description, tags,
 * completed, due date and archived, with Cancel and Save. A failed save shows its message here
 * (spec 2 §8).
 */
export function TaskEditForm({ task, tags, onSave, onCancel, onCreateTag }: TaskEditFormProps) {
  // Live changes of the task must not enter the diff: it is taken against the task as opened.
  const [start] = useState(task);
  const [values, setValues] = useState<TaskFormValues>(() => taskFormValues(start));
  const [errors, setErrors] = useState<Partial<Record<keyof TaskFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // A tag deleted while the form is open (by anyone, live) leaves the selection and the starting
  // point alike: it can be neither shown nor saved, and its removal is no edit of this person's.
  const known = useMemo(() => new Set(tags.map((t) => t.id)), [tags]);
  const liveTagIds = values.tagIds.filter((id) => known.has(id));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const from = { ...start, tags: start.tags.filter((t) => known.has(t.id)) };
    const result = taskFormPatch(from, { ...values, tagIds: liveTagIds });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await onSave(result.patch);
    } catch (error) {
      setFailure(errorMessage(error) || 'An error occurred');
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          data-autofocus
          maxLength={500}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={10_000}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <TagPicker
          tags={tags}
          value={liveTagIds}
          onChange={(ids) => set('tagIds', ids)}
          onCreate={onCreateTag}
          error={errors.tagIds}
        />
        <Group gap="xl" align="flex-end" wrap="wrap">
          <TextInput
            label="Due date"
            type="date"
            value={values.dueDate}
            onChange={(e) => set('dueDate', e.currentTarget.value)}
            error={errors.dueDate}
          />
          <Checkbox
            label="Completed"
            checked={values.completed}
            onChange={(e) => set('completed', e.currentTarget.checked)}
            mb={8}
          />
          <Checkbox
            label="Archived"
            checked={values.archived}
            onChange={(e) => set('archived', e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {failure && (
          <Alert color="red" role="alert" title="The task was not saved">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
