import { describe, expect, it } from 'vitest';
import { parseRelataArgs } from './args';

describe('parseRelataArgs', () => {
  it('reads each command with its options', () => {
    expect(parseRelataArgs(['push', 'Shop', 'schema.sql', '-m', 'Release', '--dry-run'])).toEqual({
      command: 'push',
      json: false,
      url: undefined,
      project: 'Shop',
      file: 'schema.sql',
      message: 'Release',
      dryRun: true,
      dialect: undefined,
    });
    expect(
      parseRelataArgs(['pull', 'Shop', '--format=dbml', '-o', 'out.dbml', '--json']),
    ).toMatchObject({ command: 'pull', format: 'dbml', output: 'out.dbml', json: true });
    expect(parseRelataArgs(['diff', 'Shop', '--db', 'sqlite:x.db'])).toMatchObject({
      command: 'diff',
      db: 'sqlite:x.db',
      file: undefined,
    });
    expect(
      parseRelataArgs([
        'migrate',
        'Shop',
        '--from',
        'v1',
        '--to',
        'current',
        '--dialect',
        'postgres',
      ]),
    ).toMatchObject({
      command: 'migrate',
      dialect: 'postgresql',
      rollback: false,
    });
    expect(parseRelataArgs(['versions', 'Shop', 'create', 'Release 1'])).toMatchObject({
      create: 'Release 1',
    });
    expect(parseRelataArgs([])).toEqual({ command: 'help', json: false });
  });

  it('says what is wrong with a command line in one line', () => {
    const error = (argv: string[]) => (parseRelataArgs(argv) as { error: string }).error;
    expect(error(['deploy'])).toBe(
      "unknown command 'deploy'; the commands are login, projects, pull, push, diff, versions, migrate",
    );
    expect(error(['push', 'Shop'])).toBe('wrong number of arguments for push; see relata --help');
    expect(error(['diff', 'Shop'])).toBe('diff needs either a FILE or --db URL');
    expect(error(['diff', 'Shop', 'a.sql', '--db', 'sqlite:x'])).toBe(
      'diff needs either a FILE or --db URL',
    );
    expect(error(['pull', 'Shop', '--format', 'xml'])).toBe(
      '--format must be one of sql, dbml, json',
    );
    expect(error(['pull', 'Shop', '--dialect', 'oracle'])).toBe(
      '--dialect must be one of mysql, postgresql, sqlite, mssql',
    );
    expect(error(['login'])).toBe('login needs --url URL');
    expect(error(['projects', '--color'])).toMatch(/^Unknown option '--color'/);
    expect(error(['versions', 'Shop', 'delete', 'x'])).toBe(
      'versions takes PROJECT, or PROJECT create NAME',
    );
  });
});
