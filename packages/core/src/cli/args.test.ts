import { describe, expect, it } from 'vitest';
import { parseConvertArgs } from './args';
import { convert, runCli } from './run';

const io = (input = '', files: Record<string, string> = {}) => ({
  readFile: (path: string) =>
    path in files
      ? Promise.resolve(files[path] ?? '')
      : Promise.reject(new Error('ENOENT: no such file')),
  readStdin: () => Promise.resolve(input),
  stdinIsTty: false,
});

describe('relata-ddl arguments', () => {
  it('reads convert --from X --to Y [FILE], with --opt=value too', () => {
    expect(parseConvertArgs(['convert', '--from', 'mysql', '--to=cds', 'schema.sql'])).toEqual({
      from: 'mysql',
      to: 'cds',
      file: 'schema.sql',
      verbose: false,
      namespace: undefined,
    });
    expect(
      parseConvertArgs(['convert', '--from', 'postgres', '--to', 'json', '--verbose']),
    ).toMatchObject({ from: 'postgresql', to: 'json', verbose: true });
  });

  it('explains a usage error', () => {
    expect(parseConvertArgs(['convert', '--from', 'oracle', '--to', 'mysql'])).toEqual({
      error: '--from must be one of mysql, postgresql, sqlite, mssql, dbml',
    });
    expect(parseConvertArgs(['convert', '--from', 'mysql', '--to', 'cds', 'a', 'b'])).toEqual({
      error: 'give at most one FILE',
    });
    expect(parseConvertArgs(['translate'])).toEqual({
      error: "unknown command 'translate'; the command is convert",
    });
    expect(parseConvertArgs(['convert', '--from'])).toEqual({ error: '--from needs a value' });
  });
});

describe('relata-ddl convert', () => {
  it('writes the converted script and counts the skipped statements on stderr', () => {
    const r = convert('SET x = 1;\nCREATE TABLE a (id int primary key);', {
      from: 'mysql',
      to: 'postgresql',
      verbose: false,
    });
    expect(r).toEqual({
      stdout: 'CREATE TABLE a (\n  id int NOT NULL,\n  CONSTRAINT a_pkey PRIMARY KEY (id)\n);\n',
      stderr: 'relata-ddl: 1 note(s) on skipped or partly read statements (--verbose lists them)\n',
      exitCode: 0,
    });
  });

  it('lists each skipped statement with its line when verbose', () => {
    const r = convert('CREATE TABLE a (id int);\nINSERT INTO a VALUES (1);', {
      from: 'sqlite',
      to: 'dbml',
      verbose: true,
      file: 's.sql',
    });
    expect(r.stderr).toBe('s.sql:2: note: skipped INSERT statement (not part of the diagram)\n');
  });

  it('exits 1 with the line and reason of every unreadable statement, writing nothing', () => {
    const r = convert('CREATE TABLE a (id int);\nCREATE TABLE b (id int,', {
      from: 'postgresql',
      to: 'mysql',
      verbose: false,
      file: 'x.sql',
    });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'x.sql:2: error: expected a column name but found the end of the statement',
    );
  });

  it('exits 2 when the file cannot be read', async () => {
    const r = await runCli(['convert', '--from', 'mysql', '--to', 'json', 'missing.sql'], io());
    expect(r).toEqual({
      stdout: '',
      stderr: 'relata-ddl: cannot read missing.sql: ENOENT: no such file\n',
      exitCode: 2,
    });
  });

  it('asks for a FILE instead of waiting on a terminal', async () => {
    const r = await runCli(['convert', '--from', 'mysql', '--to', 'json'], {
      ...io(),
      stdinIsTty: true,
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^relata-ddl: give a FILE or pipe the schema into standard input/);
  });

  it('writes the diagram JSON that the server stores', async () => {
    const r = await runCli(
      ['convert', '--from', 'dbml', '--to', 'json'],
      io('Table t {\n  id int [pk]\n}'),
    );
    const model = JSON.parse(r.stdout) as { tables: { name: string; width: number }[] };
    expect(model.tables.map((t) => [t.name, t.width])).toEqual([['t', 200]]);
  });
});
