import type { ReactNode } from 'react';
import classes from './DataDictionary.module.css';
import { ScrollBox } from './ScrollBox';

/** One row of a DetailTable: its first cell is the row's header. */
export interface DetailRow {
  key: string;
  cells: ReactNode[];
}

/** Props of DetailTable. */
export interface DetailTableProps {
  /** The heading's id, which names the table. */
  id: string;
  title: string;
  headers: string[];
  rows: DetailRow[];
}

/**
 * A titled part of an entry (indexes, checks, relationships): an h4 and a table named by it, the
 * first cell of each row its header, scrolling sideways inside its own box. Nothing without rows.
 */
export function DetailTable({ id, title, headers, rows }: DetailTableProps) {
  if (rows.length === 0) return null;
  return (
    <>
      <h4 id={id} className={classes.partTitle}>
        {title}
      </h4>
      <ScrollBox labelledBy={id}>
        <table className={classes.grid} aria-labelledby={id}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells: [first, ...rest] }) => (
              <tr key={key}>
                <th scope="row">{first}</th>
                {rest.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}
