import { describe, expect, it } from 'vitest';
import { cellDisplayText, cellText, toCsv, toMarkdown } from './formatResults';

describe('cellText', () => {
  it('writes each kind of value as the database prints it', () => {
    expect(cellText('abc')).toBe('abc');
    expect(cellText(42.5)).toBe('42.5');
    expect(cellText(12345678901234567890n)).toBe('12345678901234567890');
    expect(cellText(true)).toBe('true');
    expect(cellText(false)).toBe('false');
    expect(cellText(new Uint8Array([0, 15, 255]))).toBe('\\x000fff');
    expect(cellText({ a: [1, 'x'], big: 2n })).toBe('{"a":[1,"x"],"big":"2"}');
    expect(cellText(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
  });

  it('gives null for NULL, unlike the text NULL', () => {
    expect(cellText(null)).toBeNull();
    expect(cellText(undefined)).toBeNull();
    expect(cellText('NULL')).toBe('NULL');
  });

  it('shortens long bytes and long text for display only', () => {
    const bytes = new Uint8Array(100).fill(171);
    expect(cellDisplayText(bytes)).toBe(`\\x${'ab'.repeat(16)}…`);
    expect(cellText(bytes)).toBe(`\\x${'ab'.repeat(100)}`);
    const long = 'x'.repeat(2000);
    expect(cellDisplayText(long)?.length).toBeLessThan(600);
    expect(cellText(long)).toBe(long);
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-separated records', () => {
    const csv = toCsv({
      columns: ['id', 'name'],
      rows: [
        [1, 'Ada'],
        [2, 'Bob'],
      ],
    });
    expect(csv).toBe('id,name\r\n1,Ada\r\n2,Bob');
  });

  it('quotes fields with commas, quotes and line breaks, doubling inner quotes', () => {
    const csv = toCsv({
      columns: ['a,b', 'say "hi"'],
      rows: [
        ['x,y', 'he said "no"'],
        ['line\nbreak', 'cr\rhere'],
      ],
    });
    expect(csv).toBe('"a,b","say ""hi"""\r\n"x,y","he said ""no"""\r\n"line\nbreak","cr\rhere"');
  });

  it('writes NULL as an empty field and the empty string as a quoted one', () => {
    expect(toCsv({ columns: ['a', 'b', 'c'], rows: [[null, '', 'NULL']] })).toBe(
      'a,b,c\r\n,"",NULL',
    );
  });

  it('writes booleans, bytes and json as text', () => {
    const csv = toCsv({
      columns: ['b', 'bytes', 'j'],
      rows: [[true, new Uint8Array([1]), { k: 'v' }]],
    });
    expect(csv).toBe('b,bytes,j\r\ntrue,\\x01,"{""k"":""v""}"');
  });

  it('follows a given row order', () => {
    expect(toCsv({ columns: ['n'], rows: [[1], [2], [3]] }, [2, 0, 1])).toBe('n\r\n3\r\n1\r\n2');
  });

  it('writes only the header for a result without rows', () => {
    expect(toCsv({ columns: ['a', 'b'], rows: [] })).toBe('a,b');
  });
});

describe('toMarkdown', () => {
  it('writes a pipe table with a separator line', () => {
    expect(toMarkdown({ columns: ['id', 'name'], rows: [[1, 'Ada']] })).toBe(
      '| id | name |\n| --- | --- |\n| 1 | Ada |',
    );
  });

  it('escapes pipes and turns line breaks into <br>', () => {
    expect(toMarkdown({ columns: ['a|b'], rows: [['x|y'], ['one\ntwo\r\nthree\rfour']] })).toBe(
      '| a\\|b |\n| --- |\n| x\\|y |\n| one<br>two<br>three<br>four |',
    );
  });

  it('writes NULL as NULL', () => {
    expect(toMarkdown({ columns: ['a', 'b'], rows: [[null, false]] })).toBe(
      '| a | b |\n| --- | --- |\n| NULL | false |',
    );
  });

  it('follows a given row order', () => {
    expect(toMarkdown({ columns: ['n'], rows: [[1], [2]] }, [1, 0])).toBe(
      '| n |\n| --- |\n| 2 |\n| 1 |',
    );
  });
});
