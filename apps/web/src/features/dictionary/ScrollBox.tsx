import type { ReactNode } from 'react';
import classes from './DataDictionary.module.css';

/** Props of ScrollBox. */
export interface ScrollBoxProps {
  /** The id of what names the table inside (its caption or heading). */
  labelledBy: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls in sideways, so that the page never does (390 px screens). It takes
 * the focus, so that a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ScrollBox({ labelledBy, children }: ScrollBoxProps) {
  return (
    <div className={classes.scroll} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
