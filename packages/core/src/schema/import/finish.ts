import type { PhysicalForeignKey, PhysicalSchema, PhysicalTable } from '../physical';
import { isUnknownType } from '../sql/typeMapping';
import type { Catalog, ImportedColumn, ImportedTable } from './catalog';

/** A table as the diagram shows it: `Schema.Table` outside the default schema. */
export const displayName = (t: { schema: string | null; name: string }): string =>
  t.schema === null ? t.name : `${t.schema}.${t.name}`;

const SERIALS: Record<string, string> = {
  SERIAL: 'INTEGER',
  SERIAL4: 'INTEGER',
  BIGSERIAL: 'BIGINT',
  SERIAL8: 'BIGINT',
  SMALLSERIAL: 'SMALLINT',
  SERIAL2: 'SMALLINT',
};

/** PostgreSQL serial types are integers that count themselves up. */
function normalizeColumn(column: ImportedColumn): ImportedColumn {
  const serial = SERIALS[column.type.toUpperCase()];
  if (serial) return { ...column, type: serial, autoIncrement: true, nullable: false };
  return column;
}

function inheritedColumns(
  table: ImportedTable,
  catalog: Catalog,
  seen = new Set<ImportedTable>(),
): ImportedColumn[] {
  seen.add(table);
  const own = new Set(table.columns.map((c) => c.name.toLowerCase()));
  const inherited = table.inherits.flatMap((q) => {
    const parent = catalog.find(q);
    if (!parent) {
      catalog.warn(
        table.line,
        `${displayName(table)} inherits from ${q.name}, which is not created in this script`,
      );
      return [];
    }
    return seen.has(parent) ? [] : inheritedColumns(parent, catalog, seen);
  });
  return [...inherited.filter((c) => !own.has(c.name.toLowerCase())), ...table.columns];
}

function resolveForeignKeys(
  table: ImportedTable,
  catalog: Catalog,
  names: Map<ImportedTable, string>,
  columnsOf: (t: ImportedTable) => ImportedColumn[],
): PhysicalForeignKey[] {
  const has = (cols: ImportedColumn[], c: string) =>
    cols.some((x) => x.name.toLowerCase() === c.toLowerCase());
  return table.foreignKeys.flatMap((fk) => {
    const ref = catalog.find(fk.ref);
    const label = `foreign key ${fk.name === null ? '' : `${fk.name} `}on ${displayName(table)} (${fk.columns.join(', ')})`;
    if (!ref) {
      catalog.warn(
        fk.line,
        `${label} is left out: it references ${displayName(fk.ref)}, which is not created in this script`,
      );
      return [];
    }
    const refColumns = fk.refColumns.length > 0 ? fk.refColumns : ref.primaryKey;
    const refCols = columnsOf(ref);
    const ownCols = columnsOf(table);
    if (
      refColumns.length !== fk.columns.length ||
      !refColumns.every((c) => has(refCols, c)) ||
      !fk.columns.every((c) => has(ownCols, c))
    ) {
      catalog.warn(fk.line, `${label} is left out: its columns do not match ${displayName(ref)}`);
      return [];
    }
    return [
      {
        name: fk.name ?? '',
        columns: fk.columns,
        refTable: names.get(ref) ?? ref.name,
        refColumns,
      },
    ];
  });
}

/** Turns what was read into a physical schema: inherited columns, serial types, resolved foreign keys. */
export function finishImport(catalog: Catalog): PhysicalSchema {
  const imported = [...catalog.tables.values()];
  const names = new Map(imported.map((t) => [t, displayName(t)]));
  const allColumns = new Map<ImportedTable, ImportedColumn[]>();
  const columnsOf = (t: ImportedTable) => {
    let cols = allColumns.get(t);
    if (!cols) allColumns.set(t, (cols = inheritedColumns(t, catalog)));
    return cols;
  };
  const tables: PhysicalTable[] = imported.map((t) => {
    const pk = new Set(t.primaryKey.map((c) => c.toLowerCase()));
    const columns = columnsOf(t).map((c) => {
      const col = normalizeColumn(c);
      return {
        name: col.name,
        type: col.type,
        nullable: col.nullable && !pk.has(col.name.toLowerCase()),
        defaultValue: col.defaultValue,
        unique: col.unique,
        autoIncrement: col.autoIncrement || col.identity,
      };
    });
    for (const c of columns) {
      if (isUnknownType(c.type, catalog.dialect))
        catalog.warn(
          t.line,
          `column ${displayName(t)}.${c.name} has the unknown type '${c.type}', kept as written (generated SQL writes it as text)`,
        );
    }
    const canonical = (name: string) =>
      columns.find((c) => c.name.toLowerCase() === name.toLowerCase())?.name ?? name;
    return {
      name: names.get(t) ?? t.name,
      columns,
      primaryKey: t.primaryKey.map(canonical),
      foreignKeys: [],
    };
  });
  imported.forEach((t, i) => {
    const physical = tables[i];
    if (physical) physical.foreignKeys = resolveForeignKeys(t, catalog, names, columnsOf);
  });
  return { tables, notes: [] };
}

/** Which columns were declared IDENTITY (as opposed to AUTO_INCREMENT), by table and column name. */
export function identityColumns(catalog: Catalog): Set<string> {
  const out = new Set<string>();
  for (const t of catalog.tables.values())
    for (const c of t.columns)
      if (c.identity) out.add(`${displayName(t)}\u0000${c.name}`.toLowerCase());
  return out;
}
