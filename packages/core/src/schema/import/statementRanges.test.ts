import { describe, expect, it } from 'vitest';
import { statementAt, statementRanges } from './statementRanges';

const texts = (text: string, dialect: 'postgresql' | 'sqlite' = 'postgresql') =>
  statementRanges(text, dialect).map((r) => text.slice(r.from, r.to));

describe('statementRanges', () => {
  it('cuts at semicolons, leaves comments between statements out and keeps strings whole', () => {
    const text = "select 1;\n-- a note\nselect ';' as s ;\n\n  select 3";
    expect(texts(text)).toEqual(['select 1', "select ';' as s", 'select 3']);
  });

  it('keeps a dollar-quoted PostgreSQL body whole', () => {
    const text = 'create function f() returns int as $$ select 1; $$ language sql; select 2;';
    expect(texts(text)).toEqual([
      'create function f() returns int as $$ select 1; $$ language sql',
      'select 2',
    ]);
  });

  it('ends a PostgreSQL -- comment at a lone CR, as the server does, and a SQLite one only at LF', () => {
    const text = '-- note\rselect 1;\nselect 2;';
    expect(texts(text)).toEqual(['select 1', 'select 2']);
    expect(texts(text, 'sqlite')).toEqual(['select 2']);
    // Each comment ends at its own CR or LF, whichever comes first.
    const mixed = '-- a\nselect 1; -- b\rselect 2; -- c\r\n-- d\nselect 3; -- e\rselect 4;';
    expect(texts(mixed)).toEqual(['select 1', 'select 2', 'select 3', 'select 4']);
  });

  it('runs an unterminated string to the end of the text', () => {
    expect(texts("select 1; select 'open")).toEqual(['select 1', "select 'open"]);
  });

  it('finds the statement at a cursor, or the one above it', () => {
    const text = 'select 1;\n\nselect 2;\n';
    const ranges = statementRanges(text, 'sqlite');
    const at = (offset: number) => {
      const r = statementAt(ranges, offset);
      return r && text.slice(r.from, r.to);
    };
    expect(at(3)).toBe('select 1');
    expect(at(9)).toBe('select 1'); // just after the semicolon
    expect(at(10)).toBe('select 1'); // the empty line below
    expect(at(12)).toBe('select 2');
    expect(at(text.length)).toBe('select 2');
    expect(statementAt([], 0)).toBeUndefined();
  });
});
