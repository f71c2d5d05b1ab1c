import type { EditableTaskField, Tag, TaskFieldValues } from '@relata/core';

/** How the notice names each field. */
const FIELD_LABEL: Record<EditableTaskField, string> = {
  name: 'name',
  description: 'description',
  completed: 'completed state',
  due_date: 'due date',
  is_archived: 'archived state',
  tag_ids: 'tags',
};

/** A replaced value as the person reads it: tags by name, yes/no, "(empty)" for nothing. */
function shownValue(value: TaskFieldValues[EditableTaskField], tags: readonly Tag[]): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.map((id) => tags.find((t) => t.id === id)?.name ?? id).join(', ') || '(empty)';
  return value || '(empty)';
}

/**
 * The notices for the fields someone else changed while this person was editing and that this
 * save replaced: "Someone else changed the description while you were editing; your version
 * replaced theirs: “…”".
 */
export function replacedNotices(replaced: TaskFieldValues, tags: readonly Tag[]): string[] {
  return (Object.keys(replaced) as EditableTaskField[]).map(
    (field) =>
      `Someone else changed the ${FIELD_LABEL[field]} while you were editing; your version replaced theirs: “${shownValue(replaced[field], tags)}”`,
  );
}
