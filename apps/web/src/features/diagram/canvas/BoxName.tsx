import { Fragment } from 'react';
import classes from './diagram.module.css';

/** Where a name breaks best: after a word of it (as the overview's wrapName breaks it). */
const WORD_END = /(?<=[_.-])/;

/**
 * A zoomed-out table's or view's name (issue 36, item B10): at least 11 px tall on screen up to
 * a part of its box (diagram.module.css), on two lines that break after a `_`, `.` or `-` rather
 * than inside a word. The breaks are `<wbr>`s: the text stays the name.
 */
export function BoxName({ name }: { name: string }) {
  const words = name.split(WORD_END);
  return (
    <span className={classes.boxNameFrame}>
      <span className={classes.boxName} data-box-name="">
        {words.map((word, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {word}
          </Fragment>
        ))}
      </span>
    </span>
  );
}
