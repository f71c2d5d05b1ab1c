import { Kbd } from '@mantine/core';
import classes from './Documentation.module.css';
import { splitKeys } from './model/docText';

/** Props of DocText. */
export interface DocTextProps {
  text: string;
}

/** A help text with its keyboard shortcuts shown as key caps. */
export function DocText({ text }: DocTextProps) {
  return (
    <>
      {splitKeys(text).map((part, i) =>
        part.kind === 'key' ? (
          <Kbd key={i} className={classes.kbd}>
            {part.text}
          </Kbd>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
