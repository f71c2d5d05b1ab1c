/**
 * PostgreSQL's array defaults (`'{}'::text[]`, `'{a,"b c"}'::varchar[]`, `ARRAY[1, 2]`) for an
 * engine without arrays, whose column holds the array as JSON text (MySQL's JSON, SQLite's and SQL
 * Server's text): the same elements as a JSON array. Kept as it was, the default was PostgreSQL's
 * literal (`{}`, `ARRAY[]`), which no JSON reader takes and MariaDB's JSON check refuses.
 */

/** An array's elements: text, numbers, booleans, NULL, or arrays of them. */
type Element = string | number | boolean | null | Element[];

/** How an array's unquoted elements read: as numbers, as booleans, or as text. */
type ElementKind = 'number' | 'boolean' | 'text';

/** PostgreSQL's spellings of a boolean element (`{t,f}` as array_out prints them, `{true}`). */
const BOOLEAN_WORDS: Record<string, boolean> = { t: true, true: true, f: false, false: false };

/** A default cast to an array type, `'…'::name[]` (pg_dump's spelling), with its literal. */
const ARRAY_LITERAL =
  /^'((?:[^']|'')*)'\s*::\s*("[^"]+"|[a-z_][\w.]*)(?:\s+(?:varying|precision|without|with|time|zone))*\s*(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?\s*\[\]/i;

/** `ARRAY[…]`, maybe cast to an array type. */
const ARRAY_CONSTRUCTOR = /^ARRAY\s*\[([\s\S]*?)\]\s*(?:::[\s\S]*\[\])?$/i;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** The elements of an array literal's text (`{a,"b,c",NULL,{1,2}}`), or null when it is no array. */
function literalElements(text: string, kind: ElementKind): Element[] | null {
  let at = 0;
  const array = (): Element[] | null => {
    if (text[at] !== '{') return null;
    at++;
    const out: Element[] = [];
    for (;;) {
      while (/\s/.test(text[at] ?? '')) at++;
      if (text[at] === '}' && out.length === 0) {
        at++;
        return out;
      }
      if (text[at] === '{') {
        const inner = array();
        if (inner === null) return null;
        out.push(inner);
      } else if (text[at] === '"') {
        let value = '';
        for (at++; at < text.length && text[at] !== '"'; at++)
          value += text[at] === '\\' ? (text[++at] ?? '') : text[at];
        if (text[at] !== '"') return null;
        at++;
        out.push(value);
      } else {
        const start = at;
        while (at < text.length && !/[,}]/.test(text[at] ?? '')) at++;
        const word = text.slice(start, at).trim();
        if (word === '') return null;
        const bool = kind === 'boolean' ? BOOLEAN_WORDS[word.toLowerCase()] : undefined;
        out.push(
          /^null$/i.test(word)
            ? null
            : bool !== undefined
              ? bool
              : kind === 'number' && NUMBER.test(word)
                ? Number(word)
                : word,
        );
      }
      while (/\s/.test(text[at] ?? '')) at++;
      if (text[at] === ',') at++;
      else if (text[at] === '}') {
        at++;
        return out;
      } else return null;
    }
  };
  const elements = array();
  return elements !== null && text.slice(at).trim() === '' ? elements : null;
}

/** The elements of `ARRAY[…]`'s text when each is a literal (a string, number or NULL, maybe cast). */
function constructorElements(text: string): Element[] | null {
  if (text.trim() === '') return [];
  const out: Element[] = [];
  for (const part of splitTop(text)) {
    const value = part.replace(/::[\w\s."]+(\(\s*\d+(\s*,\s*\d+)?\s*\))?$/, '').trim();
    if (/^null$/i.test(value)) out.push(null);
    else if (NUMBER.test(value)) out.push(Number(value));
    else if (/^'(?:[^']|'')*'$/.test(value)) out.push(value.slice(1, -1).replace(/''/g, "'"));
    else return null;
  }
  return out;
}

/** The text split at the commas outside string literals. */
function splitTop(text: string): string[] {
  return (text.match(/(?:'(?:[^']|'')*'|[^,'])+/g) ?? []).map((p) => p.trim());
}

/** Element types whose unquoted array elements are numbers. */
const NUMERIC_ELEMENT =
  /^(?:pg_catalog\.)?(smallint|integer|int|int2|int4|int8|bigint|numeric|decimal|real|float4|float8|double)$/i;

/** Element types whose unquoted array elements are booleans. */
const BOOLEAN_ELEMENT = /^(?:pg_catalog\.)?(bool|boolean)$/i;

/** How the elements of an array of this element type read. */
const elementKind = (type: string): ElementKind =>
  NUMERIC_ELEMENT.test(type) ? 'number' : BOOLEAN_ELEMENT.test(type) ? 'boolean' : 'text';

/**
 * A PostgreSQL array default as JSON text (see above), or undefined when it is no array of
 * literals. A literal without a cast (`'{1,2}'`) is one on a column of an array type
 * (`arrayElement`: its element type, `int` of `int[]`).
 */
export function arrayDefaultAsJson(value: string, arrayElement?: string): string | undefined {
  const literal = ARRAY_LITERAL.exec(value);
  const read = (text: string, element: string) => {
    const elements = literalElements(text.replace(/''/g, "'"), elementKind(element));
    return elements === null ? undefined : JSON.stringify(elements);
  };
  if (literal && value.slice(literal[0].length).trim() === '')
    return read(literal[1] ?? '', literal[2] ?? '');
  const plain = /^'((?:[^']|'')*)'$/.exec(value);
  if (plain && arrayElement !== undefined) return read(plain[1] ?? '', arrayElement);
  const constructed = ARRAY_CONSTRUCTOR.exec(value);
  if (constructed) {
    const elements = constructorElements(constructed[1] ?? '');
    return elements === null ? undefined : JSON.stringify(elements);
  }
  return undefined;
}
