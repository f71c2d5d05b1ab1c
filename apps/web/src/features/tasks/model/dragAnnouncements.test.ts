import { describe, expect, it } from 'vitest';
import { cancelledText, droppedText, movedText, pickedUpText } from './dragAnnouncements';

describe('drag announcements', () => {
  it('says where a task is, with its list', () => {
    const place = { index: 1, count: 4, listName: 'To do' };
    expect(pickedUpText('task', 'Add indexes', place)).toBe(
      'Picked up task Add indexes. It is at position 2 of 4 in list To do.',
    );
    expect(movedText('task', 'Add indexes', { ...place, listName: 'Done' })).toBe(
      'Task Add indexes is now at position 2 of 4 in list Done.',
    );
    expect(droppedText('task', 'Add indexes', place)).toBe(
      'Task Add indexes was dropped at position 2 of 4 in list To do.',
    );
  });

  it('says where a list is among the lists', () => {
    const place = { index: 0, count: 3 };
    expect(pickedUpText('list', 'Doing', place)).toBe(
      'Picked up list Doing. It is at position 1 of 3.',
    );
    expect(cancelledText('list', 'Doing', place)).toBe(
      'Moving was cancelled. List Doing is back at position 1 of 3.',
    );
  });
});
