import { describe, expect, it } from 'vitest';
import { diffFiles } from './diff';
import { guessDialect, parseDiffArgs } from './diffArgs';
import { SqlLexer } from '../schema/import/sqlLexer';
import { splitStatements } from '../schema/import/splitter';
import { SQL_DIALECTS } from '../schema/sql/dialects';

const OLD = 'CREATE TABLE users (id integer PRIMARY KEY, email varchar(80), bio text);';
const NEW = 'CREATE TABLE users (id integer PRIMARY KEY, email varchar(40), nick text);';

describe('relata-ddl diff', () => {
  it('reads --from, --to, --dialect, --source-dialect and --rollback', () => {
    expect(
      parseDiffArgs(['--from', 'a.sql', '--to=b.sql', '--dialect', 'postgres', '--rollback']),
    ).toEqual({
      from: 'a.sql',
      to: 'b.sql',
      dialect: 'postgresql',
      sourceDialect: undefined,
      rollback: true,
    });
    expect(parseDiffArgs(['--from', 'a.sql', '--to', 'b.sql', '--dialect', 'oracle'])).toEqual({
      error: '--dialect must be one of mysql, postgresql, sqlite, mssql',
    });
    expect(parseDiffArgs(['--from', 'a.sql'])).toEqual({
      error: 'diff needs --from OLD.sql and --to NEW.sql',
    });
  });

  it('guesses a file’s dialect from the marks it carries', () => {
    expect(guessDialect('CREATE TABLE `a` (id int AUTO_INCREMENT)')).toBe('mysql');
    expect(guessDialect('CREATE TABLE [a] (id int IDENTITY(1,1))\nGO')).toBe('mssql');
    expect(guessDialect('CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT)')).toBe('sqlite');
    expect(guessDialect('CREATE TABLE a (id serial)')).toBe('postgresql');
    expect(guessDialect('CREATE TABLE a (id int)')).toBeNull();
  });

  it('matches tables and columns by name and flags what loses data', () => {
    const args = {
      from: 'old.sql',
      to: 'new.sql',
      dialect: 'postgresql' as const,
      rollback: false,
    };
    const r = diffFiles(OLD, NEW, args);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('-- Relata migration (PostgreSQL): old.sql -> new.sql');
    expect(r.stdout).toContain('-- DESTRUCTIVE: drops column users.bio and its values');
    expect(r.stdout).toContain(
      '-- DESTRUCTIVE: users.email: type varchar(80) narrows to varchar(40)',
    );
    expect(r.stdout).toContain('ALTER TABLE users ADD COLUMN nick text NULL;');
    expect(r.stderr).toBe(
      'relata-ddl: 2 destructive statement(s), marked -- DESTRUCTIVE in the script\n',
    );
    const back = diffFiles(OLD, NEW, { ...args, rollback: true });
    expect(back.stdout).toContain('-- Relata migration (PostgreSQL): new.sql -> old.sql');
    expect(back.stdout).toContain('ALTER TABLE users ADD COLUMN bio text NULL;');
  });

  it('keeps line breaks in names and comments from ever starting a statement', () => {
    const name = '"t\nDROP TABLE users;\n--"';
    const before = `CREATE TABLE ${name} (id int, "c\rDROP TABLE users;\r--" int);`;
    const after = `${before}\nCOMMENT ON TABLE ${name} IS E'x\\r\\nDROP TABLE users;\\n--';`;
    for (const dialect of SQL_DIALECTS) {
      const r = diffFiles(before, after, {
        from: 'v1\rDROP TABLE users;',
        to: 'v2',
        dialect,
        sourceDialect: 'postgresql',
        rollback: false,
      });
      const statements = splitStatements(new SqlLexer(r.stdout, dialect).run(), dialect);
      expect(
        statements.every((s) => s.tokens[0]?.upper !== 'DROP'),
        r.stdout,
      ).toBe(true);
    }
  });

  it('reads a file the way convert reads it: SQLite’s [bracketed] names stay SQLite', () => {
    const before =
      'DROP TABLE IF EXISTS [Album];\nCREATE TABLE [Album] ([AlbumId] INTEGER NOT NULL, [Title] NVARCHAR(160));';
    const after = before.replace('NVARCHAR(160)', 'NVARCHAR(200)');
    const r = diffFiles(before, after, { from: 'a', to: 'b', dialect: 'sqlite', rollback: false });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('Title NVARCHAR(200) NULL');
    expect(guessDialect('CREATE TABLE [a] (id int)', 'sqlite')).toBe('sqlite');
    expect(guessDialect('CREATE TABLE `a` (id int)', 'sqlite')).toBe('sqlite');
    expect(guessDialect('CREATE TABLE `a` (id int)', 'postgresql')).toBe('mysql');
    expect(guessDialect('CREATE TABLE [a] (id INTEGER PRIMARY KEY AUTOINCREMENT)')).toBe('sqlite');
    expect(guessDialect('\\restrict abc\nCREATE TABLE a (id int);', 'sqlite')).toBe('postgresql');
  });

  it('writes nothing when a file has statements it cannot read', () => {
    const r = diffFiles('CREATE TABLE a (\n  id int,', NEW, {
      from: 'old.sql',
      to: 'new.sql',
      dialect: 'mysql',
      rollback: false,
    });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^old\.sql:\d+: error: /);
  });
});
