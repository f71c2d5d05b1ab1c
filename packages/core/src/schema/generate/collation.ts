import type { SqlDialect } from '../sql/dialects';

/**
 * Collation names each dialect takes as written: nothing in them can end a quote or a statement
 * (a quoted PostgreSQL name holds no quote).
 */
const VALID: Record<SqlDialect, RegExp> = {
  sqlite: /^(binary|nocase|rtrim)$/i,
  mssql: /^(sql_)?[a-z0-9]+(_[a-z0-9]+)*_(bin2?|c[is]_a[is](_[a-z0-9]+)*)$/i,
  mysql:
    /^(utf8|utf8mb3|utf8mb4|latin1|latin2|ascii|binary|ucs2|utf16|utf16le|utf32|cp1250|cp1251|cp1252|big5|gbk|sjis|ujis|euckr|greek|hebrew|koi8r|swe7|armscii8)_[a-z0-9_]+$|^binary$/,
  // A schema-qualified name (pg_dump's `public.ci` for a collation the script creates) is
  // PostgreSQL's own: no other dialect's collation has a schema.
  postgresql:
    /^"[^"\0]+"$|^(c|posix|default|ucs_basic|unicode)$|^("[^"\0]+"|\w+)\.("[^"\0]+"|\w+)$/i,
};

/** Binary and case-insensitive collations by dialect, for the two kinds that map across. */
const BINARY: Record<SqlDialect, string> = {
  sqlite: 'BINARY',
  mssql: 'Latin1_General_BIN2',
  mysql: 'utf8mb4_bin',
  postgresql: '"C"',
};
const CASE_INSENSITIVE: Partial<Record<SqlDialect, string>> = {
  sqlite: 'NOCASE',
  mssql: 'Latin1_General_CI_AS',
  mysql: 'utf8mb4_general_ci',
};

/**
 * A collation in a dialect: kept where it is valid, mapped where a known one fits, else left out
 * with a note. A mapped MySQL collation of a `national` column (NVARCHAR, NCHAR: MariaDB's utf8mb3)
 * is utf8mb3's, as MariaDB refuses another character set's collation there.
 */
export function collationFor(
  collation: string | undefined,
  dialect: SqlDialect,
  national = false,
): { sql?: string; note?: string } {
  const c = collation?.trim();
  if (!c) return {};
  if (VALID[dialect].test(c)) return { sql: c };
  const bare = c.replace(/^"|"$/g, '');
  const charset = (name: string) =>
    national && dialect === 'mysql' ? name.replace(/^utf8mb4_/, 'utf8mb3_') : name;
  if (/(^|_)bin2?$|^binary$|^c$|^posix$/i.test(bare)) return { sql: charset(BINARY[dialect]) };
  const ci = /(_ci(_|$)|^nocase$)/i.test(bare) ? CASE_INSENSITIVE[dialect] : undefined;
  if (ci) return { sql: charset(ci) };
  return { note: `collation ${c} is left out: ${dialect} has no such collation` };
}
