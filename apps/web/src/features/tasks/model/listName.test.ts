import { LIST_NAME_EMPTY } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { checkListName } from './listName';
import { cardsDropId, readDragData } from './dragRules';

describe('list names', () => {
  it('trims a name', () => {
    expect(checkListName('  Doing ')).toEqual({ ok: true, name: 'Doing' });
  });

  it('refuses an empty name with the spec message (spec 2 §5)', () => {
    expect(checkListName('')).toEqual({ ok: false, message: LIST_NAME_EMPTY });
    expect(checkListName('   ')).toEqual({ ok: false, message: LIST_NAME_EMPTY });
  });
});

describe('drag data', () => {
  it("names the drop target of a list's cards", () => {
    expect(cardsDropId('l1')).toBe('cards:l1');
  });

  it('reads tasks, lists and cards and nothing else', () => {
    expect(readDragData({ type: 'task', listId: 'l' })).toEqual({ type: 'task', listId: 'l' });
    expect(readDragData({ type: 'list', sortable: {} })).toEqual({ type: 'list' });
    expect(readDragData({ type: 'cards', listId: 'l' })).toEqual({ type: 'cards', listId: 'l' });
    expect(readDragData({ type: 'task' })).toBeNull();
    expect(readDragData({ type: 'cards', listId: 3 })).toBeNull();
    expect(readDragData(undefined)).toBeNull();
  });
});
