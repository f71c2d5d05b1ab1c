import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Colours of the generated script, from CSS variables (ScriptView.module.css) so that the script
 * reads well in dark and light themes alike; CodeMirror's default style is made for white only.
 * Besides SQL's tags, those of the ORM languages (issue 40): Prisma's attributes and TypeScript's
 * and Python's decorators (`meta`) in the keywords' colour, as SQL's constraints are; class names
 * (a Python or TypeScript model) in the types'.
 */
export const scriptHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.meta], color: 'var(--script-keyword)' },
  { tag: [tags.typeName, tags.className, tags.standard(tags.name)], color: 'var(--script-type)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--script-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--script-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--script-comment)' },
  { tag: [tags.punctuation, tags.operator], color: 'var(--script-punctuation)' },
]);
