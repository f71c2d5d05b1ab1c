import { describe, expect, it } from 'vitest';
import { canonicalDefault, sameDefault, sameType } from './sameDefinition';

describe('types and defaults as an engine compares them', () => {
  it('reads the catalog’s spelling of a type as the design’s', () => {
    expect(sameType('varchar(40)', 'character varying(40)', 'postgresql')).toBe(true);
    expect(sameType('timestamp', 'timestamp without time zone', 'postgresql')).toBe(true);
    expect(sameType('TIMESTAMPTZ', 'timestamp with time zone', 'postgresql')).toBe(true);
    expect(sameType('int4[]', 'integer[]', 'postgresql')).toBe(true);
    expect(sameType('numeric(12, 2)', 'numeric(12,2)', 'postgresql')).toBe(true);
    expect(sameType('integer', 'int(11)', 'mysql')).toBe(true);
    expect(sameType('BOOLEAN', 'tinyint(1)', 'mysql')).toBe(true);
    expect(sameType('int unsigned', 'int(10) unsigned', 'mysql')).toBe(true);
  });

  it('still sees a type that changed, and keeps SQLite’s declared types apart', () => {
    expect(sameType('varchar(40)', 'varchar(41)', 'postgresql')).toBe(false);
    expect(sameType('integer', 'bigint', 'postgresql')).toBe(false);
    expect(sameType('int', 'int unsigned', 'mysql')).toBe(false);
    expect(sameType('timestamp', 'timestamptz', 'postgresql')).toBe(false);
    // INTEGER PRIMARY KEY is SQLite's rowid; INT PRIMARY KEY is not.
    expect(sameType('INTEGER', 'integer', 'sqlite')).toBe(true);
    expect(sameType('INT', 'INTEGER', 'sqlite')).toBe(false);
  });

  it('reads the catalog’s spelling of a default as the design’s', () => {
    expect(sameDefault("'none'", "'none'::character varying")).toBe(true);
    expect(sameDefault("nextval('users_seq')", "nextval('users_seq'::regclass)")).toBe(true);
    expect(sameDefault('((0))', '0')).toBe(true);
    expect(sameDefault('CURRENT_TIMESTAMP', 'current_timestamp()')).toBe(true);
    expect(canonicalDefault("'It''s'::text")).toBe("'It''s'");
  });

  it('still sees a default that changed, or one added or removed', () => {
    expect(sameDefault("'None'", "'none'")).toBe(false);
    expect(sameDefault('0', '1')).toBe(false);
    expect(sameDefault(null, '0')).toBe(false);
    expect(sameDefault(undefined, null)).toBe(true);
    // Parentheses that do not wrap the whole text stay.
    expect(sameDefault('(1) + (2)', '1) + (2')).toBe(false);
  });

  it('reads booleans and bit literals as the engine does', () => {
    // MySQL and SQLite: TRUE is 1; MySQL: b'0' is 0.
    expect(sameDefault('TRUE', '1', 'mysql', 'tinyint(1)')).toBe(true);
    expect(sameDefault("b'0'", '0', 'mysql', 'bit(1)')).toBe(true);
    expect(sameDefault("b'101'", '5', 'mysql', 'bit(3)')).toBe(true);
    expect(sameDefault('FALSE', '0', 'sqlite', 'boolean')).toBe(true);
    expect(sameDefault('TRUE', '0', 'mysql', 'tinyint(1)')).toBe(false);
    // PostgreSQL: a boolean's 'f', 'no' and false are one value; a text's 'f' is a letter.
    expect(sameDefault("'f'", 'FALSE', 'postgresql', 'boolean')).toBe(true);
    expect(sameDefault("'yes'::boolean", 'true', 'postgresql', 'bool')).toBe(true);
    expect(sameDefault("'t'", 'false', 'postgresql', 'boolean')).toBe(false);
    expect(sameDefault("'f'", 'false', 'postgresql', 'text')).toBe(false);
    // Without a dialect, the spelling is the default.
    expect(sameDefault('TRUE', '1')).toBe(false);
  });
});
