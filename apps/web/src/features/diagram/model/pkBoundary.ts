import type { Attribute } from '@relata/core';

/** The changes a row gets when dropped at a new index among the columns (spec 2 §4). */
export interface RowDrop {
  /** Index in the whole column list after the move. */
  index: number;
  /** Flag changes from crossing the primary-key boundary, or undefined when none. */
  changes?: Pick<Attribute, 'isPrimaryKey'> & Partial<Pick<Attribute, 'isNullable'>>;
}

/** Columns ordered as drawn: the primary-key area above the others. */
export function orderedColumns(attributes: readonly Attribute[]): Attribute[] {
  return [
    ...attributes.filter((a) => a.isPrimaryKey),
    ...attributes.filter((a) => !a.isPrimaryKey),
  ];
}

/**
 * Dropping a row at `toIndex` of the drawn order (clamped above the add row): crossing the
 * primary-key boundary toggles isPrimaryKey; moving into the key area also sets isNullable false.
 */
export function dropRow(
  attributes: readonly Attribute[],
  id: string,
  toIndex: number,
): RowDrop | undefined {
  const drawn = orderedColumns(attributes);
  const from = drawn.findIndex((a) => a.id === id);
  const row = drawn[from];
  if (!row) return undefined;
  const index = Math.max(0, Math.min(toIndex, drawn.length - 1));
  const rest = drawn.filter((a) => a.id !== id);
  const keysAbove = rest.slice(0, index).filter((a) => a.isPrimaryKey).length;
  const keyCount = rest.filter((a) => a.isPrimaryKey).length;
  // In the key area when every row above is a key and, with keys below, the row lands among them.
  const intoKeys =
    keysAbove === index && (index < keyCount || (index === keyCount && row.isPrimaryKey));
  if (intoKeys === row.isPrimaryKey) return { index };
  return {
    index,
    changes: intoKeys ? { isPrimaryKey: true, isNullable: false } : { isPrimaryKey: false },
  };
}
