import { describe, expect, it } from 'vitest';
import { gzipText } from './gzip';

const gunzip = (compressed: ArrayBuffer) =>
  new Response(new Response(compressed).body!.pipeThrough(new DecompressionStream('gzip'))).text();

describe('gzipText', () => {
  it('compresses any text to gzip that decompresses to its UTF-8', async () => {
    for (const text of [
      '',
      '{"name":"orders"}',
      'Größe 注文 📦 '.repeat(5000),
      `${'x'.repeat(100_000)}\u{1F4E6}`,
    ])
      expect(await gunzip(await gzipText(text))).toBe(text);
  });
});
