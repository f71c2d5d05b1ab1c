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

const WORD_START = /[A-Za-z_\u0080-\uffff@#]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff@#]/;
const TWO_CHAR = new Set(['::', '<>', '!=', '>=', '<=', '||', '=>', '->', ':=']);

/** PostgreSQL's longest identifier, in bytes (NAMEDATALEN - 1); longer ones are cut. */
const PG_IDENTIFIER_BYTES = 63;

/** How many bytes a character takes in UTF-8. */
const utf8Length = (ch: string): number => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** An identifier cut as PostgreSQL cuts it: to 63 bytes, on a character boundary. */
function truncateIdentifier(name: string): string {
  if (name.length <= PG_IDENTIFIER_BYTES / 4) return name;
  let out = '';
  let bytes = 0;
  for (const ch of name) {
    bytes += utf8Length(ch);
    if (bytes > PG_IDENTIFIER_BYTES) break;
    out += ch;
  }
  return out;
}

/** Splits SQL text into tokens: comments are dropped, strings and quoted names kept whole. */
export class SqlLexer {
  private pos = 0;
  private line = 1;
  private delimiter = ';';
  /** Whether the next token begins a statement (where DELIMITER, GO and meta-commands are allowed). */
  private atStatementStart = true;
  readonly tokens: Token[] = [];

  constructor(
    private readonly src: string,
    private readonly dialect: SqlDialect,
  ) {}

  /** Tokenises the whole text. Throws an Error with `line` for an unterminated string or comment. */
  run(): Token[] {
    const { src } = this;
    while (this.pos < src.length) {
      const ch = src[this.pos] ?? '';
      const next = src[this.pos + 1] ?? '';
      if (ch === '\n') {
        this.line++;
        this.pos++;
      } else if (
        ch === ' ' ||
        ch === '\t' ||
        ch === '\r' ||
        ch === '\f' ||
        ch === '\v' ||
        ch === '\ufeff'
      )
        this.pos++;
      else if (this.lineStart() && this.tryLineCommand()) continue;
      else if (this.delimiter !== ';' && src.startsWith(this.delimiter, this.pos))
        this.emitEnd(this.delimiter.length);
      else if (ch === '-' && next === '-') this.skipLine();
      else if (ch === '#' && this.dialect === 'mysql') this.skipLine();
      else if (ch === '/' && next === '*') this.blockComment();
      else if (ch === ';') {
        if (this.delimiter === ';') this.emitEnd(1);
        else this.punct();
      } else if (ch === "'") this.quoted("'", 'string', this.pos);
      else if (
        (ch === 'N' ||
          ch === 'n' ||
          ch === 'E' ||
          ch === 'e' ||
          ch === 'X' ||
          ch === 'x' ||
          ch === 'B' ||
          ch === 'b') &&
        next === "'"
      )
        this.quoted("'", 'string', this.pos, 1);
      else if (ch === '"') this.quoted('"', 'ident', this.pos);
      else if (ch === '`') this.quoted('`', 'ident', this.pos);
      else if (ch === '[' && (this.dialect === 'mssql' || this.dialect === 'sqlite'))
        this.quoted(']', 'ident', this.pos);
      else if (ch === '$' && this.dialect === 'postgresql' && this.dollar()) continue;
      else if (ch === '$' && next === '(') this.sqlcmdVariable();
      else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(next))) this.number();
      else if (WORD_START.test(ch)) this.word();
      else this.punct();
    }
    return this.tokens;
  }

  private push(kind: TokenKind, value: string, start: number, line = this.line): void {
    this.tokens.push({
      kind,
      value:
        this.dialect === 'postgresql' && (kind === 'word' || kind === 'ident')
          ? truncateIdentifier(value)
          : value,
      upper: kind === 'word' ? value.toUpperCase() : value,
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

  private lineStart(): boolean {
    for (let i = this.pos - 1; i >= 0; i--) {
      const c = this.src[i];
      if (c === '\n') return true;
      if (c !== ' ' && c !== '\t' && c !== '\r' && c !== '\ufeff') return false;
    }
    return true;
  }

  private restOfLine(): string {
    const nl = this.src.indexOf('\n', this.pos);
    return this.src.slice(this.pos, nl < 0 ? this.src.length : nl);
  }

  /** DELIMITER (MySQL), GO (T-SQL), psql `\` and SQLCMD `:` meta-commands: one whole line each. */
  private tryLineCommand(): boolean {
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

  private skipLine(): void {
    const nl = this.src.indexOf('\n', this.pos);
    this.pos = nl < 0 ? this.src.length : nl;
  }

  private blockComment(): void {
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
        value += this.src[i + 1] ?? '';
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
    for (const c of body) if (c === '\n') this.line++;
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
    const m = /^(0x[0-9a-f]+|\d*\.?\d+(e[+-]?\d+)?)/i.exec(
      this.src.slice(this.pos, this.pos + 100),
    );
    const start = this.pos;
    this.pos += m?.[0].length ?? 1;
    while (WORD_PART.test(this.src[this.pos] ?? '')) this.pos++;
    this.push('number', this.src.slice(start, this.pos), start);
  }

  /**
   * A bare word, ending where a MySQL DELIMITER starts (`END$$`); PostgreSQL folds unquoted
   * identifiers to lower case, the others keep case.
   */
  private word(): void {
    const start = this.pos;
    this.pos++;
    while (
      WORD_PART.test(this.src[this.pos] ?? '') &&
      (this.delimiter === ';' || !this.src.startsWith(this.delimiter, this.pos))
    )
      this.pos++;
    const text = this.src.slice(start, this.pos);
    this.push('word', this.dialect === 'postgresql' ? text.toLowerCase() : text, start);
  }

  private punct(): void {
    const start = this.pos;
    const two = this.src.slice(this.pos, this.pos + 2);
    this.pos += TWO_CHAR.has(two) ? 2 : 1;
    this.push('punct', this.src.slice(start, this.pos), start);
  }
}
