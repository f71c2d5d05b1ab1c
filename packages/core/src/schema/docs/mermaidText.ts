/**
 * The one escaping layer of the Mermaid output, kept within Mermaid's erDiagram grammar
 * (packages/mermaid/src/diagrams/er/parser/erDiagram.jison): ids, attribute words and quoted text.
 */

/**
 * Words the erDiagram lexer reads as keywords where an entity id stands (`one`, `many`, `to`,
 * `end`, `style`, ...): an id that is one of them gets a suffix.
 */
const RESERVED_IDS = new Set([
  'erdiagram',
  'one',
  'many',
  'only',
  'zero',
  'to',
  'optionally',
  'u',
  'end',
  'class',
  'classdef',
  'style',
  'subgraph',
  'direction',
  'title',
  'acctitle',
  'accdescr',
]);

/** An attribute word the lexer would read as a key (`PK`, `fk`, `UK(3)`): any case, then no word character. */
const KEY_WORD = /^(pk|fk|uk)(?![A-Za-z0-9_])/i;

/**
 * Hands out entity ids: letters, digits and underscores only, starting with a letter, never a
 * keyword, unique (case-insensitively) within one diagram.
 */
export class EntityIds {
  private readonly used = new Set<string>();

  /** The id for a name (`sales.order lines` -> `sales_order_lines`), `_2`, `_3`... when taken. */
  claim(name: string): string {
    let base = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
    if (!/^[A-Za-z]/.test(base)) base = `t_${base}`.replace(/_+$/, '');
    if (RESERVED_IDS.has(base.toLowerCase())) base = `${base}_`;
    let id = base;
    for (let n = 2; this.used.has(id.toLowerCase()); n++) id = `${base}_${n}`;
    this.used.add(id.toLowerCase());
    return id;
  }
}

/** A word of an attribute line starts with a letter or `_` and is not read as a key. */
function attributeWord(word: string, fallback: string): string {
  const plain = word === '' ? fallback : word;
  const start = /^[A-Za-z_]/.test(plain) ? plain : `_${plain}`;
  return KEY_WORD.test(start) ? `_${start}` : start;
}

/** An attribute's name as one word of letters, digits and underscores (`order date` -> `order_date`). */
export function attributeName(name: string): string {
  const word = name.replace(/[^A-Za-z0-9_]+/g, '_');
  // Underscores only where the name had something else inside it, not at its ends.
  return attributeWord(word === name ? word : word.replace(/^_+|_+$/g, ''), 'column');
}

/**
 * A type as one attribute word of `[A-Za-z0-9_()[\]-]`: spaces, dots and commas become
 * underscores (`character varying(40)` -> `character_varying(40)`, `numeric(10, 2)` ->
 * `numeric(10_2)`), other characters are dropped. No comma: Mermaid 11.14's grammar reads
 * `numeric(10,2)` as a syntax error, although some versions took it.
 */
export function attributeType(type: string): string {
  const token = type
    .trim()
    .replace(/\s*([(),[\]])\s*/g, '$1')
    .replace(/[\s.,]+/g, '_')
    .replace(/[^A-Za-z0-9_()[\]-]/g, '');
  return attributeWord(token, 'untyped');
}

/** Characters written as Mermaid's entity codes (`#quot;`), which it turns back into the character. */
const CODES: Record<string, string> = {
  '#': '#35;',
  '"': '#quot;',
  '%': '#37;',
  '\\': '#92;',
  '~': '#126;',
  '<': '#lt;',
  '>': '#gt;',
  '&': '#amp;',
  ':': '#58;',
};

/**
 * Text for between double quotes (an entity's label, an attribute's comment, a relationship's
 * label): on one line, its quotes, `%`, `\`, `~`, `<`, `>`, `&`, `#` and `:` as entity codes, and
 * `direction` followed by a space spelled so (`direction#32;`) that the lexer, which takes any
 * line holding `direction LR` for a direction statement, does not. The `:` because Mermaid's
 * preprocessing (encodeEntities) drops the last `;` of any line holding `style` or `classDef`,
 * then `:`, then `#` (meant for `style x fill:#f00;`): a label `style a:#1;` would lose its `;`,
 * or its last entity code's. The one `:` the generator writes itself, a relationship's ` : `, has
 * a space after it, which that pattern does not cross.
 */
export function mermaidString(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- line breaks and controls end a Mermaid line
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/[#"%\\~<>&:]/g, (c) => CODES[c] ?? c)
      .replace(/(direction)\s/gi, '$1#32;')
  );
}
