import { SqlLexer, type Token } from '../import/sqlLexer';

/**
 * A clause of a statement kept as text (a partition key or bound, MySQL's partitioning) and written
 * back into a statement later: by the importer from a script, by the generators from a model that
 * may come from any client. Both ask the same question, here: is it one clause of plain tokens?
 */

/**
 * The tokens of a clause, or null when it is not one clause of plain tokens: only spaces between
 * them (a comment could swallow what follows the clause once written on one line), no statement
 * end (`;`, `GO`) or meta-command, and its parentheses balanced.
 */
export function clauseTokens(
  text: string,
  dialect: 'postgresql' | 'mysql' = 'postgresql',
): Token[] | null {
  let tokens: Token[];
  try {
    tokens = new SqlLexer(text, dialect).run();
  } catch {
    return null;
  }
  let depth = 0;
  let at = 0;
  for (const t of tokens) {
    if (t.kind === 'end' || t.kind === 'meta' || !/^\s*$/.test(text.slice(at, t.start)))
      return null;
    at = t.end;
    if (t.kind === 'punct' && t.value === '(') depth++;
    if (t.kind === 'punct' && t.value === ')' && --depth < 0) return null;
  }
  return depth === 0 && /^\s*$/.test(text.slice(at)) && tokens.length > 0 ? tokens : null;
}

/**
 * MySQL's partitioning clause (`PARTITION BY` method, expression, partitions and their options),
 * trimmed, when it is that and nothing else; else null.
 */
export function mysqlPartitioning(text: string): string | null {
  const tokens = clauseTokens(text, 'mysql');
  return tokens?.[0]?.upper === 'PARTITION' && tokens[1]?.upper === 'BY' ? text.trim() : null;
}
