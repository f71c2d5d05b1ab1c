import type { createWireframeComponentSchema } from '@relata/core';
import type { z } from 'zod';
import type { Point, Rect, Wire } from './types';

/** A new component as POST /wireframes/components takes it. */
export type NewWire = z.input<typeof createWireframeComponentSchema>;

/** A pasted copy moves by this much (spec 2 §9). */
export const PASTE_OFFSET = 10;

/** Space between a new surface and the rightmost one, wide enough for their name labels. */
export const SURFACE_GAP = 80;

/** Where a new surface goes: to the right of the rightmost one, top-aligned (side by side). */
export function nextSurfacePosition(surfaces: readonly Rect[]): Point {
  if (surfaces.length === 0) return { x: 0, y: 0 };
  const rightmost = surfaces.reduce((a, b) => (b.x + b.width > a.x + a.width ? b : a));
  return { x: rightmost.x + rightmost.width + SURFACE_GAP, y: rightmost.y };
}

/**
 * Where the copy of a component goes (spec 2 §9): offset by 10, a surface to the right by its
 * width plus 10.
 */
export function pastePosition(c: Pick<Wire, 'type' | 'x' | 'y' | 'width'>): Point {
  return c.type === 'surface'
    ? { x: c.x + c.width + PASTE_OFFSET, y: c.y }
    : { x: c.x + PASTE_OFFSET, y: c.y + PASTE_OFFSET };
}

/** One component to create again: its source id and, when its surface is re-created too, that one's id. */
export interface CopyDraft {
  sourceId: string;
  parentSourceId: string | undefined;
  draft: NewWire;
}

/** The chosen components with the children of chosen surfaces, each once, surfaces first. */
export function withChildren(ids: readonly string[], all: readonly Wire[]): Wire[] {
  const chosen = new Set(ids);
  for (const c of all) if (c.parent_id && chosen.has(c.parent_id)) chosen.add(c.id);
  const picked = all.filter((c) => chosen.has(c.id));
  return [
    ...picked.filter((c) => c.type === 'surface'),
    ...picked.filter((c) => c.type !== 'surface'),
  ];
}

/**
 * Drafts that create the given components again: pasted copies are offset (spec 2 §9), an undone
 * deletion comes back in place. Children of a copied surface keep their place on the new one.
 */
export function copyDrafts(items: readonly Wire[], offset: boolean): CopyDraft[] {
  const copied = new Set(items.map((c) => c.id));
  return items.map((c) => {
    const parentCopied = c.parent_id !== null && copied.has(c.parent_id);
    const at = offset && !parentCopied ? pastePosition(c) : { x: c.x, y: c.y };
    return {
      sourceId: c.id,
      parentSourceId: parentCopied ? (c.parent_id ?? undefined) : undefined,
      draft: {
        type: c.type,
        name: c.name,
        parent_id: parentCopied ? null : c.parent_id,
        x: Math.round(at.x),
        y: Math.round(at.y),
        width: c.width,
        height: c.height,
        properties: c.properties,
      },
    };
  });
}

/**
 * New stacking values after moving one component a step forward or backward among the components
 * of the same surface; answers only those whose z changes.
 */
export function reorder(
  all: readonly Wire[],
  id: string,
  direction: 'forward' | 'backward',
): { id: string; z: number }[] {
  const self = all.find((c) => c.id === id);
  if (!self) return [];
  const siblings = all
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c }) =>
        c.parent_id === self.parent_id && (c.type === 'surface') === (self.type === 'surface'),
    )
    .sort((a, b) => a.c.z - b.c.z || a.i - b.i)
    .map(({ c }) => c);
  const at = siblings.findIndex((c) => c.id === id);
  const to = direction === 'forward' ? at + 1 : at - 1;
  if (to < 0 || to >= siblings.length) return [];
  const order = siblings.filter((c) => c.id !== id);
  order.splice(to, 0, self);
  const base = Math.min(...siblings.map((c) => c.z));
  return order.flatMap((c, i) => (c.z === base + i ? [] : [{ id: c.id, z: base + i }]));
}

/**
 * Where a palette item dropped or clicked onto a surface goes, relative to the surface: centred on
 * the point when given, else near the surface's top left; always inside the surface when it fits.
 */
export function placeOnSurface(
  size: { width: number; height: number },
  surface: Rect,
  at: Point | undefined,
): Point {
  const want = at
    ? { x: at.x - surface.x - size.width / 2, y: at.y - surface.y - size.height / 2 }
    : { x: 40, y: 40 };
  const clamp = (v: number, room: number) => Math.max(0, Math.min(v, Math.max(0, room)));
  return {
    x: Math.round(clamp(want.x, surface.width - size.width)),
    y: Math.round(clamp(want.y, surface.height - size.height)),
  };
}
