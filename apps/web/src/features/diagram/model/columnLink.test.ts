import { NO_PRIMARY_KEY_MESSAGE } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { columnLink, NO_KEY_COLUMN_MESSAGE } from './columnLink';

const col = (id: string, flags: { pk?: boolean; unique?: boolean } = {}) => ({
  id,
  isPrimaryKey: flags.pk ?? false,
  isUnique: flags.unique ?? false,
});

const tables = [
  {
    id: 'users',
    attributes: [col('id', { pk: true }), col('email', { unique: true }), col('bio')],
  },
  { id: 'orders', attributes: [col('id', { pk: true }), col('user_id'), col('note')] },
  { id: 'logs', attributes: [col('message'), col('level')] },
];

describe('a relationship dragged between two columns (issue 36, B11)', () => {
  it('references the key the drag starts from, and puts the foreign key where it ends (spec 2 §4)', () => {
    expect(
      columnLink(
        tables,
        { tableId: 'users', columnId: 'id' },
        { tableId: 'orders', columnId: 'user_id' },
      ),
    ).toEqual({
      kind: 'link',
      sourceTableId: 'users',
      sourceColumnId: 'id',
      targetTableId: 'orders',
      targetColumnId: 'user_id',
    });
    // A unique column is a key that can be referenced too.
    expect(
      columnLink(
        tables,
        { tableId: 'users', columnId: 'email' },
        { tableId: 'logs', columnId: 'message' },
      ),
    ).toMatchObject({ kind: 'link', sourceColumnId: 'email', targetColumnId: 'message' });
  });

  it('reads a drag from a foreign key onto the key it references the other way round', () => {
    expect(
      columnLink(
        tables,
        { tableId: 'orders', columnId: 'user_id' },
        { tableId: 'users', columnId: 'id' },
      ),
    ).toEqual({
      kind: 'link',
      sourceTableId: 'users',
      sourceColumnId: 'id',
      targetTableId: 'orders',
      targetColumnId: 'user_id',
    });
  });

  it('cancels silently on the same table, as Add Relationship does (spec 2 §5)', () => {
    expect(
      columnLink(
        tables,
        { tableId: 'users', columnId: 'id' },
        { tableId: 'users', columnId: 'bio' },
      ),
    ).toEqual({ kind: 'none' });
    expect(
      columnLink(tables, { tableId: 'users', columnId: 'id' }, { tableId: 'gone', columnId: 'x' }),
    ).toEqual({ kind: 'none' });
  });

  it("refuses two columns that are neither a key, with the spec's alert for a table without one", () => {
    expect(
      columnLink(
        tables,
        { tableId: 'logs', columnId: 'level' },
        { tableId: 'orders', columnId: 'note' },
      ),
    ).toEqual({ kind: 'refused', message: NO_PRIMARY_KEY_MESSAGE });
    expect(
      columnLink(
        tables,
        { tableId: 'users', columnId: 'bio' },
        { tableId: 'orders', columnId: 'note' },
      ),
    ).toEqual({ kind: 'refused', message: NO_KEY_COLUMN_MESSAGE });
  });
});
