import {
  DIALECT_NAMES,
  dataDictionary,
  dataDictionaryHtml,
  dataDictionaryMarkdown,
  dialectForDatabaseType,
  type Diagram,
} from '@relata/core';
import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import classes from './DataDictionary.module.css';
import { DictionaryContents } from './DictionaryContents';
import { DictionaryToolbar } from './DictionaryToolbar';
import { downloadText } from './downloadText';
import { anchorTargets, dictionaryAnchors } from './model/anchorTargets';
import { dictionaryFileName } from './model/fileName';
import {
  filterDictionary,
  matchCountText,
  searchIndex,
  type FilteredDictionary,
  type TableMatch,
} from './model/filterDictionary';
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
/** The type groups, each drawn as its own section of TypeSections, in this order. */
const TYPE_GROUPS = ['enums', 'domains', 'otherTypes'] as const;

function EntryGroup({
  group,
  hidden = false,
  children,
}: {
  group: keyof typeof DICTIONARY_GROUPS;
  /** Hidden while it holds only the hidden sections of an earlier search. */
  hidden?: boolean;
  children: ReactNode;
}) {
  const { anchor, title } = DICTIONARY_GROUPS[group];
  return (
    <div className={classes.group} hidden={hidden}>
      <h2 id={anchor} className={classes.groupTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** A table section's React key: its anchor, unique in the dictionary. */
const tableKey = (m: TableMatch): string => m.table.anchor;

/** Props of DictionaryEntries. */
interface DictionaryEntriesProps {
  /** Whether the dictionary has no tables at all. */
  noTables: boolean;
  filtered: FilteredDictionary;
  /** How many of the tables found are drawn (useProgressiveCount). */
  count: number;
  /** Tables drawn for an earlier search, kept hidden until drawn again or removed. */
  hiddenTables: readonly TableMatch[];
  /** The search the entries are for, quoted when nothing matches. */
  searched: string;
}

/**
 * The entries the search shows, by group. Memoized: a keystroke re-renders none of it until its
 * result (the deferred search) is there; then only the sections whose table or shown columns
 * changed are drawn again (TableSection is memoized, and a table's match is the same object while
 * it shows the same columns), a few at a time (useProgressiveCount).
 */
const DictionaryEntries = memo(function DictionaryEntries({
  noTables,
  filtered,
  count,
  hiddenTables,
  searched,
}: DictionaryEntriesProps) {
  const { tables, enums, domains, otherTypes, views } = filtered;
  const nothingFound = [tables, enums, domains, otherTypes, views].every((l) => l.length === 0);
  return (
    <div className={classes.body}>
      {nothingFound && <p className={classes.empty}>Nothing matches “{searched}”.</p>}
      {(tables.length > 0 || noTables || hiddenTables.length > 0) && (
        <EntryGroup group="tables" hidden={tables.length === 0 && !noTables}>
          {noTables && <p className={classes.empty}>No tables yet.</p>}
          {/* One list, so that a section moving between the shown and the hidden stays mounted. */}
          {[...tables.slice(0, count), ...hiddenTables].map((m, i) => (
            <TableSection
              key={tableKey(m)}
              table={m.table}
              columns={m.columns}
              hidden={i >= count}
            />
          ))}
          {count < tables.length && (
            <p className={classes.note}>
              Showing {count} of {tables.length} tables; the others follow.
            </p>
          )}
        </EntryGroup>
      )}
      {TYPE_GROUPS.map(
        (group) =>
          filtered[group].length > 0 && (
            <EntryGroup key={group} group={group}>
              {filtered[group].map((t) => (
                <TypeSection key={t.anchor} type={t} />
              ))}
            </EntryGroup>
          ),
      )}
      {views.length > 0 && (
        <EntryGroup group="views">
          {views.map((v) => (
            <ViewSection key={v.anchor} view={v} />
          ))}
        </EntryGroup>
      )}
    </div>
  );
});

/**
 * The data dictionary of a project (issue 41, item 3), for members and share-link readers: core's
 * dataDictionary of the diagram, searchable by name and comment, with a table of contents, Print,
 * and the Markdown and HTML downloads when `allowExport`. A thousand tables stay responsive: the
 * dictionary and its search index are computed once per diagram, the search is deferred, and table
 * sections render progressively, a search's result too (content-visibility skips laying out those
 * off screen).
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
  const index = useMemo(
    () => searchIndex(dataDictionary(shownDiagram, { dialect })),
    [shownDiagram, dialect],
  );
  const dictionary = index.dictionary;
  const anchors = useMemo(() => dictionaryAnchors(dictionary), [dictionary]);
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const filtered = useMemo(() => filterDictionary(index, searched), [index, searched]);
  const { count, hidden, showThrough, keepThrough } = useProgressiveCount(
    filtered.tables,
    searched,
    tableKey,
  );
  const targets = useMemo(() => anchorTargets(anchors, filtered), [anchors, filtered]);
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

  const d = dictionary;
  const empty = [d.tables, d.enums, d.domains, d.otherTypes, d.views].every((l) => l.length === 0);
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
            <DictionaryEntries
              noTables={dictionary.tables.length === 0}
              filtered={filtered}
              count={count}
              hiddenTables={hidden}
              searched={searched}
            />
          </div>
        </>
      )}
    </section>
  );
}
