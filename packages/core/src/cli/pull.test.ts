import { describe, expect, it } from 'vitest';
import { parsePullArgs } from './pull';
import { runCli, type CliIo } from './run';

/** I/O whose database read fails as an unreachable host does, and which notes each read. */
const io = (reads: string[]): CliIo => ({
  readFile: () => Promise.reject(new Error('ENOENT: no such file')),
  readStdin: () => Promise.resolve(''),
  stdinIsTty: false,
  readLive: (url) => {
    reads.push(url);
    return Promise.reject(
      new Error('postgresql://u@db.example:5432/app: cannot connect: ECONNREFUSED'),
    );
  },
});

describe('relata-ddl pull arguments', () => {
  it('reads the URL and options, and labels the database without its password', () => {
    expect(parsePullArgs(['postgres://u:secret@db.example/app', '--to=dbml'])).toEqual({
      url: 'postgres://u:secret@db.example/app',
      label: 'postgresql://u@db.example/app',
      to: 'dbml',
      diff: undefined,
      rollback: false,
    });
    expect(parsePullArgs(['sqlite:a.db', '--diff', 'design.sql', '--rollback'])).toMatchObject({
      label: 'sqlite:a.db',
      diff: 'design.sql',
      rollback: true,
    });
  });

  it('exits 2 with the usage on usage errors, before connecting', async () => {
    const cases: [string[], string][] = [
      [['pull'], 'pull needs one database URL'],
      [['pull', 'oracle://h/db'], 'a database URL starts with'],
      [['pull', 'mysql://h/db', '--to', 'oracle'], '--to must be one of'],
      [['pull', 'mysql://h/db', '--rollback'], '--rollback needs --diff'],
      [['pull', 'mysql://h/db', '--to', 'json', '--diff', 'd.sql'], 'cannot be used together'],
      [['pull', 'mysql://h/db', '--force'], "unknown option '--force'"],
    ];
    const reads: string[] = [];
    for (const [argv, message] of cases) {
      const r = await runCli(argv, io(reads));
      expect(r.exitCode, argv.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain('Usage: relata-ddl pull');
    }
    expect(reads).toEqual([]);
  });

  it('exits 3 with the reason when the database cannot be read', async () => {
    const r = await runCli(['pull', 'postgres://u:secret@db.example/app'], io([]));
    expect(r).toEqual({
      stdout: '',
      stderr:
        'relata-ddl: cannot read the database: postgresql://u@db.example:5432/app: cannot connect: ECONNREFUSED\n',
      exitCode: 3,
    });
  });

  it('prints its usage on --help', async () => {
    const r = await runCli(['pull', '--help'], io([]));
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^Usage: relata-ddl pull <url>/);
  });
});
