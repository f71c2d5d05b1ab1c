import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '..';
import type { SqlDialect } from './dialects';

/** BIT columns with MySQL's bit-literal defaults, standard and `0b`. */
const SOURCE = `CREATE TABLE flags (
  id int NOT NULL PRIMARY KEY,
  off_flag bit(1) NOT NULL DEFAULT b'0',
  on_flag bit(1) DEFAULT b'1',
  mask bit(3) DEFAULT b'101',
  mask_0b bit(3) DEFAULT 0b101
);`;

/** The DEFAULT each column gets in a dialect (SQL Server's from its named default constraints). */
function defaults(to: SqlDialect): Record<string, string> {
  const result = importDdl(SOURCE, 'mysql');
  expect(result.errors).toEqual([]);
  const sql = generateDdl(result.model, to);
  const found: Record<string, string> = {};
  for (const m of sql.matchAll(/^ {2}(\w+) [^\n]*? DEFAULT ([^,\n]+),?$/gm))
    found[m[1] ?? ''] = m[2] ?? '';
  for (const m of sql.matchAll(/DEFAULT (.+) FOR (\w+);/g)) found[m[2] ?? ''] = m[1] ?? '';
  return found;
}

describe("MySQL's bit defaults in each engine's spelling (issue 37)", () => {
  it.each<[SqlDialect, Record<string, string>]>([
    ['mysql', { off_flag: "b'0'", on_flag: "b'1'", mask: "b'101'", mask_0b: '0b101' }],
    // PostgreSQL's bit(1) refuses a boolean: `B'0'` is its bits.
    ['postgresql', { off_flag: "B'0'", on_flag: "B'1'", mask: "b'101'", mask_0b: "B'101'" }],
    ['sqlite', { off_flag: '0', on_flag: '1', mask: '5', mask_0b: '5' }],
    ['mssql', { off_flag: '0', on_flag: '1', mask: '5', mask_0b: '5' }],
  ])('writes bit defaults as %s takes them', (dialect, expected) => {
    expect(defaults(dialect)).toEqual(expected);
  });

  it('keeps a PostgreSQL bit(1) default as bits from PostgreSQL to PostgreSQL', () => {
    const result = importDdl(
      "CREATE TABLE f (id int PRIMARY KEY, b bit(1) DEFAULT B'1');",
      'postgresql',
    );
    expect(generateDdl(result.model, 'postgresql')).toContain("b bit(1) NULL DEFAULT B'1'");
  });
});
