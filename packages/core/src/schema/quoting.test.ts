import { describe, expect, it } from 'vitest';
import { lexDbml } from './dbml/dbmlLexer';
import {
  blockCommentLines,
  cdsName,
  commentText,
  dbmlName,
  dbmlString,
  dialectLiterals,
  quoteAlways,
  sqlCommentLines,
  sqlString,
  standardLiterals,
} from './quoting';

/** Every form of line break some engine, client or editor ends a line at. */
const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f'];

describe('string literals', () => {
  it("escapes MySQL's backslash, so that a label cannot close its string", () => {
    expect(sqlString("x\\'); DROP TABLE users; -- ", 'mysql')).toBe(
      "'x\\\\''); DROP TABLE users; -- '",
    );
    expect(sqlString('a\u001ab', 'mysql')).toBe("'a\\Zb'");
  });

  it('doubles quotes only in standard strings, and writes T-SQL text as N strings', () => {
    expect(sqlString("it's \\", 'postgresql')).toBe("'it''s \\'");
    expect(sqlString("it's \\", 'sqlite')).toBe("'it''s \\'");
    expect(sqlString("it's ü", 'mssql')).toBe("N'it''s ü'");
  });

  it("writes NUL, which no engine takes in a name and PostgreSQL in no text, as U+FFFD; MySQL's text as \\0", () => {
    for (const dialect of ['mysql', 'postgresql', 'sqlite', 'mssql'] as const)
      expect(quoteAlways('a\0b', dialect)).toContain('a\uFFFDb');
    for (const dialect of ['postgresql', 'sqlite', 'mssql'] as const)
      expect(sqlString('a\0b', dialect)).toContain('a\uFFFDb');
    expect(sqlString('a\0b', 'mysql')).toBe("'a\\0b'");
    expect(dialectLiterals("x = 'a\0b'", 'mysql')).toBe("x = 'a\\0b'");
  });

  it('quotes names with the closing quote doubled', () => {
    expect(quoteAlways('a`b', 'mysql')).toBe('`a``b`');
    expect(quoteAlways('a]b', 'mssql')).toBe('[a]]b]');
    expect(quoteAlways('a"b', 'postgresql')).toBe('"a""b"');
  });

  it('spells the model’s literals MySQL’s way, and reads MySQL’s back into the model’s', () => {
    const model = "k <> 'a\\b' AND \"q\\\" = 'it''s'";
    const mysql = dialectLiterals(model, 'mysql');
    expect(mysql).toBe("k <> 'a\\\\b' AND \"q\\\" = 'it''s'");
    expect(dialectLiterals(model, 'postgresql')).toBe(model);
    expect(standardLiterals("'it\\'s\\n' = 'a\\\\b'", 'mysql')).toBe("'it''s\n' = 'a\\b'");
    expect(standardLiterals(mysql, 'mysql')).toBe(model);
  });
});

describe('comments', () => {
  it('writes every line break and control character of a comment line as a visible escape', () => {
    for (const lb of BREAKS) expect(commentText(`a${lb}DROP TABLE t;`)).not.toMatch(/[\n\r]/);
    expect(commentText('a\nb\rc\u2028d\u0085e\0f\u001b[31m\u202eg\th')).toBe(
      'a\\nb\\rc\\u2028d\\u0085e\\u0000f\\u001b[31m\\u202eg\th',
    );
  });

  it('makes each line of a text its own -- line, whatever ends the line', () => {
    for (const lb of BREAKS)
      expect(sqlCommentLines(`one${lb}two`).split('\n')).toEqual(['-- one', '-- two']);
  });

  it('lets no line of a block comment end it', () => {
    expect(blockCommentLines('a */ b\rc')).toEqual(['a * / b', 'c']);
  });
});

describe('DBML and CDS names', () => {
  it('escapes a DBML name or string so that it reads back as it was', () => {
    const text = 'a"b\'c\\d\ne\rf\u2028g\u0001';
    const [name, string] = lexDbml(`${dbmlName(text)} ${dbmlString(text)}`);
    expect(name).toMatchObject({ kind: 'ident', value: text });
    expect(string).toMatchObject({ kind: 'string', value: text });
  });

  it('delimits a CDS name that is not plain, its ] doubled', () => {
    expect(cdsName('plain_1')).toBe('plain_1');
    expect(cdsName('entity')).toBe('![entity]');
    expect(cdsName('a]b\nc')).toBe('![a]]b\nc]');
  });
});
