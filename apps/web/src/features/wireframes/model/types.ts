import type { wireframePropertiesSchema } from '@relata/core';
import { WIREFRAME_TYPES, type WireframeComponent } from '@relata/core';
import type { z } from 'zod';

/** An element type the editor knows (spec 2 §3 plus icons, charts and forms). */
export type WireframeType = (typeof WIREFRAME_TYPES)[number];

/** A component's style and content (spec 2 §3 "Properties"). */
export type WireframeProperties = z.infer<typeof wireframePropertiesSchema>;

/** A stored component as the editor uses it: a known type and checked properties. */
export interface Wire extends Omit<WireframeComponent, 'type' | 'properties'> {
  type: WireframeType;
  properties: WireframeProperties;
}

export type { Point, Rect } from '../../../lib/editor/geometry';

/** Whether a type string from the server is one the editor can draw. */
export function isWireframeType(type: string): type is WireframeType {
  return (WIREFRAME_TYPES as readonly string[]).includes(type);
}

/** Whether a value is one of a list of literals (for Select values). */
export function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return list.some((item) => item === value);
}
