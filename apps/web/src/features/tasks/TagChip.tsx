import type { Tag } from '@relata/core';
import classes from './Board.module.css';
import { readableTextColor } from '../../lib/theme/readableText';

/** Props of TagChip. */
export interface TagChipProps {
  tag: Pick<Tag, 'name' | 'color'>;
}

/** A tag in its colour, with black or white text, whichever reads better on it. */
export function TagChip({ tag }: TagChipProps) {
  return (
    <span
      className={classes.chip}
      style={{ background: tag.color, color: readableTextColor(tag.color) }}
      title={tag.name}
    >
      {tag.name}
    </span>
  );
}
