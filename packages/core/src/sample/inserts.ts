/** SQL for sample data: multi-row INSERTs, then the cycle-breaking UPDATEs and sequence moves. */
import { quoteIdentifier, sqlCommentLine, sqlString } from '../schema/quoting';
import type { SampleColumn, SampleData, SampleDialect, SampleValue } from './types';

/** Rows per INSERT statement unless told otherwise. */
export const DEFAULT_BATCH_SIZE = 500;

/** A table name as the DDL writes it: quoted where needed, qualified by its schema. */
function tableRef(name: string, schema: string | undefined, dialect: SampleDialect): string {
  const q = quoteIdentifier(name, dialect);
  return schema ? `${quoteIdentifier(schema, dialect)}.${q}` : q;
}

/** A value as a SQL literal of the dialect (booleans TRUE/FALSE or 1/0, binary as hex). */
export function sqlLiteral(
  value: SampleValue,
  column: SampleColumn,
  dialect: SampleDialect,
): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean')
    return dialect === 'postgresql' ? (value ? 'TRUE' : 'FALSE') : value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (column.kind === 'binary') return dialect === 'postgresql' ? `'\\x${value}'` : `X'${value}'`;
  return sqlString(value, dialect);
}

/** Options of sampleInserts. */
export interface InsertOptions {
  /** Rows per INSERT (default 500). */
  batchSize?: number;
}

/**
 * The statements that load sample data into a database created by generateDdl in the data's
 * dialect: INSERTs of up to `batchSize` rows each, tables in insertion order; the UPDATEs that
 * fill foreign keys left NULL to break cycles; on PostgreSQL, `setval` so that rows the user
 * inserts later get fresh identity and serial values. Notes come first, as `--` comment lines.
 */
export function sampleInserts(data: SampleData, options: InsertOptions = {}): string[] {
  const dialect = data.dialect;
  const size = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const out: string[] = [];
  for (const table of data.tables) {
    const ref = tableRef(table.name, table.schema, dialect);
    if (table.columns.length === 0) {
      for (let i = 0; i < table.rows.length; i++) out.push(`INSERT INTO ${ref} DEFAULT VALUES;`);
      continue;
    }
    const head =
      `INSERT INTO ${ref} (${table.columns.map((c) => quoteIdentifier(c.name, dialect)).join(', ')})` +
      (table.overridingSystemValue && dialect === 'postgresql' ? ' OVERRIDING SYSTEM VALUE' : '');
    for (let start = 0; start < table.rows.length; start += size) {
      const lines = table.rows
        .slice(start, start + size)
        .map(
          (row) =>
            `(${row.map((v, i) => sqlLiteral(v, table.columns[i] as SampleColumn, dialect)).join(', ')})`,
        );
      out.push(`${head} VALUES\n${lines.join(',\n')};`);
    }
  }
  for (const u of data.updates) {
    const pair = ({ column, value }: { column: SampleColumn; value: SampleValue }) =>
      `${quoteIdentifier(column.name, dialect)} = ${sqlLiteral(value, column, dialect)}`;
    out.push(
      `UPDATE ${tableRef(u.table, u.schema, dialect)} SET ${u.set.map(pair).join(', ')} WHERE ${u.where.map(pair).join(' AND ')};`,
    );
  }
  if (dialect === 'postgresql')
    for (const s of data.sequences) {
      const sequence = s.sequence
        ? sqlString(s.sequence, dialect)
        : `pg_get_serial_sequence(${sqlString(tableRef(s.table, s.schema, dialect), dialect)}, ${sqlString(s.column, dialect)})`;
      out.push(`SELECT setval(${sequence}, ${s.value});`);
    }
  if (data.notes.length > 0) {
    const comment = data.notes.map((n) => sqlCommentLine(`Note: ${n}`)).join('\n');
    if (out.length === 0) out.push(comment);
    else out[0] = `${comment}\n${out[0] ?? ''}`;
  }
  return out;
}
