import { updateTaskListBodySchema } from '@relata/core';

/** A list name checked by core's schema: the trimmed name, or why it cannot be used. */
export type ListNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Checks a new list name; an empty one gives "List name cannot be empty" (spec 2 §5). */
export function checkListName(name: string): ListNameCheck {
  const parsed = updateTaskListBodySchema.safeParse({ name });
  if (parsed.success) return { ok: true, name: parsed.data.name ?? name.trim() };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid list name' };
}
