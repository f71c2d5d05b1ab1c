import { describe, expect, it } from 'vitest';
import { parseConvertArgs, USAGE } from './args';
import { convert, runCli } from './run';

const io = (input = '', files: Record<string, string> = {}) => ({
  readFile: (path: string) =>
    path in files
      ? Promise.resolve(files[path] ?? '')
      : Promise.reject(new Error('ENOENT: no such file')),
  readStdin: () => Promise.resolve(input),
  stdinIsTty: false,
  readLive: () => Promise.reject(new Error('no database in these tests')),
});

describe('relata-ddl arguments', () => {
  it('reads convert --from X --to Y [FILE], with --opt=value too', () => {
    expect(parseConvertArgs(['convert', '--from', 'mysql', '--to=cds', 'schema.sql'])).toEqual({
      from: 'mysql',
      to: 'cds',
      file: 'schema.sql',
      namespace: undefined,
    });
    expect(parseConvertArgs(['convert', '--from', 'postgres', '--to', 'json'])).toMatchObject({
      from: 'postgresql',
      to: 'json',
    });
  });

  it('explains a usage error', () => {
    expect(parseConvertArgs(['convert', '--from', 'oracle', '--to', 'mysql'])).toEqual({
      error: '--from must be one of mysql, postgresql, sqlite, mssql, dbml, prisma',
    });
    expect(parseConvertArgs(['convert', '--from', 'mysql', '--to', 'cds', 'a', 'b'])).toEqual({
      error: 'give at most one FILE',
    });
    expect(parseConvertArgs(['translate'])).toEqual({
      error: "unknown command 'translate'; the commands are convert, diff and pull",
    });
    expect(parseConvertArgs(['convert', '--from'])).toEqual({ error: '--from needs a value' });
  });
});

describe('relata-ddl convert', () => {
  it('writes the converted script, and each skipped statement with its line on stderr', () => {
    const r = convert('SET x = 1;\nCREATE TABLE a (id int primary key);', {
      from: 'mysql',
      to: 'postgresql',
      file: 's.sql',
    });
    expect(r).toEqual({
      stdout: 'CREATE TABLE a (\n  id int NOT NULL,\n  CONSTRAINT a_pkey PRIMARY KEY (id)\n);\n',
      stderr: 's.sql:1: note: skipped SET statement (not part of the diagram)\n',
      exitCode: 0,
    });
  });

  it('prints the notes the script carries on stderr, as the Parser tab shows them', () => {
    const sql = 'CREATE TABLE a (id serial primary key, tags text[]);\nCREATE VIEW v AS SELECT 1;';
    for (const to of [
      'mysql',
      'dbml',
      'cds',
      'prisma',
      'drizzle',
      'typeorm',
      'sqlalchemy',
      'django',
    ] as const) {
      const r = convert(sql, { from: 'postgresql', to });
      const notes = r.stderr.split('\n').filter((l) => l.startsWith('relata-ddl: note: '));
      const inScript = r.stdout.split('\n').filter((l) => /(--|\/\/) Note: |^# Note: /.test(l));
      expect(notes.length, to).toBeGreaterThan(0);
      expect(notes.length, to).toBe(inScript.length);
    }
    expect(convert(sql, { from: 'postgresql', to: 'mysql' }).stderr).toContain(
      'relata-ddl: note: mysql has no serial types or sequence defaults: a.id are written as auto-increment integers\n',
    );
    expect(convert(sql, { from: 'postgresql', to: 'dbml' }).stderr).toContain(
      'relata-ddl: note: view v is not written: DBML has no views\n',
    );
  });

  it('writes a Prisma schema for the database of --from, or of --dialect (issue 40)', () => {
    const sql =
      'CREATE TABLE a (id serial PRIMARY KEY, n varchar(20) NOT NULL, CHECK (length(n) > 1));';
    const pg = convert(sql, { from: 'postgresql', to: 'prisma' });
    expect(pg.exitCode).toBe(0);
    expect(pg.stdout).toContain('provider = "postgresql"');
    expect(pg.stdout).toMatch(
      /model A \{\n {2}id Int @id @default\(autoincrement\(\)\)\n {2}n String @db\.VarChar\(20\)/,
    );
    expect(pg.stderr).toContain(
      'relata-ddl: note: a: check length(n) > 1 is left out: Prisma has no CHECK\n',
    );
    const dbml = convert('Table a {\n  id int [pk]\n}', {
      from: 'dbml',
      to: 'prisma',
      dialect: 'mysql',
    });
    expect(dbml.stdout).toContain('provider = "mysql"');
    expect(
      parseConvertArgs(['convert', '--from', 'dbml', '--to', 'prisma', '--dialect', 'oracle']),
    ).toEqual({
      error: '--dialect must be one of mysql, postgresql, sqlite, mssql',
    });
    expect(
      parseConvertArgs(['convert', '--from=dbml', '--to=prisma', '--dialect=sqlite']),
    ).toMatchObject({
      dialect: 'sqlite',
    });
  });

  it('exits 1 with the line and reason of every unreadable statement, writing nothing', () => {
    const r = convert('CREATE TABLE a (id int);\nCREATE TABLE b (id int,', {
      from: 'postgresql',
      to: 'mysql',
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

describe('relata-ddl convert to documentation', () => {
  const sql = 'CREATE TABLE shop.orders (id serial PRIMARY KEY, total numeric(10, 2));';

  it('takes markdown, html and mermaid as --to, and lists them in the help', () => {
    for (const to of ['markdown', 'html', 'mermaid'])
      expect(parseConvertArgs(['convert', '--from', 'mysql', '--to', to])).toMatchObject({ to });
    expect(USAGE).toContain('| json | markdown | html | mermaid | svg');
  });

  it('titles the dictionary after the file, without folder or extension', async () => {
    const files = { 'db/shop.v2.sql': sql };
    const md = await runCli(
      ['convert', '--from', 'postgresql', '--to', 'markdown', 'db/shop.v2.sql'],
      io('', files),
    );
    expect(md.stdout.startsWith('# shop.v2\n')).toBe(true);
    expect(md.stdout).toContain('| total | numeric\\(10, 2\\) | yes |');
    const html = await runCli(
      ['convert', '--from', 'postgresql', '--to', 'html', 'db/shop.v2.sql'],
      io('', files),
    );
    expect(html.stdout).toContain('<title>shop.v2</title>');
  });

  it('titles the dictionary "Data dictionary" from standard input, and prints no notes', async () => {
    const r = await runCli(['convert', '--from', 'postgresql', '--to', 'html'], io(sql));
    expect(r.stdout).toContain('<h1>Data dictionary</h1>');
    expect(r.stderr).toBe('');
  });

  it('draws the whole diagram as SVG with the font the bin supplies, asked only for svg', async () => {
    const face =
      "@font-face{font-family:'Arimo';src:url(data:font/woff2;base64,AAAA) format('woff2')}";
    let asked = 0;
    const withFont = {
      ...io(sql),
      fontFaceCss: () => {
        asked++;
        return Promise.resolve(face);
      },
    };
    const svg = await runCli(['convert', '--from', 'postgresql', '--to', 'svg'], withFont);
    expect(svg.exitCode).toBe(0);
    expect(svg.stdout).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(svg.stdout).toContain(face);
    expect(svg.stdout).toContain('>orders<');
    expect(svg.stdout).toContain('>total<');
    await runCli(['convert', '--from', 'postgresql', '--to', 'mermaid'], withFont);
    expect(asked).toBe(1);
    // Without a font the drawing names the system's.
    expect(convert(sql, { from: 'postgresql', to: 'svg' }).stdout).not.toContain('@font-face');
  });

  it('writes the Mermaid ER diagram', () => {
    const r = convert(sql, { from: 'postgresql', to: 'mermaid' });
    expect(r.stdout).toBe(
      'erDiagram\n  shop_orders["shop.orders"] {\n    serial id PK\n    numeric(10_2) total\n  }\n',
    );
    expect(r.exitCode).toBe(0);
  });
});
