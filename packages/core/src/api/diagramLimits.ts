/**
 * How big a diagram is, and whether a change keeps it within the caps of diagram.ts (issue 35,
 * item 3): counts by kind and an estimate of its JSON bytes, cheap enough to check on every
 * change that grows the diagram.
 */
import { ATTRIBUTE_DEFAULTS } from '../schema/model';
import {
  MAX_DIAGRAM_BYTES,
  MAX_DIAGRAM_COLUMNS,
  MAX_DIAGRAM_ITEMS,
  MAX_DIAGRAM_RELATIONSHIPS,
  MAX_DIAGRAM_TABLES,
} from './diagram';

/** The caps of a whole diagram; a server may lower them (tests). */
export interface DiagramLimits {
  tables: number;
  columns: number;
  relationships: number;
  /** Comments, and types, views and statements, each kind. */
  items: number;
  bytes: number;
}

/** The caps of diagram.ts. */
export const DIAGRAM_LIMITS: DiagramLimits = {
  tables: MAX_DIAGRAM_TABLES,
  columns: MAX_DIAGRAM_COLUMNS,
  relationships: MAX_DIAGRAM_RELATIONSHIPS,
  items: MAX_DIAGRAM_ITEMS,
  bytes: MAX_DIAGRAM_BYTES,
};

/** A diagram's size (or a change's growth): items by kind and bytes of JSON. */
export interface DiagramSize {
  tables: number;
  columns: number;
  relationships: number;
  comments: number;
  types: number;
  views: number;
  extraSql: number;
  bytes: number;
}

/** The size of an empty diagram. */
export const EMPTY_DIAGRAM_SIZE: DiagramSize = {
  tables: 0,
  columns: 0,
  relationships: 0,
  comments: 0,
  types: 0,
  views: 0,
  extraSql: 0,
  bytes: 0,
};

/** A UTF-16 unit above U+007F: the first one a text holds is where counting by units starts. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * UTF-8 bytes of a text (core has no TextEncoder or Buffer: it runs in both). A text of ASCII only
 * is its length, found by the regular expression's native scan (the 25 MB JSON of a 10 000-table
 * import took 0.2 s a unit at a time); otherwise the units from the first other one are counted.
 */
export function utf8Bytes(text: string): number {
  const first = text.search(NON_ASCII);
  if (first < 0) return text.length;
  let bytes = text.length;
  for (let i = first; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // 2 bytes from U+0080, 3 from U+0800; a surrogate pair (two units) is 4.
    if (unit >= 0x80) bytes += unit >= 0x800 && (unit < 0xd800 || unit > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

/** UTF-8 bytes of a value's JSON. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

/**
 * What storing adds to an item of a model: its project's id, a row version and a new id (an
 * import's ids may be short). An upper bound: `,"project_id":"<uuid>","version":n` is 60 bytes.
 */
export const STORED_ITEM_WRAP_BYTES = 100;

/** A stored item's id and project id as GET /diagram answers them. */
const UUID = '00000000-0000-0000-0000-000000000000';
/** A coordinate, a size and a row version longer than most: a stored item's numbers. */
const AT = -99_999.99;
const SIZE = 9999;
const VERSION = 999_999;

/** The JSON of an item in a list: the item and the comma before the next. */
const listed = (item: object) => jsonBytes(item) + 1;

/**
 * The JSON of a stored item besides its text, for the server's estimate from stored text lengths:
 * its keys, ids, stored fields (project, version) and numbers, written as GET /diagram writes them
 * (the text fields empty: the server adds their stored lengths). Close to the real JSON, not a
 * worst case: an estimate far above it refused the next edit of a diagram an import had just
 * admitted (a 10 000-table diagram of 25 MB was measured at 30 MB, over the cap).
 */
export const STORED_ITEM_BYTES = {
  table: listed({
    id: UUID,
    project_id: UUID,
    name: '',
    attributes: [],
    x: AT,
    y: AT,
    width: SIZE,
    height: SIZE,
    version: VERSION,
  }),
  relationship: listed({
    id: UUID,
    project_id: UUID,
    name: '',
    sourceTableId: UUID,
    targetTableId: UUID,
    sourceColumnId: '',
    targetColumnId: '',
    cardinality: 'MANY_TO_MANY',
  }),
  comment: listed({
    id: UUID,
    project_id: UUID,
    text: '',
    x: AT,
    y: AT,
    width: SIZE,
    height: SIZE,
    version: VERSION,
  }),
  other: 300,
};

/**
 * Each field of a column at its default, as the key a stored column holds when it is not at its
 * default (`"isNullable":`) and the bytes the field adds to the column's JSON when it is
 * (`,"isNullable":true`): GET /diagram writes every field, a stored column only those that differ.
 */
export const COLUMN_DEFAULT_FIELDS = Object.entries(ATTRIBUTE_DEFAULTS).map(([key, value]) => ({
  key: `${JSON.stringify(key)}:`,
  bytes: jsonBytes({ [key]: value }) - 1,
}));

/** The JSON of a column's fields at their default, which a stored column leaves out. */
export const COLUMN_DEFAULTS_BYTES = COLUMN_DEFAULT_FIELDS.reduce((n, f) => n + f.bytes, 0);

/** The parts of a model whose size counts (an import's, an AI answer's, a version's). */
export interface SizedModel {
  tables: ReadonlyArray<{ attributes: readonly unknown[] }>;
  relationships: readonly unknown[];
  comments: readonly unknown[];
  types?: readonly unknown[] | undefined;
  views?: readonly unknown[] | undefined;
  extraSql?: readonly unknown[] | undefined;
  areas?: readonly unknown[] | undefined;
}

/** The size a model will have once stored: its counts, and its JSON with each item's wrapping. */
export function modelSize(model: SizedModel): DiagramSize {
  const size: DiagramSize = {
    tables: model.tables.length,
    columns: model.tables.reduce((n, t) => n + t.attributes.length, 0),
    relationships: model.relationships.length,
    comments: model.comments.length,
    types: model.types?.length ?? 0,
    views: model.views?.length ?? 0,
    extraSql: model.extraSql?.length ?? 0,
    bytes: 0,
  };
  const items =
    size.tables +
    size.relationships +
    size.comments +
    size.types +
    size.views +
    size.extraSql +
    (model.areas?.length ?? 0);
  size.bytes = jsonBytes(model) + items * STORED_ITEM_WRAP_BYTES;
  return size;
}

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Each capped measure: what it counts, its limit, and how it reads. */
const MEASURES: ReadonlyArray<{
  kind: keyof DiagramSize;
  limit: keyof DiagramLimits;
  noun: string;
  format: (n: number) => string;
}> = [
  { kind: 'tables', limit: 'tables', noun: 'tables', format: count },
  { kind: 'columns', limit: 'columns', noun: 'columns', format: count },
  { kind: 'relationships', limit: 'relationships', noun: 'relationships', format: count },
  { kind: 'comments', limit: 'items', noun: 'comments', format: count },
  { kind: 'types', limit: 'items', noun: 'types', format: count },
  { kind: 'views', limit: 'items', noun: 'views', format: count },
  { kind: 'extraSql', limit: 'items', noun: 'SQL statements', format: count },
  { kind: 'bytes', limit: 'bytes', noun: 'of JSON', format: megabytes },
];

/**
 * Why a change that grows a diagram of size `before` by `growth` is refused, naming the limit
 * ("A diagram holds at most 10,000 tables: this import would make 12,000."), or null when it
 * fits. Only what the change grows is judged: a diagram over a cap (a restored old version) can
 * still be edited down.
 */
export function exceededDiagramLimit(
  before: DiagramSize,
  growth: Partial<DiagramSize>,
  limits: DiagramLimits = DIAGRAM_LIMITS,
  change = 'this change',
): string | null {
  for (const m of MEASURES) {
    const grows = growth[m.kind] ?? 0;
    const after = before[m.kind] + grows;
    if (grows > 0 && after > limits[m.limit]) {
      const cap = `${m.format(limits[m.limit])} ${m.noun}`;
      return `A diagram holds at most ${cap}: ${change} would make ${m.format(after)}.`;
    }
  }
  return null;
}
