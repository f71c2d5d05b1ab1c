import {
  ATTRIBUTE_DEFAULTS,
  type Attribute,
  type Comment,
  type DiagramModel,
  type Relationship,
  type Table,
} from './model';

/** Default name of a new table (spec 2, §3). */
export const DEFAULT_TABLE_NAME = 'New Table';
/** Name shown for a table whose name is empty (spec 2, §3). */
export const UNNAMED_TABLE_LABEL = 'Unnamed Table';
/** Name of a table created by the AI generator (spec 2, §3). */
export const AI_TABLE_NAME = 'Untitled Table';
/** Name shown for a column whose name is empty (spec 2, §3). */
export const UNNAMED_ATTRIBUTE_LABEL = 'Unnamed Attribute';
/** Default table size on the canvas (spec 2, §9: 200 x 100). */
export const DEFAULT_TABLE_SIZE = { width: 200, height: 100 } as const;
/** Default text of a new comment (spec 2, §3). */
export const DEFAULT_COMMENT_TEXT = 'New Comment';
/** The SQL VARCHAR length used for the generic `string` type (spec 2, §9). */
export const SQL_VARCHAR_LENGTH = 255;

/** Makes a unique id for a table, column, relationship or comment. */
export type IdFactory = () => string;

let counter = 0;
/** The millisecond the time and random parts were made for, and those parts. */
let tick = -1;
let timePart = '';
let randomPart = '';

/**
 * Default id factory: time, a counter and random characters, unique enough for a diagram without
 * any Node API. The time and random parts are made once per millisecond, the counter tells apart
 * the ids of one millisecond: an import of 10 000 tables makes about 120 000 ids, and turning a
 * random number into base 36 for each of them took about 50 ms.
 */
export const createId: IdFactory = () => {
  counter = (counter + 1) % 1_679_616;
  const now = Date.now();
  if (now !== tick) {
    tick = now;
    timePart = now.toString(36);
    randomPart = Math.random().toString(36).slice(2, 10);
  }
  return timePart + counter.toString(36).padStart(4, '0') + randomPart;
};

/** An id factory counting up from 1 with a prefix; for tests and reproducible imports. */
export function sequentialIds(prefix = 'id'): IdFactory {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** A column with the given fields and every other flag at its default (nullable, no key). */
export function makeAttribute(fields: Partial<Attribute> & Pick<Attribute, 'id'>): Attribute {
  return { name: '', type: '', ...ATTRIBUTE_DEFAULTS, ...fields };
}

/** First column of a new table: id, string, primary key, not nullable, unique, auto-increment (spec 2, §3). */
export function newFirstColumn(id: IdFactory = createId): Attribute {
  return makeAttribute({
    id: id(),
    name: 'id',
    type: 'string',
    isNullable: false,
    isPrimaryKey: true,
    isUnique: true,
    isAutoIncrement: true,
  });
}

/** A column added to the primary-key area: new_primary_key, string, not nullable (spec 2, §3). */
export function newPrimaryKeyColumn(id: IdFactory = createId): Attribute {
  return makeAttribute({
    id: id(),
    name: 'new_primary_key',
    type: 'string',
    isNullable: false,
    isPrimaryKey: true,
  });
}

/** A column added below the key area: new_column, string, nullable (spec 2, §3). */
export function newColumn(id: IdFactory = createId): Attribute {
  return makeAttribute({ id: id(), name: 'new_column', type: 'string' });
}

/** A column added in the table editor: empty name, type and default, nullable, other flags off (spec 2, §3). */
export function newEditorColumn(id: IdFactory = createId): Attribute {
  return makeAttribute({ id: id() });
}

/** A column added in the default-table-data dialog: like the editor's, with type text (spec 2, §3). */
export function newDefaultDataColumn(id: IdFactory = createId): Attribute {
  return makeAttribute({ id: id(), type: 'text' });
}

/** A new table at a position, named 'New Table', 200 x 100, with the default first column (spec 2, §3). */
export function newTable(position: { x: number; y: number }, id: IdFactory = createId): Table {
  return {
    id: id(),
    name: DEFAULT_TABLE_NAME,
    attributes: [newFirstColumn(id)],
    ...position,
    ...DEFAULT_TABLE_SIZE,
  };
}

/** A new comment at a position with the default text (spec 2, §3). */
export function newComment(position: { x: number; y: number }, id: IdFactory = createId): Comment {
  return { id: id(), text: DEFAULT_COMMENT_TEXT, ...position };
}

/** A new relationship as the canvas creates it: ONE_TO_MANY, unnamed (spec 2, §3). */
export function newRelationship(
  ends: Pick<Relationship, 'sourceTableId' | 'targetTableId' | 'sourceColumnId' | 'targetColumnId'>,
  id: IdFactory = createId,
): Relationship {
  return { id: id(), name: '', cardinality: 'ONE_TO_MANY', ...ends };
}

/** A diagram with nothing in it. */
export function emptyModel(): DiagramModel {
  return { tables: [], relationships: [], comments: [] };
}
