import type { Attribute, AttributePatch, ColumnChanges } from '@relata/core';

/** Changes of one column (null clears an optional field). */
export type { ColumnChanges };

/** The patch undoing `changes` on `before`: the previous values of the changed fields. */
export function inverseChanges(before: Attribute, changes: ColumnChanges): ColumnChanges {
  const inverse: ColumnChanges = {};
  for (const key of Object.keys(changes) as (keyof ColumnChanges)[]) {
    // A field the column did not have (comment, collation) is cleared by undo.
    Object.assign(inverse, { [key]: before[key] === undefined ? null : before[key] });
  }
  if (changes.isPrimaryKey === true && changes.isNullable === undefined)
    inverse.isNullable = before.isNullable;
  return inverse;
}

/** Changes forced by the rules of spec 2 §4: ticking primary key makes the column not null. */
export function withKeyRule(changes: ColumnChanges): ColumnChanges {
  return changes.isPrimaryKey === true ? { ...changes, isNullable: false } : changes;
}

/** The patches that undo a list of patches applied to `before` (update, add, remove, move). */
export function inversePatches(
  before: readonly Attribute[],
  patches: readonly AttributePatch[],
): AttributePatch[] {
  const inverse: AttributePatch[] = [];
  for (const p of patches) {
    if (p.op === 'update') {
      const col = before.find((a) => a.id === p.id);
      if (col) inverse.unshift({ op: 'update', id: p.id, changes: inverseChanges(col, p.changes) });
    } else if (p.op === 'add') {
      inverse.unshift({ op: 'remove', id: p.attribute.id });
    } else if (p.op === 'remove') {
      const index = before.findIndex((a) => a.id === p.id);
      const col = before[index];
      if (col) inverse.unshift({ op: 'add', attribute: col, index });
    } else {
      const index = before.findIndex((a) => a.id === p.id);
      if (index !== -1) inverse.unshift({ op: 'move', id: p.id, index });
    }
  }
  return inverse;
}
