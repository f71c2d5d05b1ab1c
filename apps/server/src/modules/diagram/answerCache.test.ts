import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, DiagramAnswerCache } from './answerCache';

/** A hub that tells the cache of changes when the test says so. */
function fakeHub() {
  const listeners: Array<(channel: string) => void> = [];
  return {
    onChange: (listener: (channel: string) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    change: (channel: string) => listeners.forEach((l) => l(channel)),
  };
}

/** A read that answers the given JSON and counts how often it ran. */
function reader(json: () => string) {
  const read = () => {
    read.calls++;
    return Promise.resolve(json());
  };
  read.calls = 0;
  return read;
}

describe('DiagramAnswerCache', () => {
  it('answers a project from memory until a change on its channel', async () => {
    const hub = fakeHub();
    const cache = new DiagramAnswerCache(hub);
    let name = 'orders';
    const read = reader(() => JSON.stringify({ tables: [{ name }] }));
    expect(await cache.answer('p1', read)).toContain('orders');
    name = 'invoices';
    expect(await cache.answer('p1', read)).toContain('orders');
    expect(read.calls).toBe(1);

    hub.change('user:p1');
    hub.change('project:p2');
    expect(await cache.answer('p1', read)).toContain('orders');
    hub.change('project:p1');
    expect(await cache.answer('p1', read)).toContain('invoices');
    expect(read.calls).toBe(2);
  });

  it('does not keep a read under way when a change comes', async () => {
    const hub = fakeHub();
    const cache = new DiagramAnswerCache(hub);
    let finish: (json: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = cache.answer('p1', slow);
    // The read saw the diagram before the write; the write's change comes before it answers.
    hub.change('project:p1');
    finish('{"before":true}');
    expect(await first).toBe('{"before":true}');
    const read = reader(() => '{"after":true}');
    expect(await cache.answer('p1', read)).toBe('{"after":true}');
    expect(read.calls).toBe(1);
    expect(await cache.answer('p1', read)).toBe('{"after":true}');
    expect(read.calls).toBe(1);
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const cache = new DiagramAnswerCache(fakeHub(), 25);
    const reads = { a: reader(() => 'a'.repeat(10)), b: reader(() => 'b'.repeat(10)) };
    const c = reader(() => 'c'.repeat(10));
    await cache.answer('a', reads.a);
    await cache.answer('b', reads.b);
    await cache.answer('a', reads.a); // a is now the most recently used
    await cache.answer('c', c); // 30 characters: b leaves
    await cache.answer('a', reads.a);
    await cache.answer('b', reads.b);
    expect([reads.a.calls, reads.b.calls, c.calls]).toEqual([1, 2, 1]);
    // An answer larger than the whole cache is not kept.
    const big = reader(() => 'x'.repeat(26));
    await cache.answer('big', big);
    await cache.answer('big', big);
    expect(big.calls).toBe(2);
  });

  it('keeps nothing when the read fails, and reads again next time', async () => {
    const cache = new DiagramAnswerCache(fakeHub());
    await expect(
      cache.answer('p1', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    const read = reader(() => '{}');
    expect(await cache.answer('p1', read)).toBe('{}');
    expect(read.calls).toBe(1);
  });
});

describe('compressed answers', () => {
  it('compresses once per encoding until the project changes', async () => {
    const hub = fakeHub();
    const cache = new DiagramAnswerCache(hub);
    let name = 'orders';
    const read = reader(() => JSON.stringify({ tables: [{ name }] }));
    const br = await cache.compressed('p1', 'br', read);
    expect(brotliDecompressSync(br).toString()).toBe('{"tables":[{"name":"orders"}]}');
    expect(await cache.compressed('p1', 'br', read)).toBe(br);
    const gz = await cache.compressed('p1', 'gzip', read);
    expect(gunzipSync(gz).toString()).toBe('{"tables":[{"name":"orders"}]}');
    expect(read.calls).toBe(1);
    name = 'invoices';
    hub.change('project:p1');
    const after = await cache.compressed('p1', 'br', read);
    expect(brotliDecompressSync(after).toString()).toContain('invoices');
  });

  it('takes the first of br and gzip that Accept-Encoding allows', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity, GZIP')).toBe('gzip');
  });
});
