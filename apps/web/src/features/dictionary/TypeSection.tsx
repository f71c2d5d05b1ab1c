import type { DictionaryType } from '@relata/core';
import { memo } from 'react';
import { Code } from './Code';
import classes from './DataDictionary.module.css';
import { DetailTable } from './DetailTable';
import { orUnnamed } from '@relata/core';

/** Props of TypeSection. */
export interface TypeSectionProps {
  type: DictionaryType;
}

/**
 * One project type: an enum's values, a domain's base type, NOT NULL, default and checks, or
 * another type's definition and CREATE statement. Memoized: a search does not draw again the
 * types it keeps.
 */
export const TypeSection = memo(function TypeSection({ type: t }: TypeSectionProps) {
  return (
    <article className={classes.entry} aria-labelledby={t.anchor}>
      <h3 id={t.anchor} className={classes.entryTitle}>
        {t.name}
      </h3>
      {t.comment && <p className={classes.comment}>{t.comment}</p>}
      {t.values.length > 0 && (
        <>
          <h4 className={classes.partTitle}>Values</h4>
          <ul className={classes.values}>
            {t.values.map((v, i) => (
              <li key={i}>
                <Code text={v} />
              </li>
            ))}
          </ul>
        </>
      )}
      {(t.baseType || t.notNull || t.defaultValue) && (
        <dl className={classes.facts}>
          {t.baseType && (
            <div>
              <dt>Base type</dt>
              <dd>
                <Code text={t.baseType} />
              </dd>
            </div>
          )}
          {t.notNull && (
            <div>
              <dt>Null</dt>
              <dd>no (NOT NULL)</dd>
            </div>
          )}
          {t.defaultValue && (
            <div>
              <dt>Default</dt>
              <dd>
                <Code text={t.defaultValue} />
              </dd>
            </div>
          )}
        </dl>
      )}
      <DetailTable
        id={`${t.anchor}-checks`}
        title="Checks"
        headers={['Name', 'Expression']}
        rows={t.checks.map((c, i) => ({
          key: String(i),
          cells: [orUnnamed(c.name), <Code key={0} text={c.expression} />],
        }))}
      />
      {t.sql && (
        <>
          <h4 className={classes.partTitle}>Definition</h4>
          <pre className={classes.sql}>
            <code>{t.sql}</code>
          </pre>
        </>
      )}
    </article>
  );
});
