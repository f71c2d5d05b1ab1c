import type { DataDictionary } from '@relata/core';
import type { FilteredDictionary } from './filterDictionary';
import { DICTIONARY_GROUPS } from './sections';

/** Where the view's anchors are: what the links of the data dictionary may point to. */
export interface AnchorTargets {
  /** Each table the search shows, by anchor: its index in the progressively rendered list. */
  shownTables: ReadonlyMap<string, number>;
  /** Every anchor of the dictionary: a table's index in the unfiltered list, -1 for the rest. */
  all: ReadonlyMap<string, number>;
}

/**
 * Every anchor of the dictionary: the tables' places in the whole list (the order their sections
 * render in); types, views and groups at -1. Once per dictionary, not per search.
 */
export function dictionaryAnchors(dictionary: DataDictionary): ReadonlyMap<string, number> {
  const all = new Map<string, number>(dictionary.tables.map((t, i) => [t.anchor, i]));
  for (const list of [
    dictionary.enums,
    dictionary.domains,
    dictionary.otherTypes,
    dictionary.views,
  ])
    for (const item of list) all.set(item.anchor, -1);
  for (const group of Object.values(DICTIONARY_GROUPS)) all.set(group.anchor, -1);
  return all;
}

/**
 * Where each anchor of the dictionary is: the tables' places in the list the search shows, and
 * every anchor of the dictionary (`dictionaryAnchors`).
 */
export function anchorTargets(
  all: ReadonlyMap<string, number>,
  filtered: FilteredDictionary,
): AnchorTargets {
  return { shownTables: new Map(filtered.tables.map((m, i) => [m.table.anchor, i])), all };
}
