import {
  DIALECT_NAMES,
  dataDictionary,
  dataDictionaryHtml,
  dataDictionaryMarkdown,
  dialectForDatabaseType,
  type Diagram,
} from '@relata/core';
import { useCallback, useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import classes from './DataDictionary.module.css';
import { DictionaryContents } from './DictionaryContents';
import { DictionaryToolbar } from './DictionaryToolbar';
import { downloadText } from './downloadText';
import { anchorTargets } from './model/anchorTargets';
import { dictionaryFileName } from './model/fileName';
import { filterDictionary, matchCountText } from './model/filterDictionary';
import { DICTIONARY_GROUPS } from './model/sections';
import { TableSection } from './TableSection';
import { TypeSection } from './TypeSection';
import { useAnchorJump } from './useAnchorJump';
import { usePrintEverything } from './usePrintEverything';
import { useProgressiveCount } from './useProgressiveCount';
import { ViewSection } from './ViewSection';

/** Props of DataDictionaryView. */
export interface DataDictionaryViewProps {
  /** The stored diagram (GET /diagram, or a share link's): the model documented. */
  diagram: Diagram;
  /** The project's database type: the dialect whose column types are shown. */
  databaseType: string;
  /** The project's name: the heading's and the downloaded documents' title. */
  title: string;
  /** Whether the Markdown and HTML downloads are offered. */
  allowExport: boolean;
}

const FILE_TYPES = { md: 'text/markdown;charset=utf-8', html: 'text/html;charset=utf-8' } as const;

/** A group of entries under its h2, which carries the group's anchor id. */
function EntryGroup({
  group,
  children,
}: {
  group: keyof typeof DICTIONARY_GROUPS;
  children: ReactNode;
}) {
  const { anchor, title } = DICTIONARY_GROUPS[group];
  return (
    <div className={classes.group}>
      <h2 id={anchor} className={classes.groupTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/**
 * The data dictionary of a project (issue 41, item 3), for members and share-link readers: core's
 * dataDictionary of the diagram, searchable by name and comment, with a table of contents, Print,
 * and the Markdown and HTML downloads when `allowExport`. A thousand tables stay responsive: the
 * dictionary is computed once per diagram, the search is deferred, and table sections render
 * progressively (content-visibility skips laying out those off screen).
 */
export function DataDictionaryView({
  diagram,
  databaseType,
  title,
  allowExport,
}: DataDictionaryViewProps) {
  const headingId = useId();
  const dialect = dialectForDatabaseType(databaseType);
  // A change from elsewhere re-renders the sections in the background, not under the reader's typing.
  const shownDiagram = useDeferredValue(diagram);
  const dictionary = useMemo(
    () => dataDictionary(shownDiagram, { dialect }),
    [shownDiagram, dialect],
  );
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const filtered = useMemo(() => filterDictionary(dictionary, searched), [dictionary, searched]);
  const { count, showThrough, keepThrough } = useProgressiveCount(filtered.tables.length);
  const targets = useMemo(() => anchorTargets(dictionary, filtered), [dictionary, filtered]);
  const clearSearch = useCallback(() => setQuery(''), []);
  const handleClick = useAnchorJump(targets, { showThrough, keepThrough, clearSearch });
  const handlePrint = usePrintEverything(useCallback(() => showThrough(Infinity), [showThrough]));

  const handleDownload = (format: 'md' | 'html') => {
    const options = { title, dialect };
    const text =
      format === 'md'
        ? dataDictionaryMarkdown(diagram, options)
        : dataDictionaryHtml(diagram, options);
    downloadText(text, dictionaryFileName(title, format), FILE_TYPES[format]);
  };

  const { tables, enums, domains, otherTypes, views } = filtered;
  const d = dictionary;
  const empty = [d.tables, d.enums, d.domains, d.otherTypes, d.views].every((l) => l.length === 0);
  const nothingFound = [tables, enums, domains, otherTypes, views].every((l) => l.length === 0);
  return (
    // The click handler only follows in-page links (useAnchorJump); they stay keyboard links.
    <section className={classes.view} aria-labelledby={headingId} onClick={handleClick}>
      <header className={classes.header}>
        <h1 id={headingId} className={classes.title}>
          Data dictionary{title.trim() && <span className={classes.project}>: {title}</span>}
        </h1>
        <p className={classes.lead}>Column types as {DIALECT_NAMES[dialect]} writes them.</p>
      </header>
      {empty ? (
        <p className={classes.empty}>No tables yet.</p>
      ) : (
        <>
          <DictionaryToolbar
            query={query}
            onQueryChange={setQuery}
            countText={matchCountText(dictionary, filtered, searched)}
            onPrint={handlePrint}
            onDownload={allowExport ? handleDownload : undefined}
          />
          <div className={classes.layout}>
            <DictionaryContents filtered={filtered} />
            <div className={classes.body}>
              {nothingFound && <p className={classes.empty}>Nothing matches “{searched}”.</p>}
              {(tables.length > 0 || dictionary.tables.length === 0) && (
                <EntryGroup group="tables">
                  {dictionary.tables.length === 0 && (
                    <p className={classes.empty}>No tables yet.</p>
                  )}
                  {tables.slice(0, count).map((m) => (
                    <TableSection key={m.table.anchor} table={m.table} columns={m.columns} />
                  ))}
                  {count < tables.length && (
                    <p className={classes.note}>
                      Showing {count} of {tables.length} tables; the others follow.
                    </p>
                  )}
                </EntryGroup>
              )}
              {enums.length > 0 && (
                <EntryGroup group="enums">
                  {enums.map((t) => (
                    <TypeSection key={t.anchor} type={t} />
                  ))}
                </EntryGroup>
              )}
              {domains.length > 0 && (
                <EntryGroup group="domains">
                  {domains.map((t) => (
                    <TypeSection key={t.anchor} type={t} />
                  ))}
                </EntryGroup>
              )}
              {otherTypes.length > 0 && (
                <EntryGroup group="otherTypes">
                  {otherTypes.map((t) => (
                    <TypeSection key={t.anchor} type={t} />
                  ))}
                </EntryGroup>
              )}
              {views.length > 0 && (
                <EntryGroup group="views">
                  {views.map((v) => (
                    <ViewSection key={v.anchor} view={v} />
                  ))}
                </EntryGroup>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
