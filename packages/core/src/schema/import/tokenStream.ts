import type { Token } from './sqlLexer';

/** A statement that cannot be read, with the line where reading stopped. */
export class ParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** A cursor over one statement's tokens, with the checks a recursive-descent parser needs. */
export class TokenStream {
  i = 0;

  constructor(
    readonly tokens: Token[],
    readonly src: string,
  ) {}

  /** The token `offset` places ahead, if any. */
  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  /** Whether every token has been read. */
  done(): boolean {
    return this.i >= this.tokens.length;
  }

  /** The line to report: the current token's, or the last one's at the end. */
  line(): number {
    return (this.peek() ?? this.tokens[this.tokens.length - 1])?.line ?? 1;
  }

  /** Reads one token; fails at the end of the statement. */
  next(what = 'more'): Token {
    const t = this.tokens[this.i];
    if (!t) throw new ParseError(`unexpected end of statement, expected ${what}`, this.line());
    this.i++;
    return t;
  }

  /** Whether the token at `offset` is the keyword (unquoted word, any case). */
  is(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'word' && t.upper === word;
  }

  /** Whether the token at `offset` is the punctuation. */
  isPunct(p: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'punct' && t.value === p;
  }

  /** Reads the keywords if they all come next, in order. */
  accept(...words: string[]): boolean {
    for (let k = 0; k < words.length; k++) if (!this.is(words[k] ?? '', k)) return false;
    this.i += words.length;
    return true;
  }

  /** Reads the punctuation if it comes next. */
  acceptPunct(p: string): boolean {
    if (!this.isPunct(p)) return false;
    this.i++;
    return true;
  }

  /** Reads the keyword or fails with the line. */
  expect(word: string): void {
    if (!this.accept(word)) throw this.unexpected(word);
  }

  /** Reads the punctuation or fails with the line. */
  expectPunct(p: string): void {
    if (!this.acceptPunct(p)) throw this.unexpected(`'${p}'`);
  }

  /** An error naming what was expected and what was found. */
  unexpected(expected: string): ParseError {
    const t = this.peek();
    const found = t ? `'${t.value}'` : 'the end of the statement';
    return new ParseError(`expected ${expected} but found ${found}`, this.line());
  }

  /** Whether the next token can be a name (an unquoted word or a quoted identifier). */
  isName(offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'word' || t?.kind === 'ident';
  }

  /** Reads a name: a word or a quoted identifier (string literals too, as MySQL allows). */
  name(what = 'a name'): string {
    const t = this.peek();
    if (!t || (t.kind !== 'word' && t.kind !== 'ident' && t.kind !== 'string'))
      throw this.unexpected(what);
    this.i++;
    return t.value;
  }

  /** Reads a dotted name (`db.schema.table`) and returns its parts. */
  qualifiedName(what = 'a name'): string[] {
    const parts = [this.name(what)];
    while (this.isPunct('.') && this.isName(1)) {
      this.i++;
      parts.push(this.name(what));
    }
    return parts;
  }

  /** Skips a parenthesised group when one starts here; returns the source text inside it. */
  group(): string {
    if (!this.isPunct('(')) return '';
    const open = this.next();
    let depth = 1;
    while (depth > 0) {
      const t = this.next("')'");
      if (t.value === '(' && t.kind === 'punct') depth++;
      else if (t.value === ')' && t.kind === 'punct') depth--;
      if (depth === 0) return this.src.slice(open.end, t.start);
    }
    return '';
  }

  /** Skips tokens up to (not past) a `,` or `)` outside parentheses, or the end. */
  skipToElementEnd(): void {
    while (!this.done() && !this.isPunct(',') && !this.isPunct(')')) {
      if (this.isPunct('(')) this.group();
      else this.i++;
    }
  }

  /** A parenthesised list of names, e.g. a key's columns; ASC/DESC, lengths and options are dropped. */
  nameList(): string[] {
    this.expectPunct('(');
    const names: string[] = [];
    while (!this.acceptPunct(')')) {
      names.push(this.name('a column name'));
      this.skipToElementEnd();
      if (!this.acceptPunct(',') && !this.isPunct(')')) throw this.unexpected("',' or ')'");
    }
    return names;
  }

  /** The source text from token index `from` to the current position. */
  textFrom(from: number): string {
    return this.textBetween(from, this.i);
  }

  /** The source text of tokens `from` up to (not including) `to`. */
  textBetween(from: number, to: number): string {
    const first = this.tokens[from];
    const last = this.tokens[to - 1];
    return first && last && to > from ? this.src.slice(first.start, last.end) : '';
  }

  /** The whole statement's source text. */
  statementText(): string {
    return this.textBetween(0, this.tokens.length);
  }

  /** Reads to the end of the statement and returns the source text read. */
  rest(): string {
    const from = this.i;
    this.i = this.tokens.length;
    return this.textFrom(from);
  }
}
