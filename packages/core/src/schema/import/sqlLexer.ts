import type { SqlDialect } from '../sql/dialects';

/** Kinds of SQL token. `end` closes a statement (`;`, a MySQL DELIMITER, or T-SQL `GO`). */
export type TokenKind = 'word' | 'ident' | 'string' | 'number' | 'punct' | 'end' | 'meta';

/** One token, with its 1-based line and its place in the source text. */
export interface Token {
  kind: TokenKind;
  /** Text of the token; for quoted identifiers and strings without the quotes (escapes undone). */
  value: string;
  /** Upper-cased value for words, for keyword tests. */
  upper: string;
  line: number;
  start: number;
  end: number;
}

// Character codes the lexer tests (it reads `charCodeAt`: no one-character strings, no regex).
const NEWLINE = 0x0a;
const TAB = 0x09;
const VERTICAL_TAB = 0x0b;
const FORM_FEED = 0x0c;
const CR = 0x0d;
const SPACE = 0x20;
const BOM = 0xfeff;
const DOUBLE_QUOTE = 0x22;
const HASH = 0x23;
const DOLLAR = 0x24;
const QUOTE = 0x27;
const OPEN_PAREN = 0x28;
const STAR = 0x2a;
const DASH = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const SEMICOLON = 0x3b;
const AT = 0x40;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const UNDERSCORE = 0x5f;
const BACKTICK = 0x60;
const COLON = 0x3a;

/** N'', E'', X'' and B'' strings (either case). */
const STRING_PREFIXES = new Set([...'NnEeXxBb'].map((ch) => ch.charCodeAt(0)));

/** The first characters of a line command, by dialect (see tryLineCommand). */
const LINE_COMMAND_STARTS: Record<SqlDialect, Set<number>> = {
  mysql: new Set([0x44, 0x64]), // DELIMITER
  mssql: new Set([0x47, 0x67, COLON]), // GO, :setvar
  postgresql: new Set([BACKSLASH]), // \connect
  sqlite: new Set(),
};

/** What an ASCII character may be, as bits of CHAR_CLASS (one load instead of a chain of tests). */
const SPACE_CLASS = 1;
const WORD_START_CLASS = 2;
const WORD_PART_CLASS = 4;
const DIGIT_CLASS = 8;
/** A letter or `_`: a word's start that starts nothing else. */
const NAME_START_CLASS = 16;
const CHAR_CLASS = new Uint8Array(128);
for (const c of [NEWLINE, SPACE, TAB, CR, FORM_FEED, VERTICAL_TAB]) CHAR_CLASS[c] = SPACE_CLASS;
for (let c = 0; c < 128; c++) {
  const name = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === UNDERSCORE;
  const digit = c >= 0x30 && c <= 0x39;
  const start = name || c === AT || c === HASH;
  CHAR_CLASS[c] =
    (CHAR_CLASS[c] ?? 0) |
    (start ? WORD_START_CLASS : 0) |
    (start || digit || c === DOLLAR ? WORD_PART_CLASS : 0) |
    (digit ? DIGIT_CLASS : 0) |
    (name ? NAME_START_CLASS : 0);
}
/**
 * Whether a character code is of a class: ASCII by the table, a character past it when `above`
 * says so (NaN past the end is none).
 */
const isOf = (c: number, cls: number, above: boolean) =>
  c < 128 ? (CHAR_CLASS[c]! & cls) !== 0 : above && c >= 0x80;
const isDigit = (c: number) => isOf(c, DIGIT_CLASS, false);
/** A letter, `_`, `@`, `#` or any character past ASCII. */
const isWordStart = (c: number) => isOf(c, WORD_START_CLASS, true);
/** What may follow in a word: those, digits and `$`. */
const isWordPart = (c: number) => isOf(c, WORD_PART_CLASS, true);

const TWO_CHAR = new Set(['::', '<>', '!=', '>=', '<=', '||', '=>', '->', ':=']);
/** The last characters of TWO_CHAR's operators. */
const TWO_CHAR_ENDS = new Set([...TWO_CHAR].map((op) => op.charCodeAt(1)));
/** TWO_CHAR's operators by their two character codes (the first times 0x10000 plus the second). */
const TWO_CHAR_BY_CODES = new Map(
  [...TWO_CHAR].map((op) => [op.charCodeAt(0) * 0x10000 + op.charCodeAt(1), op]),
);
/** A number: hexadecimal, or digits with an optional fraction and exponent (sticky, from `pos`). */
const NUMBER = /0x[0-9a-f]+|\d*\.?\d+(e[+-]?\d+)?/iy;

/** The opening of MySQL's executable comment (`/*!50001`) or MariaDB's (`/*M!100101`). */
const EXECUTABLE_OPEN = /^\/\*M?!(\d*)/;

/**
 * Versions no server has reached: a comment gated on one runs nowhere, so it is a comment
 * (mariadb-dump's first line since 2024, `/*M!999999\- enable the sandbox mode *\/`).
 */
const NO_SERVER_VERSION = 200_000;

/**
 * A MySQL script as the server runs it: the text of its executable comments (`/*!50001 CREATE
 * VIEW …` up to the comment's end, how mysqldump writes views, triggers, events and options) is
 * SQL, so their opening and closing marks are blanked, each position and line kept. Other
 * dialects' texts, and texts without such comments, are answered as they are.
 */
export function withExecutableComments(text: string, dialect: SqlDialect): string {
  if (dialect !== 'mysql' || !/\/\*M?!/.test(text)) return text;
  const lexer = new SqlLexer(text, dialect, true);
  try {
    lexer.run();
  } catch {
    // Text the lexer cannot read is reported by the reading that follows; the marks before it stand.
  }
  let out = '';
  let at = 0;
  for (const [from, to] of lexer.markers) {
    out += text.slice(at, from) + ' '.repeat(to - from);
    at = to;
  }
  return out + text.slice(at);
}

/** How many words a lexer keeps for reuse (a power of two). */
const WORD_CACHE_SIZE = 1024;
/** The shortest text whose lexer keeps words for reuse. */
const WORD_CACHE_MIN_TEXT = 4096;

/** PostgreSQL's longest identifier, in bytes (NAMEDATALEN - 1); longer ones are cut. */
const PG_IDENTIFIER_BYTES = 63;

/** How many bytes a character takes in UTF-8. */
const utf8Length = (ch: string): number => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * How many bytes a text without surrogates takes in UTF-8; Infinity for a text with them (which
 * truncateIdentifier then counts character by character).
 */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) return Infinity;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return bytes;
}

/** How many line breaks a text holds. */
function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** An identifier cut as PostgreSQL cuts it: to 63 bytes, on a character boundary. */
function truncateIdentifier(name: string): string {
  if (name.length <= PG_IDENTIFIER_BYTES / 4) return name;
  if (name.length <= PG_IDENTIFIER_BYTES && utf8Bytes(name) <= PG_IDENTIFIER_BYTES) return name;
  let out = '';
  let bytes = 0;
  for (const ch of name) {
    bytes += utf8Length(ch);
    if (bytes > PG_IDENTIFIER_BYTES) break;
    out += ch;
  }
  return out;
}

/**
 * What a backslash escape stands for in a string: PostgreSQL's E'' (octal, hex and Unicode
 * escapes aside), or MySQL's, where `\%` and `\_` keep their backslash (for LIKE patterns).
 */
const ESCAPED: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
const MYSQL_ESCAPED: Record<string, string> = {
  ...ESCAPED,
  f: 'f',
  '0': '\0',
  Z: '\u001a',
  '%': '\\%',
  _: '\\_',
};

/** The character (or text) a backslash and `next` stand for in a string literal. */
const unescaped = (next: string, mysql: boolean): string =>
  (mysql ? MYSQL_ESCAPED[next] : ESCAPED[next]) ?? next;

/** Splits SQL text into tokens: comments are dropped, strings and quoted names kept whole. */
export class SqlLexer {
  private pos = 0;
  private line = 1;
  private delimiter = ';';
  /** Whether the next token begins a statement (where DELIMITER, GO and meta-commands are allowed). */
  private atStatementStart = true;
  /** Whether only spaces, tabs, CRs and BOMs stand between the line's start and `pos`. */
  private atLineStart = true;
  /** Where skipLine last found the next CR (past the end as an unsigned -1 when there is none). */
  private nextCr = -1;
  /** The tokens read and not yet answered by `nextPart` (after a throw, those read before it). */
  tokens: Token[] = [];

  private readonly lineCommandStarts: Set<number>;
  /**
   * Words read, by the hash of their characters (see word); only for a script long enough to
   * repeat them (a lexer is also made for each short expression the generators check).
   */
  private readonly words:
    ({ text: string; value: string; upper: string } | undefined)[] | undefined;

  /**
   * With `executable`: where MySQL's executable comments open (`/*!50001`, `/*M!100101`) and
   * close, whose text between is read as SQL (see withExecutableComments).
   */
  readonly markers: [from: number, to: number][] = [];
  /** Whether an executable comment is open (the next star and slash close it). */
  private inExecutable = false;

  constructor(
    private readonly src: string,
    private readonly dialect: SqlDialect,
    private readonly executable = false,
  ) {
    this.lineCommandStarts = LINE_COMMAND_STARTS[dialect];
    if (src.length >= WORD_CACHE_MIN_TEXT) this.words = new Array(WORD_CACHE_SIZE);
  }

  /** Tokenises the whole text. Throws an Error with `line` for an unterminated string or comment. */
  run(): Token[] {
    while (this.pos < this.src.length) this.step();
    return this.tokens;
  }

  /**
   * Tokenises the text up to and including the next `end` token (or to its end) and answers those
   * tokens, keeping none; no tokens at the end. Read a statement at a time, a script holds only
   * one statement's tokens, which die young: at 10 000 tables its 700 000 tokens, all held at
   * once, were moved to the old generation and collected there at great cost. Throws as `run`.
   */
  nextPart(): Token[] {
    const { src, tokens } = this;
    while (this.pos < src.length) {
      const before = tokens.length;
      this.step();
      if (tokens.length > before && tokens[tokens.length - 1]?.kind === 'end') break;
    }
    this.tokens = [];
    return tokens;
  }

  /** Reads the spaces and line breaks up to the next token, then that token, comment or line command. */
  private step(): void {
    const { src } = this;
    let c = src.charCodeAt(this.pos);
    while (isOf(c, SPACE_CLASS, false) || c === BOM) {
      if (c === NEWLINE) {
        this.line++;
        this.atLineStart = true;
      } else if (c === FORM_FEED || c === VERTICAL_TAB) {
        // Skipped like a space, but a line command after it is not at the start of its line.
        this.atLineStart = false;
      }
      c = src.charCodeAt(++this.pos);
    }
    if (this.pos >= src.length) return;
    if (this.atLineStart && this.tryLineCommand(c)) return;
    this.atLineStart = false;
    const next = src.charCodeAt(this.pos + 1);
    // Most tokens are words: one that starts with a letter or `_`, not as a string's prefix, is
    // nothing else unless a MySQL DELIMITER may start with it.
    if (isOf(c, NAME_START_CLASS, false) && next !== QUOTE && this.delimiter === ';') this.word();
    else if (this.delimiter !== ';' && src.startsWith(this.delimiter, this.pos))
      this.emitEnd(this.delimiter.length);
    else if (c === DASH && next === DASH) this.skipLine();
    else if (c === HASH && this.dialect === 'mysql') this.skipLine();
    else if (c === SLASH && next === STAR) this.blockComment();
    else if (c === STAR && next === SLASH && this.inExecutable) {
      this.markers.push([this.pos, this.pos + 2]);
      this.pos += 2;
      this.inExecutable = false;
    } else if (c === SEMICOLON) {
      if (this.delimiter === ';') this.emitEnd(1);
      else this.punct();
    } else if (c === QUOTE) this.quoted("'", 'string', this.pos);
    else if (next === QUOTE && STRING_PREFIXES.has(c)) this.quoted("'", 'string', this.pos, 1);
    else if (c === DOUBLE_QUOTE) this.quoted('"', 'ident', this.pos);
    else if (c === BACKTICK) this.quoted('`', 'ident', this.pos);
    else if (c === OPEN_BRACKET && (this.dialect === 'mssql' || this.dialect === 'sqlite'))
      this.quoted(']', 'ident', this.pos);
    else if (c === DOLLAR && this.dialect === 'postgresql' && this.dollar()) return;
    else if (c === DOLLAR && next === OPEN_PAREN) this.sqlcmdVariable();
    else if (isDigit(c) || (c === DOT && isDigit(next))) this.number();
    else if (isWordStart(c)) this.word();
    else if (c === BACKSLASH && this.dialect === 'postgresql') this.inlineMetaCommand();
    else this.punct();
  }

  /**
   * A psql meta-command after SQL on its line (`SELECT 1 \gset`): no SQL holds a bare backslash,
   * so the rest of the line is the command, and the statement before it ends there.
   */
  private inlineMetaCommand(): void {
    const line = this.restOfLine();
    const start = this.pos;
    this.pos += line.length;
    this.push('meta', line.trim(), start);
  }

  private push(
    kind: TokenKind,
    value: string,
    start: number,
    line = this.line,
    upper = kind === 'word' ? value.toUpperCase() : value,
  ): void {
    this.tokens.push({
      kind,
      // A word comes cut already (see word).
      value: this.dialect === 'postgresql' && kind === 'ident' ? truncateIdentifier(value) : value,
      upper,
      line,
      start,
      end: this.pos,
    });
    this.atStatementStart = kind === 'end' || kind === 'meta';
  }

  private emitEnd(length: number): void {
    const start = this.pos;
    this.pos += length;
    this.push('end', this.src.slice(start, this.pos), start);
  }

  private fail(message: string, line: number): never {
    throw Object.assign(new Error(message), { line });
  }

  private restOfLine(): string {
    const nl = this.src.indexOf('\n', this.pos);
    return this.src.slice(this.pos, nl < 0 ? this.src.length : nl);
  }

  /**
   * DELIMITER (MySQL), GO (T-SQL), psql `\` and SQLCMD `:` meta-commands: one whole line each.
   * `c` is the line's first character after spaces; most lines begin with none of them.
   */
  private tryLineCommand(c: number): boolean {
    if (!this.lineCommandStarts.has(c)) return false;
    const line = this.restOfLine();
    const start = this.pos;
    if (this.dialect === 'mysql' && this.atStatementStart && /^delimiter\s+\S/i.test(line)) {
      this.delimiter = line.trim().split(/\s+/)[1] ?? ';';
      this.pos += line.length;
      this.push('meta', line.trim(), start);
      return true;
    }
    if (this.dialect === 'mssql' && /^go(\s+\d+)?\s*(--.*)?$/i.test(line.trim())) {
      this.pos += line.length;
      this.push('end', 'GO', start);
      return true;
    }
    if (
      (this.dialect === 'postgresql' && line.startsWith('\\')) ||
      (this.dialect === 'mssql' && /^:[a-z]/i.test(line))
    ) {
      this.pos += line.length;
      this.push('meta', line.trim(), start);
      return true;
    }
    return false;
  }

  /** A `--` (or MySQL `#`) comment: to the line's end, which PostgreSQL and SQL Server find at a CR too. */
  private skipLine(): void {
    const { src, pos } = this;
    const newline = src.indexOf('\n', pos);
    const end = newline < 0 ? src.length : newline;
    if (this.dialect === 'postgresql' || this.dialect === 'mssql') {
      // The next CR is looked for again only once it lies behind: most texts have none.
      if (this.nextCr < pos) this.nextCr = src.indexOf('\r', pos) >>> 0;
      this.pos = Math.min(end, this.nextCr);
    } else this.pos = end;
  }

  private blockComment(): void {
    const open = this.executable && EXECUTABLE_OPEN.exec(this.src.slice(this.pos, this.pos + 16));
    if (open && !(Number(open[1] || 0) >= NO_SERVER_VERSION)) {
      this.markers.push([this.pos, this.pos + open[0].length]);
      this.pos += open[0].length;
      this.inExecutable = true;
      return;
    }
    const startLine = this.line;
    let depth = 0;
    const nested = this.dialect === 'postgresql';
    while (this.pos < this.src.length) {
      if (this.src.startsWith('/*', this.pos)) {
        depth = nested || depth === 0 ? depth + 1 : depth;
        this.pos += 2;
      } else if (this.src.startsWith('*/', this.pos)) {
        this.pos += 2;
        if (--depth === 0) return;
      } else {
        if (this.src[this.pos] === '\n') this.line++;
        this.pos++;
      }
    }
    this.fail('unterminated /* comment', startLine);
  }

  private quoted(close: string, kind: TokenKind, start: number, prefix = 0): void {
    const startLine = this.line;
    const backslash =
      kind === 'string' &&
      (this.dialect === 'mysql' || (/^[Ee]$/.test(this.src[start] ?? '') && prefix === 1));
    this.pos += 1 + prefix;
    // Most quoted texts hold no doubled quote and no escape: one slice.
    const end = this.src.indexOf(close, this.pos);
    const whole = end >= 0 ? this.src.slice(this.pos, end) : '';
    if (end >= 0 && this.src.charAt(end + 1) !== close && !(backslash && whole.includes('\\'))) {
      this.line += countNewlines(whole);
      this.pos = end + 1;
      this.push(kind, whole, start, startLine);
      return;
    }
    let value = '';
    for (;;) {
      const i = this.pos;
      const c = this.src[i];
      if (c === undefined)
        this.fail(
          kind === 'string'
            ? 'unterminated string literal'
            : `unterminated quoted name (missing ${close})`,
          startLine,
        );
      if (c === '\n') this.line++;
      if (backslash && c === '\\') {
        value += unescaped(this.src[i + 1] ?? '', this.dialect === 'mysql');
        if (this.src[i + 1] === '\n') this.line++;
        this.pos += 2;
      } else if (c === close) {
        if (this.src[i + 1] === close) {
          value += close;
          this.pos += 2;
        } else {
          this.pos++;
          break;
        }
      } else {
        value += c;
        this.pos++;
      }
    }
    this.push(kind, value, start, startLine);
  }

  /** PostgreSQL dollar quoting: $$...$$ or $tag$...$tag$. Returns false when `$` starts no quote. */
  private dollar(): boolean {
    const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(this.src.slice(this.pos, this.pos + 64));
    if (!m) return false;
    const tag = m[0];
    const start = this.pos;
    const startLine = this.line;
    const close = this.src.indexOf(tag, this.pos + tag.length);
    if (close < 0) this.fail(`unterminated ${tag} quoted body`, startLine);
    const body = this.src.slice(this.pos + tag.length, close);
    this.line += countNewlines(body);
    this.pos = close + tag.length;
    this.push('string', body, start, startLine);
    return true;
  }

  private sqlcmdVariable(): void {
    const start = this.pos;
    const close = this.src.indexOf(')', this.pos);
    this.pos = close < 0 ? this.src.length : close + 1;
    this.push('word', this.src.slice(start, this.pos), start);
  }

  private number(): void {
    const start = this.pos;
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(this.src);
    this.pos += m?.[0].length ?? 1;
    const numberEnd = this.pos;
    while (isWordPart(this.src.charCodeAt(this.pos))) this.pos++;
    const text = this.src.slice(start, this.pos);
    // MySQL's names may begin with digits (`4o6_interface`, Kea's): a number with letters after it
    // is a name there.
    if (this.dialect === 'mysql' && this.pos > numberEnd && /[^\d]/.test(text))
      this.push('word', text, start);
    else this.push('number', text, start);
  }

  /**
   * A bare word, ending where a MySQL DELIMITER starts (`END$$`); PostgreSQL folds unquoted
   * identifiers to lower case, the others keep case.
   */
  private word(): void {
    const { src } = this;
    const start = this.pos;
    // Which cases the word's letters are in (a character past ASCII counts as both), so that its
    // folded forms are made only when they differ: most words are in one case already.
    let upperCase = false;
    let lowerCase = false;
    const { delimiter } = this;
    const customDelimiter = delimiter !== ';';
    let pos = start;
    let c = src.charCodeAt(pos);
    let hash = 0;
    for (;;) {
      if (c >= 0x61 && c <= 0x7a) lowerCase = true;
      else if (c >= 0x41 && c <= 0x5a) upperCase = true;
      else if (c >= 0x80) upperCase = lowerCase = true;
      hash = (Math.imul(hash, 31) + c) | 0;
      c = src.charCodeAt(++pos);
      if (!isWordPart(c) || (customDelimiter && src.startsWith(delimiter, pos))) break;
    }
    this.pos = pos;
    // A script repeats its words (keywords, types, its column and schema names): a word read
    // before is taken from the cache, found by the hash of its characters, without a new string.
    const { words } = this;
    const slot = (hash ^ (hash >>> 13)) & (WORD_CACHE_SIZE - 1);
    const cached = words?.[slot];
    if (
      cached !== undefined &&
      cached.text.length === pos - start &&
      src.startsWith(cached.text, start)
    ) {
      this.push('word', cached.value, start, this.line, cached.upper);
      return;
    }
    const text = src.slice(start, pos);
    let value = text;
    // A word without lower-case letters (most keywords) is its own upper case.
    let upper = text;
    if (this.dialect === 'postgresql') {
      const lower = upperCase ? text.toLowerCase() : text;
      if (lowerCase) upper = lower.toUpperCase();
      value = truncateIdentifier(lower);
    } else if (lowerCase) upper = text.toUpperCase();
    if (words) words[slot] = { text, value, upper };
    this.push('word', value, start, this.line, upper);
  }

  private punct(): void {
    const { src } = this;
    const start = this.pos;
    // Every two-character operator ends in one of these; most punctuation is one character.
    const second = src.charCodeAt(start + 1);
    const two = TWO_CHAR_ENDS.has(second)
      ? TWO_CHAR_BY_CODES.get(src.charCodeAt(start) * 0x10000 + second)
      : undefined;
    const value = two ?? src.charAt(start);
    this.pos += value.length;
    this.push('punct', value, start);
  }
}
