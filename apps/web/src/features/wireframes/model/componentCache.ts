import { wireframePropertiesSchema, type ChangeEvent, type WireframeComponent } from '@relata/core';
import { isWireframeType, type Wire } from './types';

/** Turns a stored component into the editor's shape; unknown types are logged and skipped (spec 2 §8). */
export function toWire(c: WireframeComponent): Wire | undefined {
  if (!isWireframeType(c.type)) {
    console.warn(`Unknown wireframe element type "${c.type}" skipped.`, c.id);
    return undefined;
  }
  const properties = wireframePropertiesSchema.safeParse(c.properties);
  if (!properties.success) console.warn(`Wireframe component ${c.id} has unreadable properties.`);
  return { ...c, type: c.type, properties: properties.success ? properties.data : {} };
}

/** The components of a GET answer the editor can draw, back to front. */
export function toWires(list: readonly WireframeComponent[]): Wire[] {
  return list.flatMap((c) => toWire(c) ?? []);
}

/** What a project-channel message means for the wireframes. */
export type WireChange = { kind: 'upsert'; item: Wire } | { kind: 'remove'; id: string };

/**
 * Maps a project-channel change to the wireframes, or undefined when it is about something else;
 * the change was validated on receipt, so its record is a stored component.
 */
export function readWireChange(change: ChangeEvent): WireChange | undefined {
  if (change.table !== 'wireframe_components') return undefined;
  const { operation, record, old_record } = change;
  if (operation === 'DELETE') {
    const id = (old_record ?? record)?.id;
    return id === undefined ? undefined : { kind: 'remove', id };
  }
  const item = record ? toWire(record) : undefined;
  return item ? { kind: 'upsert', item } : undefined;
}

/** Keeps the list back to front: by z, then by arrival. */
function byStack(list: Wire[]): Wire[] {
  return list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => a.c.z - b.c.z || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * Applies a change by id; a record older than the one shown (a late echo) is ignored, and
 * unchanged components keep their identity so memoised views skip rendering.
 */
export function applyWireChange(list: readonly Wire[], change: WireChange): Wire[] {
  if (change.kind === 'remove')
    return list.filter((c) => c.id !== change.id && c.parent_id !== change.id);
  const at = list.findIndex((c) => c.id === change.item.id);
  if (at === -1) return byStack([...list, change.item]);
  const current = list[at];
  if (current && change.item.version < current.version) return [...list];
  const next = [...list];
  next[at] = change.item;
  return current?.z === change.item.z ? next : byStack(next);
}

/** Applies local edits before the server answers (optimistic); the answer then replaces them. */
export function patchWires(
  list: readonly Wire[],
  patches: ReadonlyMap<string, Partial<Wire>>,
): Wire[] {
  const next = list.map((c) => {
    const p = patches.get(c.id);
    return p ? { ...c, ...p, properties: { ...c.properties, ...p.properties } } : c;
  });
  return byStack(next);
}
