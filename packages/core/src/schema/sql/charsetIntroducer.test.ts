import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '..';
import type { SqlDialect } from './dialects';

/** Imports a MySQL script and writes it in a dialect. */
const fromMysql = (sql: string, to: SqlDialect): string => {
  const result = importDdl(sql, 'mysql');
  expect(result.errors).toEqual([]);
  return generateDdl(result.model, to);
};

/** A table whose defaults, generated column and check hold introduced literals, as mysqldump prints them. */
const SOURCE = `CREATE TABLE ticket (
  id int NOT NULL PRIMARY KEY,
  state varchar(20) NOT NULL DEFAULT _utf8mb4'none',
  code varchar(8) DEFAULT _latin1'abc',
  label varchar(8) DEFAULT N'x',
  raw varbinary(4) DEFAULT _binary'ab',
  shown varchar(40) GENERATED ALWAYS AS (concat(state, _utf8mb4'-')) VIRTUAL,
  CONSTRAINT state_known CHECK (state <> _utf8mb4'bad')
);`;

describe("MySQL's character set introducers in literals (issue 37)", () => {
  it('keeps every introducer as written from MySQL to MySQL', () => {
    const sql = fromMysql(SOURCE, 'mysql');
    expect(sql).toContain("state varchar(20) NOT NULL DEFAULT _utf8mb4'none'");
    expect(sql).toContain("code varchar(8) NULL DEFAULT _latin1'abc'");
    expect(sql).toContain("label varchar(8) NULL DEFAULT N'x'");
    expect(sql).toContain("raw varbinary(4) NULL DEFAULT _binary'ab'");
    expect(sql).toContain("GENERATED ALWAYS AS (concat(state, _utf8mb4'-'))");
    expect(sql).toContain("CHECK (state <> _utf8mb4'bad')");
    expect(sql).not.toContain('-- Note');
  });

  it.each<[SqlDialect, string[]]>([
    [
      'postgresql',
      [
        "state varchar(20) NOT NULL DEFAULT 'none'",
        "code varchar(8) NULL DEFAULT 'abc'",
        // PostgreSQL reads N'x' as a string: it is kept.
        "label varchar(8) NULL DEFAULT N'x'",
        "raw BYTEA NULL DEFAULT '\\x6162'::bytea",
        "GENERATED ALWAYS AS ((state || '-')) STORED",
        "CHECK (state <> 'bad')",
      ],
    ],
    [
      'sqlite',
      [
        "state varchar(20) NOT NULL DEFAULT 'none'",
        "label varchar(8) NULL DEFAULT 'x'",
        "raw varbinary(4) NULL DEFAULT X'6162'",
        "GENERATED ALWAYS AS ((state || '-')) VIRTUAL",
        "CHECK (state <> 'bad')",
      ],
    ],
    [
      'mssql',
      [
        "DEFAULT 'none' FOR state",
        "DEFAULT N'x' FOR label",
        'DEFAULT 0x6162 FOR raw',
        "shown AS (concat(state, '-'))",
        "CHECK (state <> 'bad')",
      ],
    ],
  ])('writes the plain literal in %s and notes the dropped introducer', (dialect, expected) => {
    const sql = fromMysql(SOURCE, dialect);
    const notes = sql.split('\n').filter((line) => line.startsWith('-- Note:'));
    const body = sql
      .split('\n')
      .filter((line) => !line.startsWith('-- Note:'))
      .join('\n');
    for (const text of expected) expect(body).toContain(text);
    expect(body).not.toMatch(/_utf8mb4|_latin1|_binary/);
    const dropped = `is dropped: ${dialect} has no character set introducers`;
    expect(notes).toEqual(
      expect.arrayContaining([
        `-- Note: check on ticket: the literal introducer _utf8mb4 ${dropped}`,
        expect.stringMatching(
          /^-- Note: the literal introducer _utf8mb4 .*\(ticket\.(state|shown), ticket\.(state|shown)\)$/,
        ),
        `-- Note: the literal introducer _binary ${dropped} (ticket.raw)`,
      ]),
    );
  });

  it('leaves a string that only looks like an introducer alone', () => {
    const sql = fromMysql(
      "CREATE TABLE t (id INT PRIMARY KEY, s VARCHAR(20) DEFAULT 'x _utf8mb4''y', CHECK (s <> 'N''z'));",
      'postgresql',
    );
    expect(sql).toContain("DEFAULT 'x _utf8mb4''y'");
    expect(sql).toContain("CHECK (s <> 'N''z')");
    expect(sql).not.toContain('introducer');
  });
});
