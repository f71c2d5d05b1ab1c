import { describe, expect, it } from 'vitest';
import { newColumn, newFirstColumn, sequentialIds } from '../schema/defaults';
import { applyAttributePatches, attributePatchSchema } from './attributePatches';

const ids = sequentialIds('c');
const id = newFirstColumn(ids);
const name = { ...newColumn(ids), name: 'name' };
const email = { ...newColumn(ids), name: 'email' };

describe('applyAttributePatches', () => {
  it('keeps two edits of different columns made from the same starting point', () => {
    const fromAlice = applyAttributePatches(
      [id, name, email],
      [{ op: 'update', id: name.id, changes: { type: 'varchar(80)' } }],
    );
    const merged = applyAttributePatches(fromAlice, [
      { op: 'update', id: email.id, changes: { isUnique: true } },
    ]);
    expect(merged.map((a) => [a.name, a.type, a.isUnique])).toEqual([
      ['id', 'string', true],
      ['name', 'varchar(80)', false],
      ['email', 'string', true],
    ]);
  });

  it('adds at an index, moves and removes by id', () => {
    const added = applyAttributePatches([id, name], [{ op: 'add', attribute: email, index: 1 }]);
    expect(added.map((a) => a.name)).toEqual(['id', 'email', 'name']);
    const moved = applyAttributePatches(added, [{ op: 'move', id: email.id, index: 5 }]);
    expect(moved.map((a) => a.name)).toEqual(['id', 'name', 'email']);
    expect(
      applyAttributePatches(moved, [{ op: 'remove', id: name.id }]).map((a) => a.name),
    ).toEqual(['id', 'email']);
  });

  it('skips patches for columns that no longer exist and duplicate adds', () => {
    const out = applyAttributePatches(
      [id],
      [
        { op: 'update', id: 'gone', changes: { name: 'x' } },
        { op: 'remove', id: 'gone' },
        { op: 'move', id: 'gone', index: 0 },
        { op: 'add', attribute: id },
      ],
    );
    expect(out).toEqual([id]);
  });

  it('makes a primary-key column not nullable', () => {
    const out = applyAttributePatches(
      [name],
      [{ op: 'update', id: name.id, changes: { isPrimaryKey: true } }],
    );
    expect(out[0]).toMatchObject({ isPrimaryKey: true, isNullable: false });
  });

  it('leaves the flags an update patch does not name as they were, after validation', () => {
    const unique = {
      ...email,
      isNullable: false,
      isUnique: true,
      isForeignKey: true,
      defaultValue: 'x',
    };
    const patch = attributePatchSchema.parse({
      op: 'update',
      id: unique.id,
      changes: { name: ' mail ' },
    });
    expect(patch).toEqual({ op: 'update', id: unique.id, changes: { name: 'mail' } });
    expect(applyAttributePatches([unique], [patch])).toEqual([{ ...unique, name: 'mail' }]);
  });
});
