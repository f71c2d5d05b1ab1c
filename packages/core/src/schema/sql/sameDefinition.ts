/**
 * Whether two spellings of a column's type or default mean the same to an engine (issue 38, item
 * 4): a design says `varchar(40)`, PostgreSQL's catalog says `character varying(40)`; a design
 * says `'none'`, the catalog says `'none'::character varying`. Comparisons that look for what
 * changed (the migration planner, the compare with a database) use these, so that a database read
 * back after its migration shows no difference. The generators keep the text as written.
 */
import type { SqlDialect } from './dialects';
import { parseType } from './types';

/** Type names each engine takes as another's synonym (its catalog prints the right-hand one). */
const SYNONYMS: Record<SqlDialect, Record<string, string>> = {
  postgresql: {
    'character varying': 'varchar',
    character: 'char',
    bpchar: 'char',
    int: 'integer',
    int4: 'integer',
    int8: 'bigint',
    int2: 'smallint',
    bool: 'boolean',
    float8: 'double precision',
    float4: 'real',
    decimal: 'numeric',
    'timestamp without time zone': 'timestamp',
    'timestamp with time zone': 'timestamptz',
    'time without time zone': 'time',
    'time with time zone': 'timetz',
    'bit varying': 'varbit',
  },
  mysql: {
    integer: 'int',
    'character varying': 'varchar',
    character: 'char',
    dec: 'decimal',
    numeric: 'decimal',
    fixed: 'decimal',
    'double precision': 'double',
    real: 'double',
    bool: 'tinyint',
    boolean: 'tinyint',
  },
  // SQLite keeps the declared text: `INT PRIMARY KEY` is not `INTEGER PRIMARY KEY` (the rowid).
  sqlite: {},
  mssql: { integer: 'int', 'character varying': 'varchar', character: 'char', dec: 'decimal' },
};

/** MySQL integer types, whose display width (`int(11)`) says nothing of their values. */
const MYSQL_INTEGERS = new Set(['tinyint', 'smallint', 'mediumint', 'int', 'bigint']);

/** A type as an engine compares it: synonyms to one name, case and spacing folded. */
export function canonicalType(raw: string, dialect: SqlDialect): string {
  const parsed = parseType(raw);
  const base = SYNONYMS[dialect][parsed.base] ?? parsed.base;
  let args = parsed.args.map((a) => a.replace(/\s+/g, '').toLowerCase());
  // MySQL's BOOLEAN is TINYINT(1); an integer's display width is only how it was printed.
  if (dialect === 'mysql' && MYSQL_INTEGERS.has(base)) args = [];
  const shown = args.length > 0 ? `${base}(${args.join(',')})` : base;
  return `${shown}${parsed.unsigned ? ' unsigned' : ''}${parsed.array ? '[]' : ''}`;
}

/** Whether two column types are the same type to an engine of `dialect`. */
export const sameType = (a: string, b: string, dialect: SqlDialect): boolean =>
  a === b || canonicalType(a, dialect) === canonicalType(b, dialect);

/** A string literal, then a PostgreSQL cast to any type (`'none'::character varying`). */
const CAST_LITERAL =
  /('(?:[^']|'')*')::[a-z_][a-z0-9_ ]*(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?:\[\])?/gi;

/** A default as an engine compares it: casts of literals, outer parentheses and case folded. */
export function canonicalDefault(raw: string): string {
  let text = raw.trim();
  // T-SQL's catalog wraps defaults in parentheses: ((0)), ('a').
  while (/^\(.*\)$/s.test(text) && balanced(text.slice(1, -1))) text = text.slice(1, -1).trim();
  text = text.replace(CAST_LITERAL, '$1');
  // Outside string literals: case, spacing, and MariaDB's current_timestamp().
  return text
    .split(/('(?:[^']|'')*')/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .toLowerCase()
            .replace(/\s+/g, ' ')
            .replace(/\bcurrent_timestamp\(\)/g, 'current_timestamp'),
    )
    .join('');
}

/** Whether a text's parentheses balance (so stripping the outer pair keeps its meaning). */
function balanced(text: string): boolean {
  let depth = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** PostgreSQL's spellings of a boolean (`'f'`, `'yes'`, `false`), as `true` or `false`. */
const PG_BOOLEANS: Record<string, string> = {
  t: 'true',
  true: 'true',
  y: 'true',
  yes: 'true',
  on: 'true',
  '1': 'true',
  f: 'false',
  false: 'false',
  n: 'false',
  no: 'false',
  off: 'false',
  '0': 'false',
};

/**
 * A canonical default as an engine of `dialect` reads it for a column of `type`: MySQL, MariaDB
 * and SQLite take TRUE and FALSE for 1 and 0, and MySQL a bit literal (`b'1'`) for its number;
 * PostgreSQL takes `'f'`, `'no'` and `false` alike for a boolean.
 */
function engineDefault(canonical: string, dialect: SqlDialect, type: string | undefined): string {
  if (dialect === 'mysql' || dialect === 'sqlite') {
    if (canonical === 'true') return '1';
    if (canonical === 'false') return '0';
    const bits = dialect === 'mysql' ? /^b'([01]+)'$/.exec(canonical) : null;
    if (bits) return String(parseInt(bits[1]!, 2));
  }
  if (dialect === 'postgresql' && type !== undefined && canonicalType(type, dialect) === 'boolean')
    return PG_BOOLEANS[canonical.replace(/^'(.*)'$/s, '$1')] ?? canonical;
  return canonical;
}

/**
 * Whether two defaults (absent: null or undefined) are the same default; with a dialect (and the
 * column's type), as that engine reads them.
 */
export function sameDefault(
  a: string | null | undefined,
  b: string | null | undefined,
  dialect?: SqlDialect,
  type?: string,
): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (a === b) return true;
  const [ca, cb] = [canonicalDefault(a!), canonicalDefault(b!)];
  if (ca === cb) return true;
  return (
    dialect !== undefined && engineDefault(ca, dialect, type) === engineDefault(cb, dialect, type)
  );
}
