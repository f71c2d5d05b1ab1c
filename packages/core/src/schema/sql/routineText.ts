/** Reading a kept routine's or trigger's text: its arguments, the table a trigger is on. */

import { unquotedName } from '../quoting';

/** Literals, quoted names, dollar-quoted bodies, words and single characters of a statement. */
const TOKENS =
  /\$(\w*)\$[\s\S]*?\$\1\$|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|[\p{L}_][\p{L}\p{N}_$]*|\S/gu;

/**
 * A routine's argument list as DROP takes it: the first parenthesised list of its head, each
 * argument without its DEFAULT (`p_id integer DEFAULT 1` is `p_id integer`).
 */
export function routineArguments(sql: string): string | null {
  return routineArgumentList(sql)?.join(', ') ?? null;
}

/** The arguments of routineArguments one by one (null when the text has no parenthesised list). */
export function routineArgumentList(sql: string): string[] | null {
  let depth = 0;
  let start = -1;
  let argStart = -1;
  const args: string[] = [];
  for (const { 0: text, index } of sql.matchAll(TOKENS)) {
    if (text === '(') {
      if (depth === 0) start = argStart = index + 1;
      depth++;
    } else if (text === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        args.push(sql.slice(argStart, index));
        break;
      }
    } else if (text === ',' && depth === 1) {
      args.push(sql.slice(argStart, index));
      argStart = index + 1;
    }
  }
  if (start < 0) return null;
  return args
    .map((a) => a.replace(/\s+(?:DEFAULT\b|=)[\s\S]*$/i, '').trim())
    .filter((a) => a !== '');
}

/** The table a trigger is on (`... ON [ONLY] schema.table ...`), as written; undefined if none. */
export function triggerTable(sql: string): { name: string; schema?: string } | undefined {
  const words = [...sql.matchAll(TOKENS)].map((m) => m[0]);
  const on = words.findIndex((w, i) => i > 2 && /^on$/i.test(w));
  if (on < 0) return undefined;
  let at = on + 1;
  if (/^only$/i.test(words[at] ?? '')) at++;
  const part = (w: string | undefined) => (w === undefined ? '' : unquotedName(w));
  const first = part(words[at]);
  if (words[at + 1] === '.') return { schema: first, name: part(words[at + 2]) };
  return first ? { name: first } : undefined;
}
