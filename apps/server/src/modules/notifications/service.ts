import { NOTIFICATION_PAGE_SIZE, type Notification } from '@relata/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RealtimeHub } from '../../realtime/hub';
import { transact } from '../../realtime/transact';
import { toRecord, userChannel } from '../projects/events';

/** What the notification services need. */
export interface NotificationDeps {
  db: Kysely<Database>;
  hub: RealtimeHub;
}

function present(r: {
  id: string;
  user_id: string;
  name: string;
  notification_text: string;
  url: string | null;
  seen_at: Date | null;
  created_at: Date;
}): Notification {
  return {
    ...r,
    id: String(r.id),
    seen_at: r.seen_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  };
}

/** The 11 newest notifications, the total and the unseen count (spec 1 §7). */
export async function listNotifications(deps: NotificationDeps, userId: string) {
  const [rows, counts] = await Promise.all([
    deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATION_PAGE_SIZE)
      .execute(),
    deps.db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.count<string>('id').filterWhere('seen_at', 'is', null).as('unseen'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    notifications: rows.map(present),
    total: Number(counts.total),
    unseen_count: Number(counts.unseen),
  };
}

/** Marks one of the caller's notifications seen (another user's id answers 404). */
export async function markSeen(
  deps: NotificationDeps,
  userId: string,
  id: string,
): Promise<Notification> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    const row = await trx
      .updateTable('notifications')
      .set((eb) => ({ seen_at: eb.fn.coalesce('seen_at', eb.val(new Date())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Notification not found.');
    emit(userChannel(userId), {
      table: 'notifications',
      operation: 'UPDATE',
      record: toRecord(row),
      old_record: null,
    });
    return present(row);
  });
}

/** Marks every unseen notification of the caller seen. */
export async function markAllSeen(deps: NotificationDeps, userId: string): Promise<number> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    const rows = await trx
      .updateTable('notifications')
      .set({ seen_at: new Date() })
      .where('user_id', '=', userId)
      .where('seen_at', 'is', null)
      .returningAll()
      .execute();
    for (const row of rows)
      emit(userChannel(userId), {
        table: 'notifications',
        operation: 'UPDATE',
        record: toRecord(row),
        old_record: null,
      });
    return rows.length;
  });
}
