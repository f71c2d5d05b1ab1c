import { describe, expect, it } from 'vitest';
import { serverMessageSchema } from './protocol';

const comment = {
  id: 'c1',
  project_id: 'p1',
  text: 'Note',
  x: 0,
  y: 0,
  width: 200,
  height: 60,
  version: 2,
};
const message = (change: object) => ({ type: 'change', channel: 'project:p1', change });

describe('the change message, a union by stored kind', () => {
  it("accepts a change whose record is its kind's row, and types it by its table", () => {
    const parsed = serverMessageSchema.parse(
      message({ table: 'db_comments', operation: 'UPDATE', record: comment, old_record: null }),
    );
    expect(parsed.type === 'change' && parsed.change.table === 'db_comments').toBe(true);
    if (parsed.type === 'change' && parsed.change.table === 'db_comments')
      expect(parsed.change.record?.text).toBe('Note');
  });

  it('refuses an unknown kind and a record of another kind', () => {
    const unknownKind = { table: 'secrets', operation: 'INSERT', record: {}, old_record: null };
    expect(serverMessageSchema.safeParse(message(unknownKind)).success).toBe(false);
    const wrongShape = { table: 'tasks', operation: 'INSERT', record: comment, old_record: null };
    expect(serverMessageSchema.safeParse(message(wrongShape)).success).toBe(false);
    const badOperation = {
      table: 'db_comments',
      operation: 'UPSERT',
      record: comment,
      old_record: null,
    };
    expect(serverMessageSchema.safeParse(message(badOperation)).success).toBe(false);
  });

  it('accepts what the server sends for a deletion: the row before, or only the keys it knows', () => {
    const projectGone = {
      table: 'projects',
      operation: 'DELETE',
      record: null,
      old_record: { id: 'p1', name: 'P' },
    };
    expect(serverMessageSchema.safeParse(message(projectGone)).success).toBe(true);
    const membershipGone = {
      table: 'project_users',
      operation: 'DELETE',
      record: null,
      old_record: { project_id: 'p1', user_id: 'u1' },
    };
    expect(serverMessageSchema.safeParse(message(membershipGone)).success).toBe(true);
    const tableBefore = {
      table: 'db_entities',
      operation: 'UPDATE',
      record: null,
      old_record: { id: 't1', version: 3 },
    };
    expect(serverMessageSchema.safeParse(message(tableBefore)).success).toBe(true);
  });
});
