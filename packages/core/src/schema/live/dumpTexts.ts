/**
 * The check of the SQL text a dump carries as it is (types, defaults, definitions):
 * the engine printed it, but a pasted dump is only text, so each piece must stay inside the place
 * the script writes it in. An expression that ends its statement or closes a parenthesis it did
 * not open, or a definition holding a second statement, makes the dump refused.
 */
import { splitStatements } from '../import/splitter';
import { SqlLexer } from '../import/sqlLexer';
import type { LiveEngine } from './reader';
import { standsAlone } from './sqlText';

/**
 * Whether a definition is one statement as the importer splits a script (a trigger's BEGIN ...
 * END and a function's quoted body hold `;` of their own), with no client command in it.
 */
export function isOneStatement(sql: string, engine: LiveEngine): boolean {
  try {
    const statements = splitStatements(new SqlLexer(sql, engine).run(), engine);
    return statements.length === 1 && statements[0]?.meta === undefined;
  } catch {
    return false;
  }
}

/** A number as the query prints a sequence's options. */
const NUMBER = /^-?\d+$/;

/** The texts of a dump, by what they must be. */
export interface DumpTexts {
  expressions: (string | null)[];
  numbers: string[];
  statements: string[];
}

/** A message naming the first text that would not stay in its place, or null when all do. */
export function unsafeText(
  engine: LiveEngine,
  { expressions, numbers, statements }: DumpTexts,
): string | null {
  const expression = expressions.find((e) => e !== null && !standsAlone(e, engine));
  const number = numbers.find((n) => !NUMBER.test(n));
  const statement = statements.find((s) => !isOneStatement(s, engine));
  const bad = expression ?? number ?? statement;
  return bad === undefined || bad === null
    ? null
    : `The ${engine} catalog holds SQL that is not what its query returns: ${JSON.stringify(bad.slice(0, 80))}. Run the query shown for ${engine} again and paste its result as it is.`;
}
