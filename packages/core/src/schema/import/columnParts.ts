import { stripOuterParens } from '../sql/defaultValue';
import { parseType } from '../sql/types';
import type { Catalog } from './catalog';
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

/**
 * Reads a column type: `VARCHAR(45)`, `[nvarchar](max)`, `"int"`, `double precision`,
 * `timestamp(6) without time zone`, `smallint unsigned`, `text[]`, `enum('a','b')`, or a user type
 * (domain, T-SQL alias type, enum type), which is replaced by its base type.
 */
export function readType(ts: TokenStream, catalog: Catalog): string {
  const first = ts.next('a type');
  if (first.kind !== 'word' && first.kind !== 'ident') throw ts.unexpected('a type');
  let parts = [first.value];
  while (ts.isPunct('.') && ts.isName(1)) {
    ts.i++;
    parts.push(ts.next().value);
  }
  const aliasKey = parts[parts.length - 1]?.toLowerCase() ?? '';
  const alias = catalog.typeAliases.get(aliasKey);
  if (parts.length > 1 && !alias) parts = parts.slice(-1);
  let upper = (parts[parts.length - 1] ?? '').toUpperCase();
  while (
    ts.peek()?.kind === 'word' &&
    (TYPE_CONTINUES[upper]?.includes(ts.peek()?.upper ?? '') ?? false)
  ) {
    upper = ts.next().upper;
    parts.push(upper);
  }
  let args = '';
  if (ts.isPunct('(')) args = `(${ts.group().replace(/\s+/g, ' ').trim()})`;
  const tail: string[] = [];
  for (;;) {
    const t = ts.peek();
    if (t?.kind === 'word' && TYPE_WORDS.has(t.upper)) tail.push(ts.next().upper);
    else if (
      t?.kind === 'word' &&
      (t.upper === 'WITH' || t.upper === 'WITHOUT') &&
      ts.is('TIME', 1) &&
      ts.is('ZONE', 2)
    ) {
      ts.i += 3;
      tail.push(`${t.upper} TIME ZONE`);
    } else if (ts.isPunct('[') && (ts.isPunct(']', 1) || ts.isPunct(']', 2))) {
      while (!ts.acceptPunct(']')) ts.i++;
      tail.push('[]');
    } else if (t?.kind === 'word' && t.upper === 'ARRAY' && ts.peek(1)?.kind !== 'punct') {
      ts.i++;
      tail.push('[]');
    } else break;
  }
  if (alias && args === '') return alias + (tail.includes('[]') ? '[]' : '');
  const base = parts.map((p) => (parseType(p).kind === 'unknown' ? p : p.toUpperCase())).join(' ');
  return (
    [base + args, ...tail.filter((w) => w !== '[]')].join(' ') + (tail.includes('[]') ? '[]' : '')
  );
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

/** Reads one operand of a default expression: a literal, a word (maybe a call), or a group. */
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
  return ts.textFrom(from);
}

/** What a default expression means for the model: an auto-increment marker or a cleaned value. */
export function cleanDefault(text: string): { value: string | null; autoIncrement: boolean } {
  let v = stripOuterParens(text);
  if (/^nextval\s*\(/i.test(v)) return { value: null, autoIncrement: true };
  // PostgreSQL casts on literals ('G'::mpaa_rating, 'now'::text) say nothing the column type does not.
  v = v.replace(/^('(?:[^']|'')*'|-?\d+(?:\.\d+)?)(::[\w\s".[\]()]+)+$/, '$1');
  v = stripOuterParens(v);
  return { value: v === '' ? null : v, autoIncrement: false };
}
