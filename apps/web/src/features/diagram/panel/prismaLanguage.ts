import { StreamLanguage, type StringStream } from '@codemirror/language';

/** Prisma's declarations; a keyword only as the first word of a line outside any block. */
const DECLARATIONS = new Set(['model', 'enum', 'datasource', 'generator', 'view', 'type']);
/** The declarations whose name is a type: models, views, composite types and enums. */
const TYPE_DECLARATIONS = new Set(['model', 'view', 'type', 'enum']);
/** The declarations whose lines are fields: a name, then its type. */
const FIELD_BLOCKS = new Set(['model', 'view', 'type']);
/** Prisma's scalar types, a type wherever they stand. */
const SCALARS = new Set([
  'String',
  'Boolean',
  'Int',
  'BigInt',
  'Float',
  'Decimal',
  'DateTime',
  'Json',
  'Bytes',
  'Unsupported',
]);

/** Where the tokenizer is: the block it is in, the brackets open, the words of the line so far. */
interface PrismaState {
  block: string | null;
  braces: number;
  parens: number;
  words: number;
}

/** A word's token: declarations, the names they declare, fields' types, booleans. */
function wordToken(word: string, state: PrismaState): string | null {
  // Words inside an attribute's arguments (`@@index([title], map: "x")`) are not the line's.
  if (state.parens === 0) state.words++;
  const block = state.block ?? '';
  if (state.braces === 0) {
    if (state.words === 1 && DECLARATIONS.has(word)) {
      state.block = word;
      return 'keyword';
    }
    return state.words === 2 && TYPE_DECLARATIONS.has(block) ? 'typeName' : null;
  }
  if (word === 'true' || word === 'false') return 'bool';
  if (SCALARS.has(word)) return 'typeName';
  return state.parens === 0 && state.words === 2 && FIELD_BLOCKS.has(block) ? 'typeName' : null;
}

/** One token of a Prisma schema, as `StreamLanguage` reads it: a tag name, or null for none. */
function token(stream: StringStream, state: PrismaState): string | null {
  if (stream.sol()) state.words = 0;
  if (stream.eatSpace()) return null;
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'lineComment';
  }
  if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return 'string';
  // Attributes: `@id`, `@@map`, `@db.VarChar`.
  if (stream.match(/^@@?[A-Za-z_][\w.]*/)) return 'meta';
  if (stream.match(/^-?\d+(?:\.\d+)?/)) return 'number';
  const word = stream.match(/^[A-Za-z_]\w*/);
  if (word) return wordToken(stream.current(), state);
  const char = stream.next();
  if (char === '{') state.braces++;
  else if (char === '}') {
    state.braces = Math.max(0, state.braces - 1);
    if (state.braces === 0) state.block = null;
  } else if (char === '(') state.parens++;
  else if (char === ')') state.parens = Math.max(0, state.parens - 1);
  return 'punctuation';
}

/**
 * Prisma schema highlighting (schema.prisma, issue 40): declarations, the model and enum names
 * they declare and field types as types, attributes, strings, comments and numbers. Hand-written,
 * as CodeMirror 6 has no Prisma language; enough for the schemas the Parser tab writes.
 */
export const prismaLanguage = StreamLanguage.define<PrismaState>({
  name: 'prisma',
  startState: () => ({ block: null, braces: 0, parens: 0, words: 0 }),
  copyState: (state) => ({ ...state }),
  token,
  languageData: { commentTokens: { line: '//' } },
});
