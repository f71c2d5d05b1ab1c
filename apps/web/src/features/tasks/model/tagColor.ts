import { DEFAULT_TAG_COLOR } from '@relata/core';
import { isHexColor } from '../../../lib/theme/readableText';

/** Colours offered when a tag is created from the task dialog; the first is the default (spec 2 §3). */
export const TAG_SWATCHES: readonly string[] = [
  DEFAULT_TAG_COLOR,
  '#c92a2a',
  '#d9480f',
  '#e67700',
  '#2b8a3e',
  '#0b7285',
  '#1971c2',
  '#4263eb',
  '#862e9c',
  '#c2255c',
];

/** Whether a text is a colour tags accept: `#rgb` or `#rrggbb`. */
export const isTagColor = isHexColor;
