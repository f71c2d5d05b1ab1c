import type { DictionaryRef } from '@relata/core';
import { memo } from 'react';
import classes from './DataDictionary.module.css';
import type { FilteredDictionary } from './model/filterDictionary';
import { DICTIONARY_GROUPS } from './model/sections';
import { RefLink } from './RefLink';

/** Props of DictionaryContents. */
export interface DictionaryContentsProps {
  filtered: FilteredDictionary;
}

/** The groups that have entries, each with its entries' links. */
function groups(filtered: FilteredDictionary) {
  const all: { key: keyof typeof DICTIONARY_GROUPS; refs: DictionaryRef[] }[] = [
    { key: 'tables', refs: filtered.tables.map((m) => m.table) },
    { key: 'enums', refs: filtered.enums },
    { key: 'domains', refs: filtered.domains },
    { key: 'otherTypes', refs: filtered.otherTypes },
    { key: 'views', refs: filtered.views },
  ];
  return all.filter((g) => g.refs.length > 0);
}

/**
 * One entry's link. Memoized: the entries are the dictionary's objects, the same from one search
 * to the next, so a search draws only the links it adds.
 */
const ContentsEntry = memo(function ContentsEntry({ to }: { to: DictionaryRef }) {
  return (
    <li>
      <RefLink to={to} />
    </li>
  );
});

/**
 * The data dictionary's table of contents: a link to each group and to each table, type and view
 * the search shows, by core's anchor ids. Memoized: it changes only with the search's result.
 */
export const DictionaryContents = memo(function DictionaryContents({
  filtered,
}: DictionaryContentsProps) {
  const shown = groups(filtered);
  if (shown.length === 0) return null;
  return (
    <nav className={classes.contents} aria-label="Contents">
      <p className={classes.contentsTitle}>Contents</p>
      <ol>
        {shown.map(({ key, refs }) => (
          <li key={key}>
            <a className={classes.link} href={`#${DICTIONARY_GROUPS[key].anchor}`}>
              {DICTIONARY_GROUPS[key].title}
            </a>
            <ol>
              {refs.map((ref) => (
                <ContentsEntry key={ref.anchor} to={ref} />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
});
