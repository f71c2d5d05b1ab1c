import { describe, expect, it } from 'vitest';
import { importDdl } from '../src/schema';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { splitStatements, StatementSplitter } from '../src/schema/import/splitter';
import { SqlLexer, type Token } from '../src/schema/import/sqlLexer';
import { fixtures, fixturesPresent, readFixture } from './scripts';

// readSqlDdl reads a script a statement at a time (SqlLexer.nextPart, StatementSplitter), so
// that a large script's tokens die young instead of all being held at once (issue 21 item 5).
// Read so, a script must give what it gives read whole.
function parts(text: string, dialect: SqlDialect): Token[][] {
  const lexer = new SqlLexer(text, dialect);
  const out: Token[][] = [];
  for (let part = lexer.nextPart(); part.length > 0; part = lexer.nextPart()) out.push(part);
  return out;
}

function expectSameAsWhole(text: string, dialect: SqlDialect) {
  const whole = new SqlLexer(text, dialect).run();
  const read = parts(text, dialect);
  // Every part but the last ends with a statement's end.
  for (const part of read.slice(0, -1)) expect(part.at(-1)?.kind).toBe('end');
  expect(read.flat()).toEqual(whole);
  const splitter = new StatementSplitter(dialect);
  const statements = [...read.flatMap((part) => splitter.add(part)), ...splitter.finish()];
  expect(statements).toEqual(splitStatements(whole, dialect));
}

describe('a script read a part at a time', () => {
  it('gives the tokens and statements of the whole script', () => {
    expectSameAsWhole('CREATE TABLE a (id int);\nCREATE TABLE b (id int)', 'postgresql');
    expectSameAsWhole('CREATE TABLE a (id int);\n-- done\n', 'postgresql');
    expectSameAsWhole('', 'postgresql');
    expectSameAsWhole(
      'CREATE TABLE a (id int)\nGO\nCREATE PROCEDURE p AS BEGIN SELECT 1; SELECT 2; END\nGO\n',
      'mssql',
    );
    expectSameAsWhole(
      'DELIMITER $$\nCREATE TRIGGER t BEFORE INSERT ON a FOR EACH ROW BEGIN SET @x = 1; END$$\nDELIMITER ;\nCREATE TABLE b (id int);',
      'mysql',
    );
  });

  it('lists text the lexer cannot read first, and keeps the statements before it', () => {
    const r = importDdl(
      "CREATE TABLE a (id int);\nCREATE TABLE (broken);\nCREATE TABLE c (id int);\nCREATE TABLE d (x text DEFAULT 'oops);\n",
      'postgresql',
    );
    expect(r.errors.map((e) => e.line)).toEqual([4, 2]);
    expect(r.errors[0]?.message).toBe('unterminated string literal');
    expect(r.model.tables.map((t) => t.name)).toEqual(['a', 'c']);
  });

  describe.skipIf(!fixturesPresent)('of the real-world fixtures', () => {
    it.each(fixtures())('%s (%s) gives the same tokens and statements', (_name, dialect, info) =>
      expectSameAsWhole(readFixture(info), dialect),
    );
  });
});
