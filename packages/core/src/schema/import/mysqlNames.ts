import type { ImportedColumn, ImportedTable } from './catalog';

const lower = (names: string[]): string[] => names.map((n) => n.toLowerCase());

/** Whether `lead` is the leading part of `columns` (ignoring case): a key MySQL can use for it. */
const leads = (columns: string[], lead: string[]): boolean =>
  lead.length > 0 &&
  lead.length <= columns.length &&
  lower(lead).every((c, i) => c === columns[i]?.toLowerCase());

/**
 * The names MySQL gives keys declared without one, so that a MySQL script round-trips with its
 * catalog's names (issue 37):
 * - a unique key or index takes its first column's name, `_2`, `_3`, ... when that is taken;
 * - a foreign key is `<table>_ibfk_<n>`, n after the highest number the table's keys have; when no
 *   key of the table starts with its columns, MySQL adds an index for it, named like an unnamed
 *   index, which the import adds too (with an explicit name the foreign key would name it).
 * Names the source gave are kept exactly.
 */
export function nameLikeMysql(table: ImportedTable, columns: ImportedColumn[]): void {
  if (
    table.uniques.every((u) => u.name) &&
    table.indexes.every((x) => x.name) &&
    table.foreignKeys.every((fk) => fk.name !== null)
  )
    return;
  const taken = new Set<string>(['primary']);
  const claim = (name: string) => taken.add(name.toLowerCase());
  for (const c of columns) if (c.unique) claim(c.name);
  for (const u of table.uniques) if (u.name) claim(u.name);
  for (const x of table.indexes) if (x.name) claim(x.name);
  const free = (column: string): string => {
    let name = column;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${column}_${n}`;
    claim(name);
    return name;
  };
  for (const u of table.uniques) if (!u.name && u.columns[0]) u.name = free(u.columns[0]);
  for (const x of table.indexes) {
    const first = x.parts[0]?.column;
    if (!x.name && first !== undefined) x.name = free(first);
  }
  const prefix = `${table.name}_ibfk_`.toLowerCase();
  const numberOf = (name: string | null) =>
    name?.toLowerCase().startsWith(prefix) ? Number(name.slice(prefix.length)) || 0 : 0;
  let last = Math.max(0, ...table.foreignKeys.map((fk) => numberOf(fk.name)));
  const keys = (): string[][] => [
    table.primaryKey,
    ...columns.filter((c) => c.unique).map((c) => [c.name]),
    ...table.uniques.map((u) => u.columns),
    ...table.indexes.map((x) =>
      x.parts.map((p) => (p.prefixLength === undefined ? (p.column ?? '') : '')),
    ),
  ];
  for (const fk of table.foreignKeys) {
    if (fk.name !== null) continue;
    fk.name = `${table.name}_ibfk_${++last}`;
    const first = fk.columns[0];
    if (first !== undefined && !keys().some((k) => leads(k, fk.columns)))
      table.indexes.push({
        name: free(first),
        unique: false,
        parts: fk.columns.map((column) => ({ column })),
      });
  }
}
