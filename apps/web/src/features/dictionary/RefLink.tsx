import type { DictionaryRef } from '@relata/core';
import classes from './DataDictionary.module.css';

/** Props of RefLink. */
export interface RefLinkProps {
  to: DictionaryRef;
}

/** A link to a table, view or type of the data dictionary, by its anchor id. */
export function RefLink({ to }: RefLinkProps) {
  return (
    <a className={classes.link} href={`#${to.anchor}`}>
      {to.name}
    </a>
  );
}
