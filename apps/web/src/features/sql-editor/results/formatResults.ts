import type { GridResult } from './gridResult';

/** Bytes shown of a binary value in a cell before it is shortened; copies keep all of them. */
const SHOWN_BYTES = 16;
/** Characters put into a cell's DOM; the cell clips far sooner, the title holds the rest. */
const SHOWN_CHARS = 500;
/** Characters put into a cell's title: enough to read, not a megabyte tooltip. */
const TITLE_CHARS = 4000;

function hex(bytes: Uint8Array, limit = bytes.length): string {
  let text = '\\x';
  const end = Math.min(limit, bytes.length);
  for (let i = 0; i < end; i++) text += (bytes[i] ?? 0).toString(16).padStart(2, '0');
  return end < bytes.length ? `${text}…` : text;
}

function json(value: object): string {
  try {
    // JSON has no bigint: written as its digits, the way the database prints it.
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  } catch {
    // A cycle cannot come from a driver; say what it is rather than fail the whole grid.
    return Object.prototype.toString.call(value);
  }
}

function isoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString();
}

/**
 * The full text of a non-NULL value, as copied: booleans as true/false, bytes as `\x` hex,
 * objects (json) as JSON, dates as ISO 8601. NULL (null or undefined) gives null.
 */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Uint8Array) return hex(value);
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') return json(value);
  // Left are symbols and functions, which no driver returns.
  return Object.prototype.toString.call(value);
}

/** The text a cell shows: like `cellText`, with bytes and very long text shortened. */
export function cellDisplayText(value: unknown): string | null {
  if (value instanceof Uint8Array) return hex(value, SHOWN_BYTES);
  const text = cellText(value);
  return text !== null && text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/** The tooltip of a cell with the full value, capped so that a huge value stays a tooltip. */
export function cellTitle(value: unknown): string | null {
  const text = cellText(value);
  return text !== null && text.length > TITLE_CHARS ? `${text.slice(0, TITLE_CHARS)}…` : text;
}

/** Rows in the given order (indices into `rows`), or as they came when `order` is null. */
function ordered<T>(rows: readonly T[], order: readonly number[] | null): T[] {
  return order ? order.map((i) => rows[i] as T) : [...rows];
}

function csvField(text: string | null): string {
  // NULL is an empty field and the empty string a quoted one, as PostgreSQL's COPY CSV writes them.
  if (text === null) return '';
  if (text === '' || /[",\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/**
 * The result as CSV by RFC 4180: a header line, CRLF between records, fields with a comma,
 * quote, CR or LF quoted with inner quotes doubled; NULL as an empty field.
 */
export function toCsv(
  result: Pick<GridResult, 'columns' | 'rows'>,
  order: readonly number[] | null = null,
): string {
  const lines = [result.columns.map(csvField).join(',')];
  for (const row of ordered(result.rows, order)) {
    lines.push(result.columns.map((_c, i) => csvField(cellText(row[i]))).join(','));
  }
  return lines.join('\r\n');
}

function markdownCell(text: string): string {
  return text.replaceAll('|', '\\|').replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * The result as a Markdown (GitHub) pipe table: `|` escaped, line breaks as `<br>`, NULL as
 * `NULL`.
 */
export function toMarkdown(
  result: Pick<GridResult, 'columns' | 'rows'>,
  order: readonly number[] | null = null,
): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lines = [line(result.columns.map(markdownCell)), line(result.columns.map(() => '---'))];
  for (const row of ordered(result.rows, order)) {
    lines.push(line(result.columns.map((_c, i) => markdownCell(cellText(row[i]) ?? 'NULL'))));
  }
  return lines.join('\n');
}
