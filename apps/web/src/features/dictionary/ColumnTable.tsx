import type { ColumnKey, DictionaryColumn } from '@relata/core';
import { Fragment } from 'react';
import classes from './DataDictionary.module.css';
import { RefLink } from './RefLink';
import { ScrollBox } from './ScrollBox';
import { defaultText, yesNo } from '@relata/core';

/** Props of ColumnTable. */
export interface ColumnTableProps {
  /** The table's anchor id: the caption's id is made from it. */
  anchor: string;
  tableName: string;
  columns: DictionaryColumn[];
}

const KEY_TITLES = { PK: 'Primary key', UNIQUE: 'Unique', FK: 'Foreign key' } as const;

function KeyText({ entry }: { entry: ColumnKey }) {
  const abbr = <abbr title={KEY_TITLES[entry.kind]}>{entry.kind}</abbr>;
  if (entry.kind !== 'FK' || !entry.target) return abbr;
  return (
    <>
      {abbr} → <RefLink to={entry.target} />.{entry.target.column}
    </>
  );
}

/**
 * A table's columns: name (the row's header), type in the project's dialect, nullability,
 * default, keys (a foreign key links the table it references) and comment.
 */
export function ColumnTable({ anchor, tableName, columns }: ColumnTableProps) {
  const captionId = `${anchor}-columns`;
  return (
    <ScrollBox labelledBy={captionId}>
      <table className={classes.grid}>
        <caption id={captionId} className={classes.caption}>
          Columns of {tableName}
        </caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Type</th>
            <th scope="col">Null</th>
            <th scope="col">Default</th>
            <th scope="col">Keys</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c, i) => (
            <tr key={i}>
              <th scope="row" className={classes.code}>
                {c.name}
              </th>
              <td className={`${classes.code} ${classes.type}`}>{c.type}</td>
              <td>{yesNo(c.nullable)}</td>
              <td className={classes.code}>{defaultText(c)}</td>
              <td className={classes.keys}>
                {c.keys.map((k, j) => (
                  <Fragment key={j}>
                    {j > 0 && ', '}
                    <KeyText entry={k} />
                  </Fragment>
                ))}
              </td>
              <td className={classes.comment}>{c.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
