import { describe, expect, it } from 'vitest';
import { replacedNotices } from './replacedNotice';

const tag = { id: 'a', project_id: 'p', name: 'schema', color: '#333' };

describe('replaced notices', () => {
  it('names each replaced field and the value it had, tags by name', () => {
    expect(
      replacedNotices({ description: 'Ann’s notes', tag_ids: ['a'], due_date: null }, [tag]),
    ).toEqual([
      'Someone else changed the description while you were editing; your version replaced theirs: “Ann’s notes”',
      'Someone else changed the tags while you were editing; your version replaced theirs: “schema”',
      'Someone else changed the due date while you were editing; your version replaced theirs: “(empty)”',
    ]);
  });
});
