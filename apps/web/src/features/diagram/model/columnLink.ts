import { NO_PRIMARY_KEY_MESSAGE, type Attribute } from '@relata/core';

/** One column of one table: where a drag from a column's handle starts or ends. */
export interface ColumnEnd {
  tableId: string;
  columnId: string;
}

/** Why a drag between two columns that are neither a key makes no relationship. */
export const NO_KEY_COLUMN_MESSAGE =
  'A relationship needs a primary-key or unique column at one end.';

/**
 * What a drag from one column's handle to another column makes (issue 36, item B11; decision
 * 0052): nothing (the same table, as for Add Relationship, or a column that is gone), a refusal
 * with its message, or a relationship whose target column references its source column.
 */
export type ColumnLink =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | {
      kind: 'link';
      sourceTableId: string;
      sourceColumnId: string;
      targetTableId: string;
      targetColumnId: string;
    };

type Table = {
  id: string;
  attributes: readonly Pick<Attribute, 'id' | 'isPrimaryKey' | 'isUnique'>[];
};

const isKey = (a: Pick<Attribute, 'isPrimaryKey' | 'isUnique'>) => a.isPrimaryKey || a.isUnique;

/**
 * The relationship a drag from `from` to `to` makes. As with Add Relationship (spec 2 §4), the
 * table the drag starts on is the source, whose key is referenced, and the foreign key goes to
 * the other end; the same table cancels silently. A drag from a column that is no key onto one
 * (from a foreign key to what it references, as other designers draw them) is read the other way
 * round. Between two columns that are neither a key there is nothing to reference: the spec's
 * alert when the start's table has no primary key, else NO_KEY_COLUMN_MESSAGE.
 */
export function columnLink(tables: readonly Table[], from: ColumnEnd, to: ColumnEnd): ColumnLink {
  if (from.tableId === to.tableId) return { kind: 'none' };
  const columnOf = (end: ColumnEnd) => {
    const table = tables.find((t) => t.id === end.tableId);
    return { table, column: table?.attributes.find((a) => a.id === end.columnId) };
  };
  const start = columnOf(from);
  const end = columnOf(to);
  if (!start.column || !end.column) return { kind: 'none' };
  const link = (source: ColumnEnd, target: ColumnEnd): ColumnLink => ({
    kind: 'link',
    sourceTableId: source.tableId,
    sourceColumnId: source.columnId,
    targetTableId: target.tableId,
    targetColumnId: target.columnId,
  });
  if (isKey(start.column)) return link(from, to);
  if (isKey(end.column)) return link(to, from);
  const keyless = !start.table?.attributes.some((a) => a.isPrimaryKey);
  return { kind: 'refused', message: keyless ? NO_PRIMARY_KEY_MESSAGE : NO_KEY_COLUMN_MESSAGE };
}
