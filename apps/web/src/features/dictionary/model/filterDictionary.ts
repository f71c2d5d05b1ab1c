import type {
  DataDictionary,
  DictionaryColumn,
  DictionaryTable,
  DictionaryType,
  DictionaryView,
} from '@relata/core';
import { count } from '../../../lib/text/count';

/** A table the search keeps, with the columns it shows: all of them, or the ones that match. */
export interface TableMatch {
  table: DictionaryTable;
  /** The table's own `columns` array when the table matches by name or comment. */
  columns: DictionaryColumn[];
}

/** What the data dictionary shows for a search: each list in the dictionary's order. */
export interface FilteredDictionary {
  tables: TableMatch[];
  enums: DictionaryType[];
  domains: DictionaryType[];
  otherTypes: DictionaryType[];
  views: DictionaryView[];
}

/** Whether a name or comment holds the (lower-case) needle. */
const holds = (needle: string, name: string, comment: string | undefined): boolean =>
  name.toLowerCase().includes(needle) || (comment?.toLowerCase().includes(needle) ?? false);

function matchTable(table: DictionaryTable, needle: string): TableMatch | undefined {
  if (holds(needle, table.name, table.comment)) return { table, columns: table.columns };
  const columns = table.columns.filter((c) => holds(needle, c.name, c.comment));
  return columns.length > 0 ? { table, columns } : undefined;
}

/**
 * The dictionary narrowed to a search, case-insensitive: a table whose name or comment holds the
 * text with all its columns, else with the columns whose name or comment holds it; the views and
 * types whose name or comment holds it. A blank search keeps everything.
 */
export function filterDictionary(dictionary: DataDictionary, query: string): FilteredDictionary {
  const needle = query.trim().toLowerCase();
  if (needle === '')
    return {
      ...dictionary,
      tables: dictionary.tables.map((t) => ({ table: t, columns: t.columns })),
    };
  const keep = <T extends DictionaryType | DictionaryView>(items: T[]) =>
    items.filter((item) => holds(needle, item.name, item.comment));
  return {
    tables: dictionary.tables.flatMap((t) => matchTable(t, needle) ?? []),
    enums: keep(dictionary.enums),
    domains: keep(dictionary.domains),
    otherTypes: keep(dictionary.otherTypes),
    views: keep(dictionary.views),
  };
}

const typeCount = (d: DataDictionary | FilteredDictionary): number =>
  d.enums.length + d.domains.length + d.otherTypes.length;

/**
 * What the search's live region says: "3 of 120 tables", and while searching the views and types
 * found too when the model has any ("3 of 120 tables, 1 of 4 views").
 */
export function matchCountText(
  dictionary: DataDictionary,
  filtered: FilteredDictionary,
  query: string,
): string {
  const of = (shown: number, total: number, one: string, many: string) =>
    `${shown.toLocaleString('en-US')} of ${count(total, one, many)}`;
  const parts = [of(filtered.tables.length, dictionary.tables.length, 'table', 'tables')];
  if (query.trim() !== '') {
    if (dictionary.views.length > 0)
      parts.push(of(filtered.views.length, dictionary.views.length, 'view', 'views'));
    if (typeCount(dictionary) > 0)
      parts.push(of(typeCount(filtered), typeCount(dictionary), 'type', 'types'));
  }
  return parts.join(', ');
}
