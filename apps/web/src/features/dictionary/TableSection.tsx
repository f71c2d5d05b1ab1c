import type { DictionaryColumn, DictionaryTable } from '@relata/core';
import { memo } from 'react';
import { Code } from './Code';
import { ColumnTable } from './ColumnTable';
import classes from './DataDictionary.module.css';
import { DetailTable } from './DetailTable';
import { RefLink } from './RefLink';
import { RelationshipTable } from './RelationshipTable';
import { indexPartsText, listText, orUnnamed, yesNo } from '@relata/core';

/** Props of TableSection. */
export interface TableSectionProps {
  table: DictionaryTable;
  /** The columns shown: all of them, or the ones a search found. */
  columns: DictionaryColumn[];
  /**
   * Whether the section is hidden: drawn for an earlier search and kept mounted until drawn again
   * or removed (useProgressiveCount), its anchor not to be followed.
   */
  hidden?: boolean;
}

/** The content of a TableSection, memoized apart from its `hidden`. */
const TableContent = memo(function TableContent({
  table: t,
  columns,
}: Omit<TableSectionProps, 'hidden'>) {
  const hiddenColumns = t.columns.length - columns.length;
  return (
    <>
      <h3 id={t.anchor} className={classes.entryTitle}>
        {t.name}
      </h3>
      {t.comment && <p className={classes.comment}>{t.comment}</p>}
      {hiddenColumns > 0 && (
        <p className={classes.note}>
          {columns.length} of {t.columns.length} columns match the search.
        </p>
      )}
      {t.columns.length === 0 ? (
        <p className={classes.note}>No columns.</p>
      ) : (
        <ColumnTable anchor={t.anchor} tableName={t.name} columns={columns} />
      )}
      <DetailTable
        id={`${t.anchor}-indexes`}
        title="Indexes"
        headers={['Name', 'Columns', 'Unique', 'Method']}
        rows={t.indexes.map((x, i) => ({
          key: String(i),
          cells: [
            orUnnamed(x.name),
            <Code key={0} text={indexPartsText(x)} />,
            yesNo(x.unique),
            x.method ?? '',
          ],
        }))}
      />
      <DetailTable
        id={`${t.anchor}-uniques`}
        title="Unique constraints"
        headers={['Name', 'Columns']}
        rows={t.uniques.map((u, i) => ({
          key: String(i),
          cells: [orUnnamed(u.name), listText(u.columns)],
        }))}
      />
      <DetailTable
        id={`${t.anchor}-checks`}
        title="Checks"
        headers={['Name', 'Expression', 'Column']}
        rows={t.checks.map((c, i) => ({
          key: String(i),
          cells: [orUnnamed(c.name), <Code key={0} text={c.expression} />, c.column ?? ''],
        }))}
      />
      <RelationshipTable anchor={t.anchor} side="out" relationships={t.relationshipsOut} />
      <RelationshipTable anchor={t.anchor} side="in" relationships={t.relationshipsIn} />
      {t.views.length > 0 && (
        <>
          <h4 className={classes.partTitle}>Read by views</h4>
          <ul className={classes.links}>
            {t.views.map((v) => (
              <li key={v.anchor}>
                <RefLink to={v} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
});

/**
 * One table of the data dictionary: its qualified name (the heading carries the anchor id), its
 * comment, columns, indexes, unique constraints, checks, relationships out and in, and the views
 * that read it. Memoized: a search re-renders only the tables whose shown columns change, and
 * hiding or showing a section does not draw its content again.
 */
export const TableSection = memo(function TableSection({
  table,
  columns,
  hidden = false,
}: TableSectionProps) {
  return (
    <article className={classes.entry} aria-labelledby={table.anchor} hidden={hidden}>
      <TableContent table={table} columns={columns} />
    </article>
  );
});
