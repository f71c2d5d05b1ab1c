/** A DBML token: words, quoted names ("..."), strings ('...', '''...'''), `expressions`, numbers, punctuation. */
export interface DbmlToken {
  kind: 'word' | 'ident' | 'string' | 'expr' | 'number' | 'punct';
  value: string;
  line: number;
}

/** A DBML syntax error with its line. */
export class DbmlError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** What `\n`, `\r` and `\t` stand for in a quoted name or string (and `\uXXXX` for its code unit). */
const ESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t' };

function readQuoted(
  src: string,
  start: number,
  quote: string,
  line: number,
): { value: string; end: number; lines: number } {
  const triple = quote === "'" && src.startsWith("'''", start);
  const close = triple ? "'''" : quote;
  let i = start + close.length;
  let value = '';
  let lines = 0;
  while (i < src.length && !src.startsWith(close, i)) {
    const c = src[i] ?? '';
    if (c === '\n') {
      if (!triple && quote !== '`') throw new DbmlError('unterminated string', line);
      lines++;
    }
    if (c === '\\' && quote !== '`' && i + 1 < src.length) {
      const escape = /^u[0-9a-fA-F]{4}/.exec(src.slice(i + 1, i + 6))?.[0];
      value += escape
        ? String.fromCharCode(parseInt(escape.slice(1), 16))
        : (ESCAPED[src[i + 1] ?? ''] ?? src[i + 1] ?? '');
      i += escape ? 6 : 2;
    } else {
      value += c;
      i++;
    }
  }
  if (i >= src.length) throw new DbmlError(`unterminated ${triple ? "'''" : quote} string`, line);
  return { value: triple ? value.replace(/^\n|\n\s*$/g, '') : value, end: i + close.length, lines };
}

/** Splits DBML text into tokens, dropping comments. Throws DbmlError for unterminated strings and comments. */
export function lexDbml(src: string): DbmlToken[] {
  const tokens: DbmlToken[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (src.startsWith('//', i)) {
      const nl = src.indexOf('\n', i);
      i = nl < 0 ? src.length : nl;
    } else if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) throw new DbmlError('unterminated /* comment', line);
      for (let k = i; k < end; k++) if (src[k] === '\n') line++;
      i = end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      const q = readQuoted(src, i, c, line);
      tokens.push({
        kind: c === "'" ? 'string' : c === '"' ? 'ident' : 'expr',
        value: q.value,
        line,
      });
      line += q.lines;
      i = q.end;
    } else if (
      /[0-9]/.test(c) ||
      (c === '-' && /[0-9]/.test(src[i + 1] ?? '') && tokens[tokens.length - 1]?.value === ':')
    ) {
      const m = /^-?\d+(\.\d+)?/.exec(src.slice(i, i + 64));
      const text = m?.[0] ?? c;
      tokens.push({ kind: 'number', value: text, line });
      i += text.length;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      const m = /^[A-Za-z0-9_\u0080-\uffff]+/.exec(src.slice(i, i + 256));
      const text = m?.[0] ?? c;
      tokens.push({ kind: 'word', value: text, line });
      i += text.length;
    } else {
      const two = src.slice(i, i + 2);
      const value = two === '<>' ? two : c;
      tokens.push({ kind: 'punct', value, line });
      i += value.length;
    }
  }
  return tokens;
}
