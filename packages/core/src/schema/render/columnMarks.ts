/** The marks of a table's rows beyond its columns' own flags, for the canvas and the SVG alike. */
import type { SvgColumn, SvgTable } from './svgInput';

/** What covers a column besides its own flags. */
export interface ColumnMarks {
  indexed: boolean;
  unique: boolean;
  checked: boolean;
}

/** What the marks read of a table: its columns' ids and names, and its constraints. */
export type MarkedTable = Pick<SvgTable, 'uniques' | 'indexes' | 'checks'> & {
  attributes: readonly Pick<SvgColumn, 'id' | 'name'>[];
};

/** Whether an expression names a column as a whole word (a table-level check on it). */
function mentions(expression: string, name: string): boolean {
  if (!name) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])"?${escaped}"?($|[^\\p{L}\\p{N}_])`, 'iu').test(
    expression,
  );
}

/**
 * The marks of every column of a table: unique when a unique constraint or unique index covers it,
 * indexed when another index does, checked when a check is on it or names it.
 */
export function columnMarks(table: MarkedTable): ReadonlyMap<string, ColumnMarks> {
  const marks = new Map<string, ColumnMarks>();
  const mark = (id: string | undefined, key: keyof ColumnMarks) => {
    if (id === undefined) return;
    const known = marks.get(id);
    if (known) known[key] = true;
    else marks.set(id, { indexed: false, unique: false, checked: false, [key]: true });
  };
  for (const u of table.uniques ?? []) for (const id of u.columnIds) mark(id, 'unique');
  for (const ix of table.indexes ?? [])
    for (const part of ix.parts) mark(part.columnId, ix.unique ? 'unique' : 'indexed');
  for (const check of table.checks ?? []) {
    if (check.columnId) mark(check.columnId, 'checked');
    else
      for (const column of table.attributes)
        if (mentions(check.expression, column.name)) mark(column.id, 'checked');
  }
  return marks;
}

/** The key marks of a row, in the canvas's order: PK, FK, UQ (not on a primary key), IX, CK. */
export function keyMarks(column: SvgColumn, marks: ColumnMarks | undefined): string[] {
  const out: string[] = [];
  if (column.isPrimaryKey) out.push('PK');
  if (column.isForeignKey) out.push('FK');
  if ((column.isUnique || marks?.unique) && !column.isPrimaryKey) out.push('UQ');
  if (marks?.indexed) out.push('IX');
  if (marks?.checked) out.push('CK');
  return out;
}
