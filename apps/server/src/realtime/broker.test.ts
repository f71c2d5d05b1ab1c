import { describe, expect, it, vi } from 'vitest';
import { createMemoryBroker } from './broker';
import { TokenBucket } from './tokenBucket';

describe('memory broker', () => {
  it('hands a failure of the receiver to onError instead of throwing it into the process', async () => {
    const onError = vi.fn();
    const broker = createMemoryBroker(onError);
    broker.onMessage(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    await broker.publish({ kind: 'recheck', channel: 'project:1' });
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalledWith(expect.any(RangeError));
  });

  it('delivers a copy, not the published object', async () => {
    const broker = createMemoryBroker(() => undefined);
    const got = new Promise((resolve) => broker.onMessage(resolve));
    const change = {
      table: 'subscriptions' as const,
      operation: 'INSERT' as const,
      record: { user_id: '1' },
      old_record: null,
    };
    await broker.publish({ kind: 'change', channel: 'user:1', change });
    const delivered = (await got) as { change: unknown };
    expect(delivered.change).toEqual(change);
    expect(delivered.change).not.toBe(change);
  });
});

describe('token bucket', () => {
  it('lets a burst of its capacity through, then one per interval', () => {
    const bucket = new TokenBucket(2, 1000 / 75, 0);
    expect([bucket.take(0), bucket.take(1), bucket.take(2)]).toEqual([true, true, false]);
    expect(bucket.take(70)).toBe(false);
    expect(bucket.take(80)).toBe(true);
    expect(bucket.take(90)).toBe(false);
    // A long pause refills only up to the capacity.
    expect([bucket.take(10_000), bucket.take(10_001), bucket.take(10_002)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
