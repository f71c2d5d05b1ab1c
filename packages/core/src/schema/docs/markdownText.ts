/**
 * The one escaping layer of the Markdown documentation: every name, comment, default and
 * expression of a model goes through markdownText, every SQL body through markdownFence.
 */

/** Characters that Markdown would read as HTML (`<script>`) or as an entity (`&lt;`). */
const HTML_CHARACTERS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * What markdownText replaces, in one pass: line breaks of any platform (and Unicode's line and
 * paragraph separators), other control characters, the characters of HTML, and punctuation with
 * a meaning in GitHub-flavoured Markdown inline text, a table cell included (escapes, code spans,
 * emphasis, links, headings, table pipes, strikethrough, math). Parentheses too: a renderer that
 * reads escaped brackets in a link's text loosely (marked does) would otherwise find a link in
 * `[x](javascript:...)`. And what starts one of GFM's autolinks (extended autolinks: GitHub and
 * marked link them in plain text): the `:` of `://` (`https://...`), the `.` of `www.` and every
 * `@` (`user@host.example`, `mailto:user@...`).
 */
const SPECIAL =
  // eslint-disable-next-line no-control-regex -- control characters are among what it replaces
  /\r\n|[\r\n\u2028\u2029]|[\u0000-\u001f\u007f]|[&<>\\`*_[\]()#|~$@]|:(?=\/\/)|(?<=[Ww]{3})\./g;

/** Line breaks, which become `<br>`. */
const LINE_BREAKS = new Set(['\r\n', '\r', '\n', '\u2028', '\u2029']);

/** The replacement of one SPECIAL match. */
function replacement(match: string): string {
  if (LINE_BREAKS.has(match)) return '<br>';
  if (match < ' ' || match === '\u007f') return ' ';
  return HTML_CHARACTERS[match] ?? `\\${match}`;
}

/** What starts a list, at the start of a line: `- `, `+ `, `1. `, `1) `. */
const LIST_START = /^(\s*)([-+]|\d+(?=[.)]))/;

/**
 * User text as Markdown inline text, safe in a table cell, a heading, a link's text or a
 * paragraph: it reads back as exactly the text, creates no HTML, link (autolinks included),
 * emphasis or list and cannot end a cell. Line breaks become `<br>`; other control characters
 * become spaces.
 */
export function markdownText(text: string): string {
  return text
    .replace(SPECIAL, replacement)
    .replace(LIST_START, (_, space: string, marker: string) =>
      /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
    );
}

/** The length of the longest run of backticks in a text (0 without any). */
function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  return longest;
}

/**
 * A fenced code block holding the text verbatim: the fence is a run of backticks longer than any
 * in the text (three at least), so no line of the text can close it.
 */
export function markdownFence(text: string, language = ''): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(text) + 1));
  return `${fence}${language}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}
