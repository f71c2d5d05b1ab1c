import { describe, expect, it } from 'vitest';
import { convertDefault, sqlDefaultFor } from './defaultValue';
import { translateExpression } from './expressions';
import { needsQuoting, quoteIdentifier } from '../quoting';
import { normalizeTableName } from './names';
import { convertType, sqlTypeFor } from './typeMapping';
import type { SqlDialect } from './dialects';

describe('table name normalisation (spec 2, §5)', () => {
  it('lower-cases and collapses every run of non-alphanumerics to one underscore', () => {
    expect(normalizeTableName('New Table')).toBe('new_table');
    expect(normalizeTableName('Order--Items!!')).toBe('order_items_');
    expect(normalizeTableName('Person.Address')).toBe('person_address');
    expect(normalizeTableName('  Kunde Größe ')).toBe('kunde_größe');
  });

  it('names an empty table unnamed_table', () => {
    expect(normalizeTableName('   ')).toBe('unnamed_table');
  });
});

describe('identifier quoting', () => {
  it('quotes reserved words in each dialect its own way', () => {
    expect(quoteIdentifier('order', 'mysql')).toBe('`order`');
    expect(quoteIdentifier('order', 'postgresql')).toBe('"order"');
    expect(quoteIdentifier('order', 'sqlite')).toBe('"order"');
    expect(quoteIdentifier('order', 'mssql')).toBe('[order]');
  });

  it('leaves plain names bare and escapes the quote character inside names', () => {
    expect(quoteIdentifier('customer_id', 'mysql')).toBe('customer_id');
    expect(quoteIdentifier('a`b', 'mysql')).toBe('`a``b`');
    expect(quoteIdentifier('a]b', 'mssql')).toBe('[a]]b]');
    expect(quoteIdentifier('say "hi"', 'postgresql')).toBe('"say ""hi"""');
  });

  it('quotes mixed case in PostgreSQL only, where unquoted names fold to lower case', () => {
    expect(needsQuoting('CustomerId', 'postgresql')).toBe(true);
    expect(needsQuoting('CustomerId', 'mysql')).toBe(false);
  });
});

describe('type mapping', () => {
  it("holds PostgreSQL's addresses as text a key takes whole in MySQL and SQL Server", () => {
    for (const dialect of ['mysql', 'mssql'] as const) {
      expect(sqlTypeFor('inet', dialect)).toBe('VARCHAR(49)');
      expect(sqlTypeFor('cidr', dialect)).toBe('VARCHAR(49)');
      expect(sqlTypeFor('macaddr', dialect)).toBe('VARCHAR(17)');
      expect(sqlTypeFor('macaddr8', dialect)).toBe('VARCHAR(23)');
    }
    expect(sqlTypeFor('inet', 'postgresql')).toBe('inet');
    expect(sqlTypeFor('macaddr8', 'sqlite')).toBe('TEXT');
  });

  it('translates SQL types between dialects by meaning', () => {
    expect(sqlTypeFor('nvarchar(50)', 'postgresql')).toBe('VARCHAR(50)');
    expect(sqlTypeFor('varchar(max)', 'mysql')).toBe('LONGTEXT');
    expect(sqlTypeFor('tinyint', 'postgresql')).toBe('SMALLINT');
    expect(sqlTypeFor('bit', 'postgresql')).toBe('BOOLEAN');
    expect(sqlTypeFor('uniqueidentifier', 'postgresql')).toBe('UUID');
    expect(sqlTypeFor('uuid', 'mssql')).toBe('UNIQUEIDENTIFIER');
    expect(sqlTypeFor('timestamptz', 'mysql')).toBe('DATETIME(6)');
    expect(sqlTypeFor('jsonb', 'mssql')).toBe('NVARCHAR(MAX)');
    expect(sqlTypeFor('double precision', 'mssql')).toBe('FLOAT');
    expect(sqlTypeFor('jsonb', 'sqlite')).toBe('TEXT');
    expect(sqlTypeFor("enum('a','bbb')", 'postgresql')).toBe('VARCHAR(3)');
    expect(sqlTypeFor('text[]', 'mysql')).toBe('JSON');
    expect(sqlTypeFor('text[]', 'postgresql')).toBe('text[]');
  });

  it('keeps a declared type SQLite gives the same affinity, binary types, and no type at all', () => {
    // SQLite keeps the declared name: BOOL is NUMERIC as BOOLEAN is; no affinity converts a blob.
    expect(sqlTypeFor('BOOL', 'sqlite')).toBe('BOOL');
    expect(sqlTypeFor('bytea', 'sqlite')).toBe('bytea');
    expect(sqlTypeFor('character varying(20)', 'sqlite')).toBe('character varying(20)');
    // jsonb would be NUMERIC (a JSON number text would become a number): TEXT instead.
    expect(sqlTypeFor('jsonb', 'sqlite')).toBe('TEXT');
    expect(sqlTypeFor('int(10) unsigned', 'sqlite')).toBe('INT');
    // A typeless column (any value, no affinity) stays typeless; elsewhere the text type, noted.
    expect(convertType('', 'sqlite')).toEqual({ sql: '', mapped: false });
    expect(convertType('', 'postgresql', { keyed: false, sql: true })).toEqual({
      sql: 'TEXT',
      mapped: true,
    });
  });

  it('writes a type the dialect takes exactly as held', () => {
    expect(sqlTypeFor('timestamp(6) without time zone', 'postgresql')).toBe(
      'timestamp(6) without time zone',
    );
    expect(sqlTypeFor('int(11) unsigned', 'mysql')).toBe('int(11) unsigned');
    expect(sqlTypeFor('datetime2(7)', 'mssql')).toBe('datetime2(7)');
  });

  it("maps another dialect's type to the nearest one the target takes", () => {
    expect(sqlTypeFor('int(11)', 'postgresql')).toBe('INTEGER');
    expect(sqlTypeFor('tinyint(1)', 'postgresql')).toBe('BOOLEAN');
    expect(sqlTypeFor('nvarchar(max)', 'postgresql')).toBe('TEXT');
    expect(sqlTypeFor('datetime2(7)', 'mysql')).toBe('DATETIME(6)');
    expect(sqlTypeFor('time(7)', 'mysql')).toBe('TIME(6)');
    // PostgreSQL's own spellings of time types mean microseconds, which a bare DATETIME cuts off.
    expect(sqlTypeFor('timestamptz', 'mssql')).toBe('DATETIMEOFFSET(6)');
    expect(sqlTypeFor('timestamp without time zone', 'mysql')).toBe('DATETIME(6)');
    expect(sqlTypeFor('time without time zone', 'mysql')).toBe('TIME(6)');
    expect(sqlTypeFor('timestamp(0) without time zone', 'mysql')).toBe('DATETIME(0)');
    expect(sqlTypeFor('timestamp', 'mysql')).toBe('timestamp');
    expect(sqlTypeFor('rowversion', 'mysql')).toBe('BINARY(8)');
    expect(sqlTypeFor('varbinary(max)', 'mysql')).toBe('LONGBLOB');
    expect(sqlTypeFor('nvarchar(max)', 'mysql')).toBe('LONGTEXT');
    // Names another engine gave another meaning, by the dialect a table was read from.
    const read = (type: string, from: SqlDialect, to: SqlDialect) =>
      convertType(type, to, { keyed: false, sql: true, from }).sql;
    expect(read('timestamp(3)', 'postgresql', 'mysql')).toBe('DATETIME(3)');
    expect(read('time', 'postgresql', 'mysql')).toBe('TIME(6)');
    expect(read('timestamp', 'mssql', 'postgresql')).toBe('BYTEA');
    expect(read('text', 'postgresql', 'mysql')).toBe('LONGTEXT');
    expect(read('text', 'mysql', 'mysql')).toBe('text');
    expect(read('timestamp(3)', 'mysql', 'mysql')).toBe('timestamp(3)');
    expect(read('timestamp', 'mysql', 'postgresql')).toBe('TIMESTAMPTZ');
    expect(read('timestamp(3)', 'mysql', 'postgresql')).toBe('TIMESTAMPTZ(3)');
    expect(sqlTypeFor('integer[]', 'sqlite')).toBe('TEXT');
    // Unsigned integers keep their range where there is no UNSIGNED; BIGINT is the largest.
    expect(sqlTypeFor('int(10) unsigned', 'postgresql')).toBe('BIGINT');
    expect(sqlTypeFor('smallint unsigned', 'postgresql')).toBe('INTEGER');
    expect(sqlTypeFor('tinyint(3) unsigned', 'postgresql')).toBe('SMALLINT');
    expect(sqlTypeFor('mediumint(8) unsigned', 'mssql')).toBe('INT');
    expect(sqlTypeFor('int unsigned', 'mssql')).toBe('BIGINT');
    expect(sqlTypeFor('bigint(20) unsigned', 'postgresql')).toBe('BIGINT');
    expect(sqlTypeFor('int(11)', 'postgresql')).toBe('INTEGER');
    // SQL Server's TINYINT is unsigned: a signed one is SMALLINT there.
    expect(sqlTypeFor('tinyint(4)', 'mssql')).toBe('SMALLINT');
    expect(sqlTypeFor('tinyint unsigned', 'mssql')).toBe('TINYINT');
    // MySQL's FLOAT(M,D) and DOUBLE(M,D): the others take a float's precision in bits only.
    expect(sqlTypeFor('float(10,6)', 'postgresql')).toBe('REAL');
    expect(sqlTypeFor('double(16,4)', 'postgresql')).toBe('DOUBLE PRECISION');
    expect(sqlTypeFor('float(10,6)', 'mssql')).toBe('REAL');
    expect(sqlTypeFor('float(10,6)', 'mysql')).toBe('float(10,6)');
    expect(sqlTypeFor('float(53)', 'postgresql')).toBe('float(53)');
    expect(sqlTypeFor('real(8)', 'postgresql')).toBe('REAL');
  });

  it('gives VARCHAR a length where the dialect needs one', () => {
    expect(sqlTypeFor('varchar', 'mysql')).toBe('VARCHAR(255)');
    expect(sqlTypeFor('nvarchar', 'mssql')).toBe('NVARCHAR(255)');
    expect(sqlTypeFor('varchar', 'postgresql')).toBe('varchar');
  });

  it('maps an unknown type to the dialect text type', () => {
    expect(sqlTypeFor('frobnicator', 'mysql')).toBe('TEXT');
    expect(sqlTypeFor('frobnicator', 'mssql')).toBe('NVARCHAR(MAX)');
    expect(sqlTypeFor('', 'postgresql')).toBe('TEXT');
  });
});

describe('default values', () => {
  it('keeps literals, quotes bare words and spells booleans per dialect', () => {
    expect(sqlDefaultFor('42', 'mysql', false)).toBe('42');
    expect(sqlDefaultFor("'x'", 'mysql', false)).toBe("'x'");
    expect(sqlDefaultFor("it's", 'mysql', false)).toBe("'it''s'");
    expect(sqlDefaultFor('true', 'postgresql', true)).toBe('TRUE');
    expect(sqlDefaultFor('0', 'postgresql', true)).toBe('FALSE');
    expect(sqlDefaultFor("b'1'", 'sqlite', true)).toBe('1');
    expect(sqlDefaultFor('null', 'mssql', false)).toBe('NULL');
  });

  it('spells the current time and new UUIDs the dialect way', () => {
    expect(sqlDefaultFor('getdate()', 'postgresql', false)).toBe('CURRENT_TIMESTAMP');
    expect(sqlDefaultFor('now()', 'mssql', false)).toBe('CURRENT_TIMESTAMP');
    expect(sqlDefaultFor('newid()', 'postgresql', false)).toBe('gen_random_uuid()');
    expect(sqlDefaultFor('gen_random_uuid()', 'mysql', false)).toBe('(UUID())');
  });

  it('wraps expressions in parentheses where the dialect wants them', () => {
    expect(sqlDefaultFor('((0))', 'mysql', false)).toBe('0');
    expect(sqlDefaultFor('lower(hex(randomblob(4)))', 'sqlite', false)).toBe(
      '(lower(hex(randomblob(4))))',
    );
    expect(sqlDefaultFor("('now'::text)::date", 'postgresql', false)).toBe("('now'::text)::date");
  });

  it('writes no default for an empty value', () => {
    expect(sqlDefaultFor('  ', 'mysql', false)).toBeNull();
    expect(sqlDefaultFor(null, 'mysql', false)).toBeNull();
  });
});

describe('what another engine refuses, from SQLite', () => {
  it('leaves out a zero date where there is none and drops a UTC offset on MariaDB', () => {
    const at = (type: string) => ({ boolean: false, type });
    expect(convertDefault("'0000-00-00 00:00:00'", 'postgresql', at('TIMESTAMP'))).toEqual({
      sql: null,
      dropped: "postgresql has no zero date ('0000-00-00 00:00:00')",
    });
    expect(convertDefault("'0000-00-00'", 'mysql', at('date')).sql).toBe("'0000-00-00'");
    expect(convertDefault("'2000-01-01 00:00:00+00:00'", 'mysql', at('TIMESTAMP')).sql).toBe(
      "'2000-01-01 00:00:00'",
    );
    expect(convertDefault("'2000-01-01 00:00:00+02:00'", 'mysql', at('DATETIME')).sql).toBeNull();
    expect(convertDefault("'0000-00-00'", 'postgresql', at('text')).sql).toBe("'0000-00-00'");
  });

  it('quotes a column whose name the target reserves in an expression', () => {
    const cols = [{ name: 'Lock', type: 'CHAR(1)' }];
    expect(translateExpression("Lock='X' AND lock_id > 0", 'mysql', cols)).toEqual({
      sql: "`Lock`='X' AND lock_id > 0",
    });
    expect(translateExpression("Lock='X'", 'sqlite', cols)).toEqual({ sql: "Lock='X'" });
  });

  it("writes PostgreSQL's pattern match on a column as MySQL's REGEXP with its case rule", () => {
    const mysql = (expression: string) =>
      translateExpression(expression, 'mysql', [], 'postgresql');
    expect(mysql("email ~ '@'")).toEqual({ sql: "email REGEXP '(?-i)@'" });
    expect(mysql("name !~* '^a'")).toEqual({ sql: "name NOT REGEXP '(?i)^a'" });
    // pg_dump's spelling with an empty search_path.
    expect(mysql("(email OPERATOR(pg_catalog.~) '@') AND pg_catalog.length(email) < 9")).toEqual({
      sql: "(email REGEXP '(?-i)@') AND char_length(email) < 9",
    });
    // A literal holding what looks like a match stays as it is.
    expect(mysql("note <> 'a ~ ''b'''")).toEqual({ sql: "note <> 'a ~ ''b'''" });
  });

  it("reads PostgreSQL's = ANY (ARRAY[...]), as its catalog prints every IN list, as IN elsewhere", () => {
    for (const dialect of ['mysql', 'sqlite'] as const) {
      expect(
        translateExpression("(status)::text = ANY (ARRAY['a'::text, 'b''c'::text])", dialect),
      ).toEqual({ sql: "(status) IN ('a', 'b''c')" });
      expect(translateExpression('kind <> ALL (ARRAY[1, 2])', dialect)).toEqual({
        sql: 'kind NOT IN (1, 2)',
      });
    }
    // The other quantifiers keep their meaning, and are no MySQL.
    expect(translateExpression('kind <> ANY (ARRAY[1, 2])', 'mysql')).toHaveProperty('dropped');
    expect(translateExpression("note = 'x = ANY (ARRAY[1])'", 'mysql')).toEqual({
      sql: "note = 'x = ANY (ARRAY[1])'",
    });
  });

  it("leaves out PostgreSQL's pattern operators elsewhere, and keeps a bitwise NOT", () => {
    const pg = [
      "email ~ '@'",
      "name ~* '^a'",
      "(lower(name)) ~ 'x'",
      "email OPERATOR(public.~) '@'",
      "code SIMILAR TO '[0-9]+'",
    ];
    for (const dialect of ['mysql', 'sqlite', 'mssql'] as const)
      for (const expression of pg.filter((e) => dialect !== 'mysql' || !/^(email|name) /.test(e)))
        expect(translateExpression(expression, dialect), `${expression} in ${dialect}`).toEqual({
          dropped: `the expression ${expression} is not ${dialect} SQL`,
        });
    expect(translateExpression("email ~ '@'", 'postgresql')).toEqual({ sql: "email ~ '@'" });
    expect(translateExpression('(flags & ~4) = 0', 'mysql')).toEqual({ sql: '(flags & ~4) = 0' });
  });

  it("writes char_length as SQLite's length, leaving names and strings alone", () => {
    expect(
      translateExpression(
        'char_length(name) <= 255 AND CHARACTER_LENGTH ("char_length") > 0 AND note <> \'char_length(x)\'',
        'sqlite',
      ),
    ).toEqual({
      sql: 'length(name) <= 255 AND length ("char_length") > 0 AND note <> \'char_length(x)\'',
    });
    expect(translateExpression('char_length(name) <= 255', 'postgresql')).toEqual({
      sql: 'char_length(name) <= 255',
    });
  });

  it('compares a boolean column that held 0 and 1 as an integer in PostgreSQL', () => {
    const columns = [
      { name: 'post_reported', type: 'tinyint(1)' },
      { name: 'archived', type: 'BOOL' },
      { name: 'hits', type: 'int(11)' },
    ];
    expect(
      translateExpression(
        '`post_reported` in (0,1) AND archived = 0 AND archived NOT BETWEEN 0 AND 1 AND hits = 1',
        'postgresql',
        columns,
      ),
    ).toEqual({
      sql: '("post_reported")::integer in (0,1) AND (archived)::integer = 0 AND (archived)::integer NOT BETWEEN 0 AND 1 AND hits = 1',
    });
    expect(translateExpression('`post_reported` in (0,1)', 'mysql', columns)).toEqual({
      sql: '`post_reported` in (0,1)',
    });
  });

  it("writes MySQL's synonyms as each engine spells them, with the same arguments", () => {
    const expression =
      "lcase(ifnull(nick, 'x')) <> ucase(mid(name, 1, 3)) AND instr(name, '@') > 0";
    expect(translateExpression(expression, 'postgresql')).toEqual({
      sql: "lower(coalesce(nick, 'x')) <> upper(substr(name, 1, 3)) AND strpos(name, '@') > 0",
    });
    expect(translateExpression('lcase(nick) <> ucase(mid(name, 1, 3))', 'sqlite')).toEqual({
      sql: 'lower(nick) <> upper(substr(name, 1, 3))',
    });
    expect(translateExpression("lcase(ifnull(nick, 'x')) <> ''", 'mssql')).toEqual({
      sql: "lower(isnull(nick, 'x')) <> ''",
    });
    expect(translateExpression('lcase(nick) <> nick', 'mysql')).toEqual({
      sql: 'lcase(nick) <> nick',
    });
  });

  it("leaves out MySQL's spatial functions in PostgreSQL, which has them only with PostGIS", () => {
    expect(translateExpression('st_y(point)', 'postgresql')).toEqual({
      dropped: 'the expression st_y(point) is not postgresql SQL',
    });
    expect(translateExpression('st_y(point)', 'mysql')).toEqual({ sql: 'st_y(point)' });
  });
});
