/**
 * Finding the catalog dump in what a user pastes: the JSON itself, or the JSON inside what their
 * SQL client printed around the one cell (psql's aligned and `\x` output with their `+` and `|`
 * continuation marks, a column header, a row count, a table border, a JSON or CSV export of the
 * result, a JSON string holding the JSON).
 */
import { NOT_A_DUMP } from './dumpShape';

/** The marker every dump starts with (see CatalogDump). */
const MARKER = 'relata_catalog';
/** How deep wrappers may nest (an export's array, its row object, a JSON string): no further. */
const MAX_WRAPPING = 6;

/** JSON text read, or undefined when it is not JSON. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The object holding the marker inside a value: the value itself, a JSON string's content, an
 * array's first row, or the one cell of a row object (`[{"catalog": "..."}]`).
 */
function unwrapped(value: unknown, depth = 0): Record<string, unknown> | undefined {
  if (depth > MAX_WRAPPING) return undefined;
  if (typeof value === 'string') return unwrapped(parsed(value.trim()), depth + 1);
  if (Array.isArray(value)) return unwrapped(value[0], depth + 1);
  if (typeof value !== 'object' || value === null) return undefined;
  const object = value as Record<string, unknown>;
  if (MARKER in object) return object;
  for (const cell of Object.values(object)) {
    const found = unwrapped(cell, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A client's continuation marks taken off: psql ends each line of a multi-line cell with `+` and
 * starts the next with `|` in `\x` output. Raw line breaks in the dump's JSON only stand between
 * its tokens (a break inside a string is escaped), so neither mark can be part of the JSON.
 */
const withoutContinuations = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s*\+\s*$/, '').replace(/^\s*\|/, ''))
    .join('\n');

/** The end of the JSON object starting at `from` (its closing brace's index + 1), or -1. */
function objectEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The dump's JSON object cut out of a client's printed output, when the marker is in it. */
function cutOut(text: string): unknown {
  // A CSV export doubles the quotes inside its quoted cell.
  const unquoted = text.includes(`""${MARKER}""`) ? text.replaceAll('""', '"') : text;
  const clean = withoutContinuations(unquoted);
  const marker = clean.indexOf(`"${MARKER}"`);
  const start = marker < 0 ? -1 : clean.lastIndexOf('{', marker);
  if (start < 0) return undefined;
  const end = objectEnd(clean, start);
  return end < 0 ? undefined : parsed(clean.slice(start, end));
}

/**
 * The dump's top object in pasted text, before its engine's reader checks it, or a message that
 * says why none was found.
 */
export function findDump(text: string): Record<string, unknown> | string {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return 'Paste the result of the catalog query shown for your database.';
  const found = unwrapped(parsed(trimmed)) ?? unwrapped(cutOut(trimmed));
  if (found) return found;
  return trimmed.includes(MARKER)
    ? `${NOT_A_DUMP}: its JSON is cut off or damaged. Copy the whole cell the query returned.`
    : `${NOT_A_DUMP}: no "${MARKER}" JSON was found in it. Run the query shown for your database and paste the one value it returns.`;
}
