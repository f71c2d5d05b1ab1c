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

/** A name and comment in lower case, as the search compares them. */
interface Searchable {
  name: string;
  comment: string;
}

/** An entry of the index: the item and its lower-case name and comment. */
interface IndexedItem<T> extends Searchable {
  item: T;
}

/** A table of the index, with the matches the search returns for it. */
interface IndexedTable extends Searchable {
  /** The table with all its columns: what a blank search, its name or its comment shows. */
  whole: TableMatch;
  columns: Searchable[];
  /**
   * The last match by some of its columns: returned again while the same columns match, so that
   * its section (memoized) is not drawn again as one types.
   */
  last: TableMatch | undefined;
}

/**
 * The dictionary prepared for searching, once per dictionary rather than per keystroke: every
 * name and comment in lower case, and what a blank search shows.
 */
export interface SearchIndex {
  dictionary: DataDictionary;
  /** What a blank search shows: the same object every time. */
  everything: FilteredDictionary;
  tables: IndexedTable[];
  enums: IndexedItem<DictionaryType>[];
  domains: IndexedItem<DictionaryType>[];
  otherTypes: IndexedItem<DictionaryType>[];
  views: IndexedItem<DictionaryView>[];
}

const searchable = (item: { name: string; comment?: string | undefined }): Searchable => ({
  name: item.name.toLowerCase(),
  comment: item.comment?.toLowerCase() ?? '',
});

/** The search index of a dictionary: build it once per dictionary (useMemo). */
export function searchIndex(dictionary: DataDictionary): SearchIndex {
  const items = <T extends DictionaryType | DictionaryView>(list: T[]) =>
    list.map((item) => ({ item, ...searchable(item) }));
  const tables = dictionary.tables.map((table): IndexedTable => ({
    ...searchable(table),
    whole: { table, columns: table.columns },
    columns: table.columns.map(searchable),
    last: undefined,
  }));
  return {
    dictionary,
    everything: { ...dictionary, tables: tables.map((t) => t.whole) },
    tables,
    enums: items(dictionary.enums),
    domains: items(dictionary.domains),
    otherTypes: items(dictionary.otherTypes),
    views: items(dictionary.views),
  };
}

/** Whether a (lower-case) name or comment holds the (lower-case) needle. */
const holds = (needle: string, { name, comment }: Searchable): boolean =>
  name.includes(needle) || comment.includes(needle);

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function matchTable(entry: IndexedTable, needle: string): TableMatch | undefined {
  if (holds(needle, entry)) return entry.whole;
  const all = entry.whole.columns;
  const columns = all.filter((_, i) => holds(needle, entry.columns[i] as Searchable));
  if (columns.length === 0) return undefined;
  if (columns.length === all.length) return entry.whole;
  if (!entry.last || !sameItems(entry.last.columns, columns))
    entry.last = { table: entry.whole.table, columns };
  return entry.last;
}

/**
 * The dictionary narrowed to a search, case-insensitive: a table whose name or comment holds the
 * text with all its columns, else with the columns whose name or comment holds it; the views and
 * types whose name or comment holds it. A blank search keeps everything. A table's match is the
 * same object from one search to the next while it shows the same columns, so that its section is
 * not drawn again.
 */
export function filterDictionary(index: SearchIndex, query: string): FilteredDictionary {
  const needle = query.trim().toLowerCase();
  if (needle === '') return index.everything;
  const keep = <T>(items: IndexedItem<T>[]) =>
    items.filter((entry) => holds(needle, entry)).map((entry) => entry.item);
  return {
    tables: index.tables.flatMap((t) => matchTable(t, needle) ?? []),
    enums: keep(index.enums),
    domains: keep(index.domains),
    otherTypes: keep(index.otherTypes),
    views: keep(index.views),
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
