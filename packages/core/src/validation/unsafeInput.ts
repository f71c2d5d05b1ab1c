/**
 * The text and nesting rules every request passes before its schema: one check at the edge
 * instead of a refinement on each of the hundred-odd text fields of the API.
 */

/**
 * Control characters no text of the API may hold: C0 except tab, line feed and carriage return
 * (kept for multi-line fields: descriptions, comments, wireframe text), and DEL. PostgreSQL
 * refuses NUL in text and jsonb; the others have no place in names or prose and break generated
 * SQL, CSV exports and terminals.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A control character or any surrogate: text without one is safe after a single scan. */
// eslint-disable-next-line no-control-regex -- as CONTROL_CHARACTER
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/;

/** Deepest nesting of objects and arrays a request may send (the deepest real body has 6). */
export const MAX_INPUT_DEPTH = 32;

/** The field message for text with a control character or a lone surrogate. */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
/** The field message for a value nested deeper than MAX_INPUT_DEPTH. */
export const TOO_DEEP_MESSAGE = `must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

/**
 * Whether a text may be stored: no forbidden control character, and well-formed UTF-16 (a lone
 * surrogate becomes an invalid `\ud800` escape in jsonb, which PostgreSQL refuses).
 */
export function isSafeText(text: string): boolean {
  if (!SUSPECT.test(text)) return true;
  return !CONTROL_CHARACTER.test(text) && !LONE_SURROGATE.test(text);
}

/** What is wrong with a request value and where: the path of the offending string, key or container. */
export interface UnsafeInput {
  path: Array<string | number>;
  message: string;
}

/**
 * The first string or object key of a parsed JSON-like value that is not safe text, or the first
 * container nested too deep; null when the value is clean. It recurses at most `maxDepth` levels,
 * so a body of 100 000 nested arrays cannot overflow the stack, and it allocates nothing for a clean
 * value (an import of 10 000 tables holds about a million values). Buffers (raw bodies) are not
 * looked into.
 */
export function findUnsafeInput(
  value: unknown,
  maxDepth: number = MAX_INPUT_DEPTH,
): UnsafeInput | null {
  const found = unsafeWithin(value, 0, maxDepth);
  found?.path.reverse();
  return found;
}

/** findUnsafeInput's walk: the path comes back leaf first, each level adding its key on the way out. */
function unsafeWithin(v: unknown, depth: number, maxDepth: number): UnsafeInput | null {
  if (typeof v === 'string')
    return isSafeText(v) ? null : { path: [], message: CONTROL_CHARACTER_MESSAGE };
  if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) return null;
  if (depth >= maxDepth) return { path: [], message: TOO_DEEP_MESSAGE };
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = unsafeWithin(v[i], depth + 1, maxDepth);
      if (found) {
        found.path.push(i);
        return found;
      }
    }
    return null;
  }
  for (const key of Object.keys(v)) {
    if (!isSafeText(key)) return { path: [printable(key)], message: CONTROL_CHARACTER_MESSAGE };
    const found = unsafeWithin((v as Record<string, unknown>)[key], depth + 1, maxDepth);
    if (found) {
      found.path.push(key);
      return found;
    }
  }
  return null;
}

/** A key shown in an error's field path, with its control characters written as `\uXXXX`. */
function printable(key: string): string {
  return Array.from(key, (ch) =>
    isSafeText(ch) ? ch : `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  ).join('');
}
