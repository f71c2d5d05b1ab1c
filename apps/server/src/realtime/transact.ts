import type { ChangeEvent } from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RealtimeHub } from './hub';

/** Queues a change to publish on a channel once the surrounding transaction commits. */
export type Emit = (channel: string, change: ChangeEvent) => void;

/**
 * Runs `work` in a transaction and publishes the changes it emitted only after the commit, so
 * that no client ever sees a change that was rolled back. They are published one after the other,
 * in the order emitted: with the PostgreSQL broker each is its own NOTIFY, and two sent at once
 * on two connections may arrive in either order (a member's removal after the activity it adds).
 */
export async function transact<T>(
  db: Kysely<Database>,
  hub: RealtimeHub,
  work: (trx: Transaction<Database>, emit: Emit) => Promise<T>,
): Promise<T> {
  const queued: Array<[string, ChangeEvent]> = [];
  const result = await db
    .transaction()
    .execute((trx) => work(trx, (channel, change) => queued.push([channel, change])));
  for (const [channel, change] of queued) await hub.publishChange(channel, change);
  return result;
}
