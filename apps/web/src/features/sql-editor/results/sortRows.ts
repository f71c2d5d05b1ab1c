/** The grid's sort: a column index and direction, or null for the order the rows came in. */
export type ResultsSort = { column: number; direction: 'ascending' | 'descending' } | null;

/** The sort after a click on a column's header: ascending, then descending, then none. */
export function nextSort(current: ResultsSort, column: number): ResultsSort {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** A cell reduced to what it sorts by: null (NULL), a number or bigint, or text. */
type SortKey = null | number | bigint | string;

const collator = new Intl.Collator(undefined, { numeric: true });

function sortKey(value: unknown): SortKey {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (value instanceof Uint8Array) {
    return Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

const NON_ASCII = /[^\x20-\x7e]/;
/** Digits, and ASCII punctuation that code points put after the digits but the collator before. */
const SPECIAL = /[\d:;<=>?@[\\\]^_`{|}~]/;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLatePunctuation = (code: number) =>
  (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || code >= 123;

/**
 * A key whose plain `<` order matches the numeric collator's order of printable ASCII text:
 * case folded, punctuation before digits, and each run of digits as its length then its digits
 * without leading zeros (so `2` < `10`). Comparing these is several times faster than the
 * collator, which keeps a 100 000-row sort of a text column from freezing the page.
 */
function asciiKey(text: string): string {
  const lower = text.toLowerCase();
  if (!SPECIAL.test(lower)) return lower;
  let key = '';
  let i = 0;
  while (i < lower.length) {
    const code = lower.charCodeAt(i);
    if (isDigit(code)) {
      let start = i;
      while (lower.charCodeAt(start) === 48 && isDigit(lower.charCodeAt(start + 1))) start++;
      let end = start;
      while (isDigit(lower.charCodeAt(end))) end++;
      key += `0${String.fromCharCode(0x30 + end - start)}${lower.slice(start, end)}`;
      i = end;
    } else {
      // Below '0', where the collator puts punctuation; '/' is the last code point before it.
      key += isLatePunctuation(code) ? `/${lower.charAt(i)}` : lower.charAt(i);
      i++;
    }
  }
  return key;
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  const aNaN = typeof a === 'number' && Number.isNaN(a);
  const bNaN = typeof b === 'number' && Number.isNaN(b);
  // NaN above every number, as PostgreSQL sorts it.
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
  // `<` compares numbers and bigints with each other exactly.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of the rows under a sort, as indices into `rows`, or null for their own order.
 * NULLs come last in both directions; numbers and bigints compare by value and before text; text
 * compares numeric-aware (`item2` before `item10`). Stable: equal cells keep their original order.
 * Each cell's key is computed once, so 100 000 rows sort without freezing the page.
 */
export function sortedOrder(
  rows: readonly (readonly unknown[])[],
  sort: ResultsSort,
): number[] | null {
  if (sort === null) return null;
  const values = rows.map((row) => sortKey(row[sort.column]));
  const ascii = values.every((v) => typeof v !== 'string' || !NON_ASCII.test(v));
  const keys = ascii ? values.map((v) => (typeof v === 'string' ? asciiKey(v) : v)) : values;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (i: number, j: number): number => {
    const a = keys[i] ?? null;
    const b = keys[j] ?? null;
    // NULLs stay last in both directions: what a reader of a sorted grid looks for comes first.
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    if (typeof a === 'string' && typeof b === 'string') {
      if (!ascii) return sign * collator.compare(a, b);
      // Equal keys differ at most in case or leading zeros: the collator settles those few.
      if (a !== b) return sign * (a < b ? -1 : 1);
      return sign * collator.compare(String(values[i]), String(values[j]));
    }
    // Numbers before text.
    if (typeof a === 'string') return sign;
    if (typeof b === 'string') return -sign;
    return sign * compareNumbers(a, b);
  };
  const order = Array.from(rows, (_row, i) => i);
  order.sort((i, j) => compare(i, j) || i - j);
  return order;
}
