import { bytesLiteral, utf8Hex } from '../quoting';
import type { SqlDialect } from './dialects';

/**
 * MySQL's character sets, whose names introduce a literal (`_utf8mb4'none'`, `_binary'ab'`):
 * mysqldump and SHOW CREATE TABLE print them in generated columns and expression defaults.
 */
const CHARSETS =
  'armscii8|ascii|big5|binary|cp1250|cp1251|cp1256|cp1257|cp850|cp852|cp866|cp932|dec8|eucjpms|euckr|gb18030|gb2312|gbk|geostd8|greek|hebrew|hp8|keybcs2|koi8r|koi8u|latin1|latin2|latin5|latin7|macce|macroman|sjis|swe7|tis620|ucs2|ujis|utf16|utf16le|utf32|utf8|utf8mb3|utf8mb4';

/** A quoted string, with MySQL's backslash escapes and doubled quotes. */
const QUOTED = String.raw`'(?:[^'\\]|''|\\[\s\S])*'`;

/**
 * A string (skipped whole, so that nothing inside one is read), or an introduced literal: a
 * charset name after `_` then a string or hexadecimal literal, or `N` right before a string.
 */
const LITERALS = new RegExp(
  String.raw`${QUOTED}|(?<![\w$@#.\x60"])(?:_(${CHARSETS})\s*(${QUOTED}|0x[0-9a-f]+|x'[0-9a-f]*')|N(${QUOTED}))`,
  'gi',
);

/** A whole text that is one introduced literal (a default MySQL keeps as written). */
const INTRODUCED = new RegExp(
  String.raw`^(_(${CHARSETS})\s*(${QUOTED}|0x[0-9a-f]+|x'[0-9a-f]*')|N${QUOTED})$`,
  'i',
);

/** Whether a text is one literal with a character set introducer or MySQL's `N` (`_utf8mb4'x'`, `N'x'`). */
export const isIntroducedLiteral = (text: string): boolean => INTRODUCED.test(text.trim());

/** The bytes of a `_binary'...'` string as the dialect writes bytes; undefined unless the text is plain (no escapes). */
function binaryLiteral(quoted: string, dialect: SqlDialect): string | undefined {
  const text = quoted.slice(1, -1);
  if (/['\\]/.test(text)) return undefined;
  return bytesLiteral(utf8Hex(text), dialect);
}

/** An expression without its literals' introducers, and the introducers it dropped. */
export interface WithoutIntroducers {
  sql: string;
  /** The introducers dropped (`_utf8mb4`, `N`), each once, in order. */
  dropped: string[];
}

/**
 * A MySQL expression's literals as another dialect takes them: a character set introducer is
 * dropped (`_utf8mb4'none'` is `'none'`), `_binary'ab'` becomes bytes as the dialect spells
 * them, and `N'x'` is `'x'` in SQLite, which alone refuses it. MySQL gets the text as written.
 */
export function withoutIntroducers(expression: string, dialect: SqlDialect): WithoutIntroducers {
  const dropped: string[] = [];
  if (dialect === 'mysql') return { sql: expression, dropped };
  const sql = expression.replace(
    LITERALS,
    (whole, charset: string | undefined, value: string | undefined, national?: string) => {
      if (national !== undefined) {
        // SQL Server's N'' is its own, and PostgreSQL reads N'x' as a string as well.
        if (dialect !== 'sqlite') return whole;
        if (!dropped.includes('N')) dropped.push('N');
        return national;
      }
      if (charset === undefined || value === undefined) return whole;
      const name = `_${charset}`;
      if (!dropped.includes(name)) dropped.push(name);
      if (charset.toLowerCase() === 'binary' && value.startsWith("'"))
        return binaryLiteral(value, dialect) ?? value;
      return value;
    },
  );
  return { sql, dropped };
}

/** What a note says of introducers dropped (the place is added by the caller), or undefined for none. */
export function introducerNote(
  dropped: readonly string[],
  dialect: SqlDialect,
): string | undefined {
  if (dropped.length === 0) return undefined;
  return `the literal introducer ${dropped.join(', ')} is dropped: ${dialect} has no character set introducers`;
}
