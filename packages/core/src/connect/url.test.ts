import { describe, expect, it } from 'vitest';
import { describeTarget, parseDatabaseUrl } from './url';

describe('database URLs', () => {
  it('reads each engine, with the password from the URL or the engine variable', () => {
    expect(parseDatabaseUrl('postgres://ann:p%40ss@db.example:6432/shop?sslmode=require')).toEqual({
      engine: 'postgresql',
      host: 'db.example',
      port: 6432,
      database: 'shop',
      user: 'ann',
      password: 'p@ss',
      tls: true,
      servername: undefined,
    });
    expect(
      parseDatabaseUrl('mariadb://root@10.0.0.5/app?ssl=true&servername=db.example', {
        MYSQL_PWD: 'pw',
      }),
    ).toMatchObject({
      engine: 'mysql',
      host: '10.0.0.5',
      port: undefined,
      password: 'pw',
      tls: true,
      servername: 'db.example',
    });
    expect(
      parseDatabaseUrl('postgresql://ann@h/db', { PGPASSWORD: 'pg', MYSQL_PWD: 'my' }),
    ).toMatchObject({ password: 'pg' });
    expect(parseDatabaseUrl('mssql://sa@h/db', { MSSQL_PASSWORD: 'ms' })).toMatchObject({
      engine: 'mssql',
      password: 'ms',
    });
    expect(parseDatabaseUrl('sqlite:data/app.db')).toEqual({
      engine: 'sqlite',
      file: 'data/app.db',
    });
    expect(parseDatabaseUrl('sqlite:///var/app.db')).toEqual({
      engine: 'sqlite',
      file: '/var/app.db',
    });
  });

  it('explains a URL it cannot read, without repeating it', () => {
    expect(parseDatabaseUrl('oracle://u:secret@h/db')).toEqual({
      error: expect.stringMatching(/^a database URL starts with postgres:\/\//) as unknown,
    });
    expect(parseDatabaseUrl('sqlite:')).toEqual({
      error: 'sqlite: needs a file, as sqlite:path/to/file.db',
    });
    const bad = parseDatabaseUrl('mysql://u:secret@:99999/db');
    expect('error' in bad && !bad.error.includes('secret')).toBe(true);
  });

  it('describes a target without its password', () => {
    const target = parseDatabaseUrl('postgres://ann:secret@db.example:6432/shop');
    expect('error' in target ? target.error : describeTarget(target)).toBe(
      'postgresql://ann@db.example:6432/shop',
    );
  });
});
