import { NOTIFICATION_PAGE_SIZE, type ChangeOf, type notificationListSchema } from '@relata/core';

/** GET /api/notifications: the newest page, the total and the unseen count. */
export type NotificationList = ReturnType<typeof notificationListSchema.parse>;

/** Marks one notification seen, as the server will (spec 1 §4); the unseen count follows. */
export function markSeen(list: NotificationList, id: string, now: string): NotificationList {
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.seen_at) return list;
  return {
    ...list,
    notifications: list.notifications.map((n) => (n.id === id ? { ...n, seen_at: now } : n)),
    unseen_count: Math.max(0, list.unseen_count - 1),
  };
}

/** Marks every notification seen ("mark all as read"). */
export function markAllSeen(list: NotificationList, now: string): NotificationList {
  return {
    ...list,
    notifications: list.notifications.map((n) => (n.seen_at ? n : { ...n, seen_at: now })),
    unseen_count: 0,
  };
}

/**
 * Applies a realtime change of the user's notifications (spec 1 §4): an insert goes on top
 * (the page keeps 11), an update replaces, a delete removes, and the counts follow. Answers null
 * when the change cannot be applied from what is on screen, so the caller refetches.
 */
export function applyNotificationChange(
  list: NotificationList,
  change: ChangeOf<'notifications'>,
): NotificationList | null {
  if (change.operation === 'DELETE') {
    const id = change.old_record?.id;
    const gone = list.notifications.find((n) => n.id === id);
    if (!gone) return null;
    return {
      notifications: list.notifications.filter((n) => n.id !== id),
      total: Math.max(0, list.total - 1),
      unseen_count: Math.max(0, list.unseen_count - (gone.seen_at ? 0 : 1)),
    };
  }
  const next = change.record;
  if (!next) return null;
  const before = list.notifications.find((n) => n.id === next.id);
  if (change.operation === 'INSERT') {
    if (before) return list;
    return {
      notifications: [next, ...list.notifications].slice(0, NOTIFICATION_PAGE_SIZE),
      total: list.total + 1,
      unseen_count: list.unseen_count + (next.seen_at ? 0 : 1),
    };
  }
  if (!before) return null;
  const delta = (before.seen_at ? 0 : 1) - (next.seen_at ? 0 : 1);
  return {
    ...list,
    notifications: list.notifications.map((n) => (n.id === next.id ? next : n)),
    unseen_count: Math.max(0, list.unseen_count - delta),
  };
}

/** The unseen count as the bell's badge shows it. */
export function unseenBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
