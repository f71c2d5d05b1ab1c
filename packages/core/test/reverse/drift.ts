/**
 * The designer's edits the drift check makes to a reverse-engineered model (issue 38, item 4):
 * a column with a default, a table with a foreign key to an existing one, one index dropped, a
 * table's comment changed. Plain data edits, as the editor's actions would make them.
 */
import type { Attribute, DiagramModel, SqlDialect, Table } from '../../src/schema';

/** Names the edits add, chosen to clash with nothing in the fixtures. */
export const DRIFT_COLUMN = 'relata_drift_note';
export const DRIFT_TABLE = 'relata_drift_log';

/** Tables a designer edits freely: neither partitioned nor a partition nor inheriting. */
const plainTables = (model: DiagramModel): Table[] =>
  model.tables.filter((t) => !t.partitionBy && !t.partitionOf && !t.inherits);

/** A table's primary key column when the key is that one column. */
function singleKey(table: Table): Attribute | undefined {
  const keys = table.attributes.filter((a) => a.isPrimaryKey);
  return keys.length === 1 ? keys[0] : undefined;
}

/**
 * The table a new foreign key references: the first with a one-column integer key (a text key's
 * character set would have to match), else the first with any one-column key.
 */
const referencedOf = (tables: Table[]): Table | undefined =>
  tables.find((t) => /int/i.test(singleKey(t)?.type ?? '')) ?? tables.find(singleKey);

/** A new table's column of the key's type: a serial key's plain integer type (the sequence stays the key's). */
const referenceType = (type: string): string =>
  type
    .replace(/^bigserial$/i, 'bigint')
    .replace(/^smallserial$/i, 'smallint')
    .replace(/^serial$/i, 'integer');

/**
 * The reversed model with the designer's edits; undefined when it has no table to edit. The new
 * table references a one-column key when there is one. SQLite keeps no comments, so its design
 * leaves them as they are.
 */
export function designedFrom(model: DiagramModel, dialect: SqlDialect): DiagramModel | undefined {
  const design = structuredClone(model);
  const tables = plainTables(design);
  const referenced = referencedOf(tables);
  const anchor = referenced ?? tables[0];
  if (!anchor) return undefined;
  anchor.attributes.push({
    id: 'drift-column',
    name: DRIFT_COLUMN,
    type: 'varchar(40)',
    defaultValue: "'none'",
    isNullable: true,
    isPrimaryKey: false,
    isForeignKey: false,
    isUnique: false,
    isIdentity: false,
    isAutoIncrement: false,
  });
  if (dialect !== 'sqlite') anchor.comment = 'Edited in the design';
  const indexed = design.tables.find((t) => (t.indexes?.length ?? 0) > 0);
  if (indexed) indexed.indexes = indexed.indexes?.slice(1);
  const key = referenced && singleKey(referenced);
  design.tables.push({
    id: 'drift-table',
    name: DRIFT_TABLE,
    ...(anchor.schema === undefined ? {} : { schema: anchor.schema }),
    x: 0,
    y: 0,
    width: 200,
    height: 100,
    attributes: [
      {
        id: 'drift-id',
        name: 'id',
        // The referenced key's own type, as the database spells it.
        type: key ? referenceType(key.type) : 'integer',
        defaultValue: null,
        isNullable: false,
        isPrimaryKey: true,
        isForeignKey: false,
        isUnique: false,
        isIdentity: false,
        isAutoIncrement: false,
      },
    ],
  });
  if (!referenced || !key) return design;
  design.tables.at(-1)?.attributes.push({
    id: 'drift-ref',
    name: `${referenced.name}_ref`,
    type: referenceType(key.type),
    defaultValue: null,
    isNullable: true,
    isPrimaryKey: false,
    isForeignKey: true,
    isUnique: false,
    isIdentity: false,
    isAutoIncrement: false,
  });
  design.relationships.push({
    id: 'drift-relationship',
    name: 'fk_relata_drift_log_ref',
    sourceTableId: referenced.id,
    targetTableId: 'drift-table',
    sourceColumnId: key.id,
    targetColumnId: 'drift-ref',
    cardinality: 'ONE_TO_MANY',
  });
  return design;
}
