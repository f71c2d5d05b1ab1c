/**
 * The one way text reaches the SVG document: every name, type, comment and title goes through
 * `xmlText`, and every number through `num`, so nothing from a diagram is written raw.
 */

/** The entity of each character with a meaning in markup or in a quoted attribute. */
const ENTITIES: Readonly<Record<number, string>> = {
  0x26: '&amp;',
  0x3c: '&lt;',
  0x3e: '&gt;',
  0x22: '&quot;',
  0x27: '&apos;',
};

/**
 * What takes the place of a character (a UTF-16 code unit): its entity, '' for what XML 1.0 forbids (its `Char`
 * production: C0 controls other than tab, line feed and carriage return, lone surrogates, U+FFFE
 * and U+FFFF), or undefined to keep it.
 */
function replacement(c: number): string | undefined {
  const entity = ENTITIES[c];
  if (entity) return entity;
  if (c < 0x20) return c === 0x09 || c === 0x0a || c === 0x0d ? undefined : '';
  if (c === 0xfffe || c === 0xffff) return '';
  if (c >= 0xdc00 && c <= 0xdfff) return '';
  return undefined;
}

/**
 * A text as XML character data, safe in an element and in a quoted attribute alike: the characters
 * XML 1.0 forbids dropped, `& < > " '` written as entities.
 */
export function xmlText(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Most characters of most names need nothing.
    if (c >= 0x40 && c < 0xd800) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      out += text.slice(from, i);
      from = i + 1;
      continue;
    }
    const put = replacement(c);
    if (put === undefined) continue;
    out += text.slice(from, i) + put;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A number for a coordinate or a size: at most two decimals, and 0 for what is not finite. */
export function num(n: number): string {
  if (Number.isInteger(n)) return String(n);
  if (!Number.isFinite(n)) return '0';
  return String(Math.round(n * 100) / 100);
}

/** A text as a single line is drawn (`white-space: nowrap`): each run of white space one space. */
export function oneLine(text: string): string {
  return /\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}
