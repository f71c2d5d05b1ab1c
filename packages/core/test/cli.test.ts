import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/relata-ddl.mjs');

/** Runs the bin the way a user does: plain `node`, no loader flags, with a time bound. */
function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

describe('relata-ddl bin on plain Node', () => {
  it('converts standard input from PostgreSQL to MySQL', () => {
    const r = run(
      ['convert', '--from', 'postgresql', '--to', 'mysql'],
      'CREATE TABLE "order" (id serial primary key, note text);',
    );
    const notes = [
      'mysql has no serial types or sequence defaults: order.id are written as auto-increment integers',
      // PostgreSQL's text holds any length, MySQL's TEXT 64 KB.
      'type text becomes LONGTEXT in mysql (order.note)',
    ];
    expect(r.stderr).toBe(notes.map((n) => `relata-ddl: note: ${n}\n`).join(''));
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      `${notes.map((n) => `-- Note: ${n}\n`).join('')}\n` +
        'CREATE TABLE `order` (\n  id integer AUTO_INCREMENT NOT NULL,\n  note LONGTEXT NULL,\n  PRIMARY KEY (id)\n);\n',
    );
  });

  it('reads a FILE and writes every output format', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relata-ddl-'));
    const file = join(dir, 'schema.dbml');
    writeFileSync(file, 'Table a {\n  id int [pk]\n}\nTable b {\n  a_id int [ref: > a.id]\n}\n');
    for (const to of ['mysql', 'postgresql', 'sqlite', 'mssql', 'cds', 'dbml', 'json']) {
      const r = run(['convert', '--from', 'dbml', '--to', to, file]);
      expect(r.status, `${to}: ${r.stderr}`).toBe(0);
      expect(r.stdout.length).toBeGreaterThan(20);
    }
  }, 60_000);

  it('reads a Prisma schema, one file or a folder of them, with Prisma’s own errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relata-prisma-'));
    mkdirSync(join(dir, 'models'));
    writeFileSync(join(dir, 'main.prisma'), 'datasource db {\n  provider = "sqlite"\n}\n');
    writeFileSync(join(dir, 'models', 'a.prisma'), 'model A {\n  id Int @id\n  b  B[]\n}\n');
    writeFileSync(
      join(dir, 'models', 'b.prisma'),
      'model B {\n  id  Int @id\n  aId Int @map("a_id")\n  a   A   @relation(fields: [aId], references: [id])\n}\n',
    );
    const folder = run(['convert', '--from', 'prisma', '--to', 'sqlite', dir]);
    expect(folder.status, folder.stderr).toBe(0);
    expect(folder.stdout).toContain(
      'CONSTRAINT B_a_id_fkey FOREIGN KEY (a_id) REFERENCES A (id) ON DELETE RESTRICT ON UPDATE CASCADE',
    );
    // Back to Prisma, for the schema's own provider.
    const again = run(['convert', '--from', 'prisma', '--to', 'prisma', dir]);
    expect(again.stdout).toContain('provider = "sqlite"');
    const refused = run(
      ['convert', '--from', 'prisma', '--to', 'postgresql'],
      'model X {\n  id Int @id\n  y Foo\n}\n',
    );
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('Type "Foo" is neither a built-in type');
    expect(refused.stderr).toContain('schema.prisma:3');
  }, 60_000);

  it('exits non-zero with the line and reason on unreadable input', () => {
    const r = run(
      ['convert', '--from', 'mysql', '--to', 'postgresql'],
      'CREATE TABLE ok (id int);\nCREATE TABLE broken (\n  id int,\n  name varchar(',
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^<stdin>:4: error: unexpected end of statement/m);
  });

  it('exits 2 with the usage on a wrong option', () => {
    const r = run(['convert', '--from', 'mysql', '--to', 'oracle']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--to must be one of');
    expect(r.stderr).toContain('Usage: relata-ddl convert');
  });

  it('writes a migration and its rollback between two files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relata-ddl-'));
    const [before, after] = [join(dir, 'old.sql'), join(dir, 'new.sql')];
    writeFileSync(before, 'CREATE TABLE `a` (id int PRIMARY KEY, note varchar(20));');
    writeFileSync(after, 'CREATE TABLE `a` (id int PRIMARY KEY, note varchar(40), n int);');
    const args = ['diff', '--from', before, '--to', after, '--dialect', 'mysql'];
    const r = run(args);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('ALTER TABLE a MODIFY COLUMN note varchar(40) NULL;');
    expect(r.stdout).toContain('ALTER TABLE a ADD COLUMN n int NULL;');
    expect(r.stdout).toContain('cannot run in a transaction');
    const back = run([...args, '--rollback']);
    expect(back.stdout).toContain('-- DESTRUCTIVE: drops column a.n and its values');
    expect(back.stderr).toContain('2 destructive statement(s)');
  }, 60_000);
});
