import { stripOuterParens } from '../sql/defaultValue';
import type { SqlDialect } from '../sql/dialects';
import { nextvalSequence, type DefaultSequence } from '../sql/sequenceDefault';
import type { Catalog } from './catalog';
import type { Token } from './sqlLexer';
import type { TokenStream } from './tokenStream';

/** Words that may follow a type's first word and belong to the type. */
const TYPE_WORDS = new Set(['UNSIGNED', 'SIGNED', 'ZEROFILL', 'PRECISION', 'VARYING']);
/** First words of multi-word type names, and the words that may follow them. */
const TYPE_CONTINUES: Record<string, string[]> = {
  NATIONAL: ['CHARACTER', 'CHAR', 'VARCHAR'],
  DOUBLE: ['PRECISION'],
  CHARACTER: ['VARYING'],
  CHAR: ['VARYING'],
  BIT: ['VARYING'],
  LONG: ['VARCHAR', 'VARBINARY', 'RAW'],
  UNSIGNED: ['BIG'],
  BIG: ['INT'],
};

/** Words that end a column's type and start its constraints, even when unknown to the parser. */
const CONSTRAINT_WORDS = new Set([
  'NOT',
  'NULL',
  'DEFAULT',
  'PRIMARY',
  'UNIQUE',
  'REFERENCES',
  'CHECK',
  'CONSTRAINT',
  'COLLATE',
  'AUTO_INCREMENT',
  'AUTOINCREMENT',
  'IDENTITY',
  'GENERATED',
  'AS',
  'COMMENT',
  'ON',
  'CHARACTER',
  'CHARSET',
  'ROWGUIDCOL',
  'SPARSE',
  'FILESTREAM',
  'PERSISTED',
  'KEY',
  'ENCODE',
  'STORAGE',
  'COLUMN_FORMAT',
  'INVISIBLE',
  'VISIBLE',
  'SRID',
  'WITH',
]);

/** Collapses the line breaks and indentation of a multi-line fragment into single spaces. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/**
 * Reads a column type as written: `VARCHAR(45)`, `[nvarchar](max)`, `"int"`, `double precision`,
 * `timestamp(6) without time zone`, `int(11) unsigned`, `text[]`, `enum('a','b')`, or a user type
 * (domain, alias type, enum type) by its name, schema-qualified outside the default schema.
 */
export function readType(ts: TokenStream, catalog: Catalog): string {
  const first = ts.next('a type');
  if (first.kind !== 'word' && first.kind !== 'ident') throw ts.unexpected('a type');
  const parts = [first];
  while (ts.isPunct('.') && ts.isName(1)) {
    ts.i++;
    parts.push(ts.next());
  }
  const words = [typeName(parts, catalog)];
  let upper = parts[parts.length - 1]?.value.toUpperCase() ?? '';
  while (
    ts.peek()?.kind === 'word' &&
    (TYPE_CONTINUES[upper]?.includes(ts.peek()?.upper ?? '') ?? false)
  ) {
    const t = ts.next();
    upper = t.upper;
    words.push(t.value);
  }
  let type = words.join(' ');
  // MySQL's ENUM and SET labels may be double-quoted strings (`ENUM("a", "b")`).
  if (ts.isPunct('('))
    type += `(${oneLine(upper === 'ENUM' || upper === 'SET' ? groupText(ts, catalog.dialect) : ts.group())})`;
  for (;;) {
    const t = ts.peek();
    if (t?.kind === 'word' && TYPE_WORDS.has(t.upper)) type += ` ${ts.next().value}`;
    else if (
      t?.kind === 'word' &&
      (t.upper === 'WITH' || t.upper === 'WITHOUT') &&
      ts.is('TIME', 1) &&
      ts.is('ZONE', 2)
    ) {
      const from = ts.i;
      ts.i += 3;
      type += ` ${oneLine(ts.textFrom(from))}`;
    } else if (ts.isPunct('[') && (ts.isPunct(']', 1) || ts.isPunct(']', 2))) {
      const from = ts.i;
      while (!ts.acceptPunct(']')) ts.i++;
      type += ts.textFrom(from).replace(/\s+/g, '');
    } else if (t?.kind === 'word' && t.upper === 'ARRAY' && ts.peek(1)?.kind !== 'punct') {
      ts.i++;
      type += '[]';
    } else if (catalog.dialect === 'sqlite' && t?.kind === 'word' && !atConstraint(ts))
      type += ` ${ts.next().value}`;
    // SQLite's size after a type name of several words: `native character(70)`.
    else if (catalog.dialect === 'sqlite' && ts.isPunct('(') && !type.endsWith(')'))
      type += `(${oneLine(ts.group())})`;
    else break;
  }
  return type;
}

/**
 * A type's (possibly qualified) name: without the default schema, and a PostgreSQL name kept
 * quoted where quoting keeps its case (`"NameStyle"`).
 */
function typeName(parts: Token[], catalog: Catalog): string {
  const spell = (t: Token | undefined) =>
    t?.kind === 'ident' && catalog.dialect === 'postgresql' && t.value !== t.value.toLowerCase()
      ? `"${t.value}"`
      : (t?.value ?? '');
  const last = parts[parts.length - 1];
  if (parts.length > 1 && catalog.qualify(parts.map((t) => t.value)).schema !== null)
    return `${spell(parts[parts.length - 2])}.${spell(last)}`;
  return spell(last);
}

/** Whether the next token ends a column's type (a constraint word, `,` or `)`). */
export function atConstraint(ts: TokenStream): boolean {
  const t = ts.peek();
  if (t?.kind === 'word' && t.upper === 'CHARACTER') return ts.is('SET', 1);
  return (
    !t ||
    (t.kind === 'punct' && (t.value === ',' || t.value === ')')) ||
    (t.kind === 'word' && CONSTRAINT_WORDS.has(t.upper))
  );
}

const OPERATORS = new Set(['::', '+', '-', '*', '/', '||', '.', '%']);

/** The fields an interval literal may name after its string (`interval '1' day to second`). */
const INTERVAL_FIELDS = new Set(['YEAR', 'MONTH', 'DAY', 'HOUR', 'MINUTE', 'SECOND', 'TO']);

/**
 * Reads one operand of a default expression: a literal (a typed one too), a word (maybe a call),
 * or a group.
 */
function operand(ts: TokenStream): void {
  if (ts.isPunct('-') || ts.isPunct('+')) ts.i++;
  if (ts.isPunct('(')) {
    ts.group();
    return;
  }
  const t = ts.next('a default value');
  if (t.kind === 'word' && t.upper === 'NEXT' && ts.is('VALUE') && ts.is('FOR', 1)) {
    ts.i += 2;
    ts.qualifiedName();
    return;
  }
  // MySQL's character set introducer belongs to the literal after it: `_utf8mb4'none'`.
  const literal = ts.peek()?.kind;
  if (t.kind === 'word' && /^_\w+$/.test(t.value) && (literal === 'string' || literal === 'number'))
    ts.i++;
  // A typed literal: `interval '15 minutes'`, `date '2020-01-01'`, `interval '1' day`.
  else if (t.kind === 'word' && literal === 'string') {
    ts.i++;
    if (t.upper === 'INTERVAL') while (INTERVAL_FIELDS.has(ts.peek()?.upper ?? '')) ts.i++;
  }
  if (ts.isPunct('(')) ts.group();
  while (ts.isPunct('[')) {
    while (!ts.acceptPunct(']')) ts.next("']'");
  }
}

/** Reads a DEFAULT expression and returns its source text (`0`, `'x'`, `now()`, `'G'::mpaa_rating`). */
export function readDefault(ts: TokenStream, catalog: Catalog): string {
  const from = ts.i;
  operand(ts);
  for (;;) {
    const t = ts.peek();
    if (t?.kind === 'punct' && t.value === '::') {
      ts.i++;
      readType(ts, catalog);
    } else if (t?.kind === 'punct' && OPERATORS.has(t.value)) {
      ts.i++;
      operand(ts);
    } else break;
  }
  return withStandardStrings(ts, from, catalog.dialect);
}

/**
 * The source text of tokens `from` up to `to` (the cursor), each string in standard spelling
 * (`'x'`), which every reader of an expression takes: PostgreSQL's dollar-quoted strings (`$$x$$`,
 * `$tag$x$tag$`) and MySQL's double-quoted ones (`"x"`: a string there unless ANSI_QUOTES is set,
 * which no dump of it sets).
 */
function withStandardStrings(
  ts: TokenStream,
  from: number,
  dialect: SqlDialect,
  to = ts.i,
): string {
  let text = '';
  let at = ts.tokens[from]?.start ?? 0;
  for (let i = from; i < to; i++) {
    const t = ts.tokens[i];
    const quote = t && ts.src.charCodeAt(t.start);
    const standard =
      (t?.kind === 'string' && quote === 0x24) ||
      (t?.kind === 'ident' && quote === 0x22 && dialect === 'mysql');
    if (!t || !standard) continue;
    text += `${ts.src.slice(at, t.start)}'${t.value.replace(/'/g, "''")}'`;
    at = t.end;
  }
  return text === ''
    ? ts.textBetween(from, to)
    : text + ts.src.slice(at, ts.tokens[to - 1]?.end ?? at);
}

/** The text inside the parenthesised group at the cursor, its strings standard; past it. */
export function groupText(ts: TokenStream, dialect: SqlDialect): string {
  const open = ts.i;
  ts.group();
  return withStandardStrings(ts, open + 1, dialect, ts.i - 1);
}

/**
 * What a default expression means for the model: the expression as written (without wrapping
 * parentheses), or an auto-increment marker for `nextval` on a sequence the script does not create.
 */
export function cleanDefault(
  text: string,
  catalog: Catalog,
): { value: string | null; autoIncrement: boolean } {
  const value = stripOuterParens(text);
  const sequence = nextvalSequence(value);
  if (sequence && !catalog.sequences.has(sequenceKey(sequence, catalog)))
    return { value: null, autoIncrement: true };
  return { value: value === '' ? null : value, autoIncrement: false };
}

/** The lookup key of a `nextval` default's sequence, as CREATE SEQUENCE files it in the catalog. */
export function sequenceKey(sequence: DefaultSequence, catalog: Catalog): string {
  const parts = sequence.schema === undefined ? [sequence.name] : [sequence.schema, sequence.name];
  return catalog.key(catalog.qualify(parts));
}
