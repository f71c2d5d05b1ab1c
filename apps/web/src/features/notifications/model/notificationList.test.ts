import { changeEventSchema, type ChangeOf, type Notification } from '@relata/core';
import { describe, expect, it } from 'vitest';
import {
  applyNotificationChange,
  markAllSeen,
  markSeen,
  unseenBadge,
  type NotificationList,
} from './notificationList';

function note(id: string, seen = false): Notification {
  return {
    id,
    name: 'invitation_received',
    notification_text: `Text ${id}`,
    url: '/app',
    seen_at: seen ? '2026-01-01T00:00:00.000Z' : null,
    created_at: '2026-01-01T00:00:00.000Z',
    user_id: 'u1',
  };
}

const list = (notes: Notification[], total = notes.length): NotificationList => ({
  notifications: notes,
  total,
  unseen_count: notes.filter((n) => !n.seen_at).length,
});

/** A notification change as the realtime client hands it over: validated on receipt. */
const change = (c: object): ChangeOf<'notifications'> => {
  const parsed = changeEventSchema.parse({
    table: 'notifications',
    operation: 'INSERT',
    record: null,
    old_record: null,
    ...c,
  });
  if (parsed.table !== 'notifications') throw new Error('not a notification change');
  return parsed;
};

const NOW = '2026-02-02T00:00:00.000Z';

describe('marking seen', () => {
  it('marks one notification and lowers the unseen count once', () => {
    const before = list([note('1'), note('2')]);
    const after = markSeen(before, '1', NOW);
    expect(after.notifications[0]?.seen_at).toBe(NOW);
    expect(after.unseen_count).toBe(1);
    expect(markSeen(after, '1', NOW)).toBe(after);
  });

  it('marks all as read', () => {
    const after = markAllSeen(list([note('1'), note('2', true)]), NOW);
    expect(after.unseen_count).toBe(0);
    expect(after.notifications.map((n) => n.seen_at)).toEqual([NOW, '2026-01-01T00:00:00.000Z']);
  });
});

describe('applyNotificationChange', () => {
  it('puts an insert on top, keeps 11, and counts it', () => {
    const eleven = list(
      Array.from({ length: 11 }, (_, i) => note(String(i + 1), true)),
      20,
    );
    const after = applyNotificationChange(eleven, change({ record: note('99') }));
    expect(after?.notifications).toHaveLength(11);
    expect(after?.notifications[0]?.id).toBe('99');
    expect(after?.total).toBe(21);
    expect(after?.unseen_count).toBe(1);
  });

  it('replaces an update and adjusts the unseen count', () => {
    const after = applyNotificationChange(
      list([note('1'), note('2')]),
      change({ operation: 'UPDATE', record: { ...note('1', true) } }),
    );
    expect(after?.unseen_count).toBe(1);
    expect(after?.notifications[0]?.seen_at).not.toBeNull();
  });

  it('removes a delete', () => {
    const after = applyNotificationChange(
      list([note('1'), note('2')]),
      change({ operation: 'DELETE', old_record: note('2') }),
    );
    expect(after).toEqual({ notifications: [note('1')], total: 1, unseen_count: 1 });
  });

  it('asks for a refetch when the change concerns what is not on screen', () => {
    expect(
      applyNotificationChange(
        list([note('1')]),
        change({ operation: 'UPDATE', record: note('7') }),
      ),
    ).toBeNull();
    expect(applyNotificationChange(list([]), change({ record: null }))).toBeNull();
    // A malformed record never reaches the list: the realtime client refuses it on receipt.
    expect(() => change({ record: { bad: true } })).toThrow();
  });
});

it('shows the unseen count as a badge, none at zero', () => {
  expect(unseenBadge(0)).toBeNull();
  expect(unseenBadge(3)).toBe('3');
  expect(unseenBadge(150)).toBe('99+');
});
