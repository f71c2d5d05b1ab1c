/**
 * The type colour classes of spec 2 §3, by what a type name holds: one rule for the canvas's rows
 * and the SVG drawing. A module of its own, so the canvas's first load takes it without the
 * drawing's themes.
 */
export type TypeColour = 'uuid' | 'integer' | 'text' | 'varchar' | 'boolean' | 'datetime';

/** The type colour of a column type, or undefined for a type drawn in the text's colour. */
export function typeColourOf(type: string): TypeColour | undefined {
  const t = type.toLowerCase();
  if (t.includes('uuid')) return 'uuid';
  if (/int|serial|number|numeric|decimal/.test(t)) return 'integer';
  if (t.includes('bool')) return 'boolean';
  if (/date|time/.test(t)) return 'datetime';
  if (/char|string/.test(t)) return 'varchar';
  if (t.includes('text')) return 'text';
  return undefined;
}
