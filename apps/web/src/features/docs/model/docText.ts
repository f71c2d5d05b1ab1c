import { DOC_TOPICS } from '@relata/core';

/** A piece of a help text: plain words or a keyboard key to show as a key cap. */
export type DocTextPart = { kind: 'text'; text: string } | { kind: 'key'; text: string };

// Key names the help texts use, longest combinations first; whole words only.
const KEY_PATTERN =
  /(?<![\w+])(?:Ctrl\+Shift\+Z|Ctrl\+INS|Ctrl\+Z|Ctrl\+C|Ctrl\+V|INS|DEL|Escape|Enter|Shift|Ctrl)(?![\w+])/g;

/** Splits a help text so that key names (INS, Ctrl+INS, DEL, Escape, ...) can be shown as keys. */
export function splitKeys(text: string): DocTextPart[] {
  const parts: DocTextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(KEY_PATTERN)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'key', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** The documentation topic a location hash names ('#relationships'), if it is one. */
export function topicIdFromHash(hash: string): string | undefined {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    return undefined;
  }
  return DOC_TOPICS.some((t) => t.id === id) ? id : undefined;
}
