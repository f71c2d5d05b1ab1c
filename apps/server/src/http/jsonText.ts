import { MAX_INPUT_DEPTH } from '@relata/core';

/**
 * Reading JSON request bodies safely, the same on the main thread and in the body worker
 * (jsonBody.ts): the nesting is measured in the bytes before anything is built, and the text is
 * parsed as Fastify's own parser does (secure-json-parse: a byte order mark is skipped, and
 * `__proto__` keys and `constructor.prototype` are refused).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Heap that JSON.parse takes per item, measured on Node.js 20 (x64): an object about 64 bytes, an
 * array 41, a string 38 plus its text, a number 10 to 27, and a key past an object's first few
 * about 155 (a large object's keys are a dictionary). Rounded up, so the estimate is a ceiling.
 */
const PARSED_OBJECT_BYTES = 64;
const PARSED_ARRAY_BYTES = 48;
const PARSED_VALUE_BYTES = 40;
const PARSED_DICTIONARY_KEY_BYTES = 160;
/** Keys an object holds before its further keys are counted at the dictionary's price. */
const FAST_KEYS = 32;

/** What a JSON text's bytes say before it is parsed. */
export interface JsonScan {
  /**
   * The path to the first array or object that lies `maxDepth` containers deep (where core's
   * findUnsafeInput stops, with the same path), or null; the scan stops there.
   */
  tooDeep: Array<string | number> | null;
  /** A ceiling of the heap JSON.parse would take for it (without the text itself). */
  parsedBytes: number;
}

/**
 * Reads a JSON text's nesting and the heap its parse would take from its bytes, before it is
 * parsed: 39 MB of nested arrays took JSON.parse 33 s and 1.6 GB (issue 35), and 13 million
 * empty objects in 39 MB would take about 850 MB. Only strings, brackets, colons and commas are
 * read; malformed JSON is left to the parser.
 */
export function scanJson(bytes: Uint8Array, maxDepth: number = MAX_INPUT_DEPTH): JsonScan {
  // Per open container: whether it is an object, its current item's index (arrays) or key count
  // (objects), and the byte range of its current key (objects).
  const isObject: boolean[] = [];
  const item: number[] = [];
  const keyStart: number[] = [];
  const keyEnd: number[] = [];
  let depth = 0;
  let expectKey = false;
  let parsedBytes = PARSED_VALUE_BYTES;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      const start = i;
      for (i++; i < bytes.length; i++) {
        const s = bytes[i];
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
      // Two bytes a character at most (UTF-16), and never more characters than bytes.
      parsedBytes += 2 * (i - start);
      if (expectKey) {
        keyStart[depth - 1] = start;
        keyEnd[depth - 1] = i + 1;
        expectKey = false;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (depth === maxDepth) {
        const tooDeep = Array.from({ length: depth }, (_, d) =>
          isObject[d] ? keyText(bytes, keyStart[d] ?? 0, keyEnd[d] ?? 0) : (item[d] ?? 0),
        );
        return { tooDeep, parsedBytes };
      }
      isObject[depth] = c === OPEN_OBJECT;
      item[depth] = 0;
      keyStart[depth] = 0;
      keyEnd[depth] = 0;
      depth++;
      expectKey = c === OPEN_OBJECT;
      parsedBytes += c === OPEN_OBJECT ? PARSED_OBJECT_BYTES : PARSED_ARRAY_BYTES;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (c === COMMA && depth > 0) {
      // Each comma starts one more item: a value, or a key and its value.
      const n = (item[depth - 1] ?? 0) + 1;
      item[depth - 1] = n;
      parsedBytes += PARSED_VALUE_BYTES;
      if (isObject[depth - 1]) {
        expectKey = true;
        if (n >= FAST_KEYS) parsedBytes += PARSED_DICTIONARY_KEY_BYTES;
      }
    }
  }
  return { tooDeep: null, parsedBytes };
}

/** A key of the path to a too deep value, as the parser would read it. */
function keyText(bytes: Uint8Array, start: number, end: number): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
  try {
    const key: unknown = JSON.parse(raw);
    return typeof key === 'string' ? key : raw;
  } catch {
    return raw;
  }
}

// secure-json-parse's tests for text that may hold a prototype key (escaped or not).
const SUSPECT_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const SUSPECT_CONSTRUCTOR =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Parses JSON text as Fastify's default parser does; throws a SyntaxError for text that is not
 * JSON or holds a `__proto__` key or a `constructor` object with a `prototype` key. Callers
 * measure the nesting first (scanJson), so the walk below stays shallow.
 */
export function parseJsonText(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const value: unknown = JSON.parse(body);
  if (value === null || typeof value !== 'object') return value;
  if (!SUSPECT_PROTO.test(body) && !SUSPECT_CONSTRUCTOR.test(body)) return value;
  let next: object[] = [value];
  while (next.length > 0) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      const ctor: unknown = hasOwn(node, 'constructor')
        ? (node as { constructor: unknown }).constructor
        : null;
      if (
        hasOwn(node, '__proto__') ||
        (ctor !== null && typeof ctor === 'object' && hasOwn(ctor, 'prototype'))
      )
        throw new SyntaxError('Object contains forbidden prototype property');
      for (const child of Object.values(node))
        if (child !== null && typeof child === 'object') next.push(child as object);
    }
  }
  return value;
}
