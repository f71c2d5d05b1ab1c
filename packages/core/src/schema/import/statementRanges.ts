import type { SqlDialect } from '../sql/dialects';
import { SqlLexer, type Token } from './sqlLexer';
import { splitStatements } from './splitter';

/** Where one statement of a script is: `from` its first character, `to` after its last. */
export interface StatementRange {
  from: number;
  to: number;
}

/** The tokens of a script; an unterminated string or comment ends the text as one last piece. */
function tokensOf(text: string, dialect: SqlDialect): { tokens: Token[]; rest: number | null } {
  const lexer = new SqlLexer(text, dialect);
  try {
    return { tokens: lexer.run(), rest: null };
  } catch {
    const tokens = lexer.tokens;
    let last = tokens.length - 1;
    while (last >= 0 && tokens[last]?.kind !== 'end') last--;
    const kept = tokens.slice(0, last + 1);
    return { tokens: kept, rest: kept.at(-1)?.end ?? 0 };
  }
}

/**
 * The statements of a script as ranges of its text, cut where the importer cuts them (`;`, and
 * the dialect's own separators), comments between statements left out. A statement the lexer
 * cannot finish (an open quote) runs to the end of the text, so an editor can still run it and
 * let the engine say what is wrong.
 */
export function statementRanges(text: string, dialect: SqlDialect): StatementRange[] {
  const { tokens, rest } = tokensOf(text, dialect);
  const ranges: StatementRange[] = [];
  for (const statement of splitStatements(tokens, dialect)) {
    const first = statement.tokens[0];
    const last = statement.tokens.at(-1);
    if (first && last) ranges.push({ from: first.start, to: last.end });
  }
  if (rest !== null) {
    const from = text.slice(rest).search(/\S/);
    if (from >= 0) ranges.push({ from: rest + from, to: text.trimEnd().length });
  }
  return ranges;
}

/**
 * The statement a cursor at `offset` is in, or the nearest one before it (a cursor after the
 * `;` or on an empty line below runs the statement above), else the first after it.
 */
export function statementAt(ranges: StatementRange[], offset: number): StatementRange | undefined {
  let before: StatementRange | undefined;
  for (const r of ranges) {
    if (offset >= r.from && offset <= r.to) return r;
    if (r.to < offset) before = r;
    else return before ?? r;
  }
  return before;
}
