import type { ChangeEvent } from '@relata/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RealtimeHub } from './hub';

/** Queues a change to publish on a channel once the surrounding transaction commits. */
export type Emit = (channel: string, change: ChangeEvent) => void;

/**
 * Runs `work` in a transaction and publishes the changes it emitted only after the commit, so
 * that no client ever sees a change that was rolled back.
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
  await Promise.all(queued.map(([channel, change]) => hub.publishChange(channel, change)));
  return result;
}
