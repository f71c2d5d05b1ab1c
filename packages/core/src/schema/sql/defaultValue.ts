import type { SqlDialect } from './dialects';
import { quoteString } from './names';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const STRING = /^'(?:[^']|'')*'$/s;
const NSTRING = /^N'(?:[^']|'')*'$/s;
const NOW =
  /^(current_timestamp|now|getdate|sysdatetime|getutcdate|sysutcdatetime|localtimestamp|current_timestamp\s*\(\s*\d*\s*\)|(now|getdate|sysdatetime|getutcdate|sysutcdatetime|localtimestamp)\s*\(\s*\d*\s*\))$/i;
const TODAY = /^(current_date|curdate\s*\(\s*\)|current_date\s*\(\s*\))$/i;
const UUID =
  /^(uuid|newid|gen_random_uuid|uuid_generate_v1|uuid_generate_v4|newsequentialid)\s*\(\s*\)$/i;

const UUID_BY_DIALECT: Record<SqlDialect, string> = {
  mysql: '(UUID())',
  postgresql: 'gen_random_uuid()',
  sqlite: '(lower(hex(randomblob(16))))',
  mssql: 'NEWID()',
};

/** Removes parentheses that wrap the whole expression, as in MSSQL's `((0))`. */
export function stripOuterParens(value: string): string {
  let v = value.trim();
  while (v.startsWith('(') && v.endsWith(')')) {
    let depth = 0;
    let wrapsAll = true;
    for (let i = 0; i < v.length; i++) {
      const ch = v[i];
      if (ch === "'") {
        const end = v.indexOf("'", i + 1);
        i = end < 0 ? v.length : end;
      } else if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0 && i < v.length - 1) {
        wrapsAll = false;
        break;
      }
    }
    if (!wrapsAll) break;
    v = v.slice(1, -1).trim();
  }
  return v;
}

/** Whether the default text is an expression (a call or operators) rather than a plain literal or word. */
function isExpression(v: string): boolean {
  return /[()+*/]|::|\|\|/.test(v);
}

/**
 * The DEFAULT clause value for a dialect, or null for none. Literals pass through, booleans and
 * current-time and UUID functions are spelled the dialect's way, expressions are wrapped where the
 * dialect wants parentheses, and a bare word the user typed is taken as a string.
 */
export function sqlDefaultFor(
  defaultValue: string | null,
  dialect: SqlDialect,
  booleanColumn: boolean,
): string | null {
  if (defaultValue === null) return null;
  const v = stripOuterParens(defaultValue);
  if (v === '') return null;
  if (/^null$/i.test(v)) return 'NULL';
  const bool = /^(true|false)$/i.test(v)
    ? v.toLowerCase() === 'true'
    : booleanColumn && /^'?[01]'?$/.test(v)
      ? v.includes('1')
      : null;
  if (bool !== null)
    return dialect === 'postgresql' ? String(bool).toUpperCase() : bool ? '1' : '0';
  const bits = /^[bB]'([01]*)'$/.exec(v);
  if (bits)
    return booleanColumn
      ? sqlDefaultFor(String(parseInt(bits[1] || '0', 2) > 0), dialect, true)
      : dialect === 'mysql'
        ? v
        : String(parseInt(bits[1] || '0', 2));
  if (NUMBER.test(v) || /^0x[0-9a-f]+$/i.test(v)) return v;
  if (STRING.test(v)) return v;
  if (NSTRING.test(v)) return dialect === 'mssql' ? v : v.slice(1);
  if (NOW.test(v)) return 'CURRENT_TIMESTAMP';
  if (TODAY.test(v)) return dialect === 'mssql' ? '(CONVERT(date, GETDATE()))' : 'CURRENT_DATE';
  if (UUID.test(v)) return UUID_BY_DIALECT[dialect];
  if (!isExpression(v)) return quoteString(v);
  return dialect === 'postgresql' ? v : `(${v})`;
}
