import type { DictionaryView } from '@relata/core';
import { memo } from 'react';
import classes from './DataDictionary.module.css';
import { RefLink } from './RefLink';
import { listText } from '@relata/core';

/** Props of ViewSection. */
export interface ViewSectionProps {
  view: DictionaryView;
}

/** One view: materialized or not, its comment, declared columns, the tables it reads and its query. */
export const ViewSection = memo(function ViewSection({ view: v }: ViewSectionProps) {
  return (
    <article className={classes.entry} aria-labelledby={v.anchor}>
      <h3 id={v.anchor} className={classes.entryTitle}>
        {v.name}
      </h3>
      {v.materialized && <p className={classes.note}>Materialized view.</p>}
      {v.comment && <p className={classes.comment}>{v.comment}</p>}
      {v.columns.length > 0 && (
        <p>
          <span className={classes.label}>Columns:</span> {listText(v.columns)}
        </p>
      )}
      {v.tables.length > 0 && (
        <p>
          <span className={classes.label}>Reads:</span>{' '}
          {v.tables.map((t, i) => (
            <span key={t.anchor}>
              {i > 0 && ', '}
              <RefLink to={t} />
            </span>
          ))}
        </p>
      )}
      <h4 className={classes.partTitle}>Query ({v.dialect})</h4>
      <pre className={classes.sql}>
        <code>{v.sql}</code>
      </pre>
    </article>
  );
});
