import { updateTagBodySchema, type Tag, type Task, type UpdateTagBodyInput } from '@relata/core';

/** How many tasks carry each tag, archived ones included (a deleted tag leaves them all). */
export function tagUsage(tasks: readonly Task[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const task of tasks)
    for (const tag of task.tags) counts.set(tag.id, (counts.get(tag.id) ?? 0) + 1);
  return counts;
}

/** A tag edit checked by core's schema: the fields that changed (null: none), or why not. */
export type TagEditCheck =
  { ok: true; patch: UpdateTagBodyInput | null } | { ok: false; message: string };

/**
 * Checks a new name or colour of a tag against core's schema (the server's own rules): the
 * trimmed fields that differ from the tag, null when nothing changed, or the first message.
 */
export function checkTagEdit(tag: Tag, edit: { name?: string; color?: string }): TagEditCheck {
  const parsed = updateTagBodySchema.safeParse(edit);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid tag' };
  const patch: UpdateTagBodyInput = {};
  if (parsed.data.name !== undefined && parsed.data.name !== tag.name)
    patch.name = parsed.data.name;
  if (
    parsed.data.color !== undefined &&
    parsed.data.color.toLowerCase() !== tag.color.toLowerCase()
  )
    patch.color = parsed.data.color;
  return { ok: true, patch: Object.keys(patch).length > 0 ? patch : null };
}

/** The words of the delete question: the tag's name and what its removal takes off. */
export function deleteTagMessage(tag: Tag, taskCount: number): string {
  const where =
    taskCount === 0
      ? 'No task carries it.'
      : taskCount === 1
        ? 'It will be removed from the 1 task that carries it.'
        : `It will be removed from the ${taskCount} tasks that carry it.`;
  return `Delete the tag "${tag.name}"? ${where} This cannot be undone.`;
}
