import { findUnsafeInput, MAX_INPUT_DEPTH } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { parseJsonText, scanJson } from './jsonText';

const findTooDeep = (bytes: Uint8Array) => scanJson(bytes).tooDeep;

const bytes = (text: string) => Buffer.from(text);
const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('scanJson', () => {
  it('finds the first container as deep as the input guard stops, with the same path', () => {
    const text = `{"a":[1,{"b\\"c":${nested(40)}}],"d":2}`;
    const path = findTooDeep(bytes(text));
    expect(path).toEqual(findUnsafeInput(JSON.parse(text))?.path);
    expect(path?.slice(0, 4)).toEqual(['a', 1, 'b"c', 0]);
  });

  it('lets the deepest allowed nesting through, and ignores brackets inside strings', () => {
    expect(findTooDeep(bytes(nested(MAX_INPUT_DEPTH)))).toBeNull();
    expect(findTooDeep(bytes(nested(MAX_INPUT_DEPTH + 1)))).not.toBeNull();
    expect(findTooDeep(bytes(`["${'['.repeat(100)}\\"${'{'.repeat(100)}"]`))).toBeNull();
  });

  it('stops at the limit: a body of nested arrays is refused after its first bytes', () => {
    const huge = Buffer.alloc(4_000_000, '[');
    expect(findTooDeep(huge)).toEqual(Array.from({ length: MAX_INPUT_DEPTH }, () => 0));
    expect(findTooDeep(huge.subarray(0, MAX_INPUT_DEPTH + 1))).toHaveLength(MAX_INPUT_DEPTH);
  });

  it('bounds the heap a parse takes from above, whatever the shape', () => {
    const cases = [
      '[' + '{},'.repeat(100_000) + '{}]',
      '[' + '[],'.repeat(100_000) + '[]]',
      '[' + '0,'.repeat(100_000) + '0]',
      '[' + Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}"`).join(',') + ']',
      '{' + Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":0`).join(',') + '}',
    ];
    for (const text of cases) {
      const { parsedBytes } = scanJson(bytes(text));
      // The measured costs (Node.js 20): never more than the ceiling, never far below it.
      expect(parsedBytes).toBeGreaterThan(text.length * 4);
      expect(parsedBytes).toBeLessThan(text.length * 60);
    }
    expect(scanJson(bytes('{"a":[1,2],"b":"xy"}')).parsedBytes).toBeLessThan(1000);
  });
});

describe('parseJsonText', () => {
  it('parses as Fastify does: a byte order mark is skipped, prototype keys are refused', () => {
    expect(parseJsonText('\ufeff{"a":1}')).toEqual({ a: 1 });
    expect(() => parseJsonText('{"a":{"__proto__":{"x":1}}}')).toThrow(SyntaxError);
    expect(() => parseJsonText('{"a":{"\\u005f_proto__":{}}}')).toThrow(SyntaxError);
    expect(() => parseJsonText('[{"constructor":{"prototype":{}}}]')).toThrow(SyntaxError);
    expect(parseJsonText('{"constructor":"shop","proto":{}}')).toEqual({
      constructor: 'shop',
      proto: {},
    });
    expect(() => parseJsonText('{"a":')).toThrow(SyntaxError);
  });
});
