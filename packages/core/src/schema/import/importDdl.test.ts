import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import { generateDdl } from '../generate';
import type { DiagramModel, Table } from '../model';
import { importDdl } from '.';

const ids = () => ({ idFactory: sequentialIds() });
const columns = (m: DiagramModel, table: string) =>
  m.tables.find((t) => t.name === table)?.attributes ?? [];
const refs = (m: DiagramModel) =>
  m.relationships.map((r) => {
    const name = (tid: string, cid: string) => {
      const t = m.tables.find((x) => x.id === tid);
      return `${t?.name ?? ''}.${t?.attributes.find((a) => a.id === cid)?.name ?? ''}`;
    };
    return `${name(r.sourceTableId, r.sourceColumnId)} -> ${name(r.targetTableId, r.targetColumnId)} ${r.cardinality}`;
  });

/** Each column's name, primary key, nullability and uniqueness (by flag or single-column constraint). */
const columnFlags = (t: Table) => {
  const unique = new Set(
    (t.uniques ?? []).flatMap((u) => (u.columnIds.length === 1 ? u.columnIds : [])),
  );
  return t.attributes.map((a) => [
    a.name,
    a.isPrimaryKey,
    a.isNullable,
    a.isUnique || unique.has(a.id),
  ]);
};

describe('SQL import', () => {
  it('reads MySQL tables with types, keys, unique, nullability, defaults and foreign keys', () => {
    const sql = `
      SET NAMES utf8mb4;
      CREATE TABLE \`country\` (
        \`country_id\` SMALLINT UNSIGNED NOT NULL AUTO_INCREMENT,
        \`code\` CHAR(2) NOT NULL UNIQUE,
        \`name\` VARCHAR(50) NULL DEFAULT 'n/a' COMMENT 'display name',
        PRIMARY KEY (\`country_id\`)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
      CREATE TABLE city (
        city_id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        country_id SMALLINT UNSIGNED NOT NULL,
        KEY idx_fk_country_id (country_id),
        CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (country_id) ON DELETE RESTRICT ON UPDATE CASCADE
      );`;
    const { model, errors, warnings } = importDdl(sql, 'mysql', ids());
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { line: 2, message: 'skipped SET statement (not part of the diagram)' },
    ]);
    expect(
      columns(model, 'country').map((a) => [
        a.name,
        a.type,
        a.isPrimaryKey,
        a.isNullable,
        a.isUnique,
        a.isAutoIncrement,
        a.defaultValue,
      ]),
    ).toEqual([
      ['country_id', 'SMALLINT UNSIGNED', true, false, false, true, null],
      ['code', 'CHAR(2)', false, false, true, false, null],
      ['name', 'VARCHAR(50)', false, true, false, false, "'n/a'"],
    ]);
    expect(columns(model, 'city')[1]?.isForeignKey).toBe(true);
    expect(refs(model)).toEqual(['country.country_id -> city.country_id ONE_TO_MANY']);
    expect(model.relationships[0]?.name).toBe('fk_city_country');
  });

  it('reads PostgreSQL serials, identities, domains, enums, casts and ALTER TABLE keys', () => {
    const sql = `
      CREATE DOMAIN year AS integer CONSTRAINT year_check CHECK (VALUE >= 1901);
      CREATE TYPE mood AS ENUM ('sad', 'ok');
      CREATE TABLE public.person (
        id serial,
        born year,
        mood mood DEFAULT 'ok'::mood,
        tags text[],
        code integer GENERATED ALWAYS AS IDENTITY
      );
      CREATE TABLE pet (id bigint NOT NULL, owner_id integer REFERENCES person);
      ALTER TABLE ONLY person ADD CONSTRAINT person_pkey PRIMARY KEY (id);
      ALTER TABLE ONLY pet ADD CONSTRAINT pet_pkey PRIMARY KEY (id), ALTER COLUMN id SET DEFAULT nextval('pet_id_seq'::regclass);
      ALTER TABLE public.pet OWNER TO postgres;`;
    const { model, errors } = importDdl(sql, 'postgresql', ids());
    expect(errors).toEqual([]);
    expect(
      columns(model, 'person').map((a) => [
        a.name,
        a.type,
        a.isAutoIncrement,
        a.isIdentity,
        a.defaultValue,
      ]),
    ).toEqual([
      ['id', 'serial', true, false, null],
      ['born', 'year', false, false, null],
      ['mood', 'mood', false, false, "'ok'::mood"],
      ['tags', 'text[]', false, false, null],
      ['code', 'integer', false, true, null],
    ]);
    expect(columns(model, 'person')[4]?.identityGeneration).toBe('ALWAYS');
    expect(model.types?.map(({ id: _id, ...t }) => t)).toEqual([
      {
        name: 'year',
        kind: 'domain',
        baseType: 'integer',
        checks: [{ name: 'year_check', expression: 'VALUE >= 1901' }],
      },
      { name: 'mood', kind: 'enum', values: ['sad', 'ok'] },
    ]);
    expect(columns(model, 'pet')[0]).toMatchObject({ isPrimaryKey: true, isAutoIncrement: true });
    expect(model.tables.map((t) => t.primaryKeyName)).toEqual(['person_pkey', 'pet_pkey']);
    expect(refs(model)).toEqual(['person.id -> pet.owner_id ONE_TO_MANY']);
  });

  it('reads SQLite inline keys and triggers whose bodies hold semicolons', () => {
    const sql = `
      CREATE TABLE [artist] ("id" INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT);
      CREATE TABLE album (id INTEGER PRIMARY KEY, artist_id INTEGER NOT NULL REFERENCES artist(id), note);
      CREATE TRIGGER t AFTER INSERT ON album BEGIN UPDATE album SET note = 'x'; SELECT 1; END;
      CREATE UNIQUE INDEX ux_album_note ON album (note);`;
    const { model, errors, warnings } = importDdl(sql, 'sqlite', ids());
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(model.extraSql?.map((e) => [e.kind, e.name, e.sql])).toEqual([
      [
        'trigger',
        't',
        "CREATE TRIGGER t AFTER INSERT ON album BEGIN UPDATE album SET note = 'x'; SELECT 1; END",
      ],
    ]);
    expect(columns(model, 'artist')[0]).toMatchObject({
      name: 'id',
      isPrimaryKey: true,
      isAutoIncrement: true,
    });
    expect(columns(model, 'album')[2]).toMatchObject({ name: 'note', type: '', isUnique: false });
    expect(model.tables[1]?.indexes?.map(({ id: _id, ...x }) => x)).toEqual([
      {
        name: 'ux_album_note',
        unique: true,
        parts: [{ columnId: columns(model, 'album')[2]?.id }],
      },
    ]);
    expect(refs(model)).toEqual(['artist.id -> album.artist_id ONE_TO_MANY']);
  });

  it('reads T-SQL batches: GO, brackets, IDENTITY, alias types, schemas and DEFAULT ... FOR', () => {
    const sql = [
      'USE [shop]',
      'GO',
      'CREATE TYPE [dbo].[Name] FROM [nvarchar](50) NULL',
      'GO',
      "IF OBJECT_ID(N'Sales.Customer') IS NOT NULL DROP TABLE [Sales].[Customer]",
      'CREATE TABLE [Sales].[Customer] (',
      '  [CustomerID] [int] IDENTITY(1,1) NOT NULL,',
      '  [Name] [dbo].[Name] NOT NULL,',
      '  [Total] AS ([CustomerID] * 2),',
      '  CONSTRAINT [PK_Customer] PRIMARY KEY CLUSTERED ([CustomerID] ASC) WITH (PAD_INDEX = OFF) ON [PRIMARY]',
      ') ON [PRIMARY]',
      'GO',
      'CREATE TABLE dbo.Orders (OrderID int NOT NULL PRIMARY KEY, CustomerID int NULL)',
      'ALTER TABLE [dbo].[Orders] WITH CHECK ADD CONSTRAINT [FK_Orders_Customer] FOREIGN KEY([CustomerID]) REFERENCES [Sales].[Customer] ([CustomerID])',
      'ALTER TABLE [dbo].[Orders] ADD CONSTRAINT [DF_Orders_CustomerID] DEFAULT ((0)) FOR [CustomerID]',
      'GO',
    ].join('\r\n');
    const { model, errors, warnings } = importDdl(sql, 'mssql', ids());
    expect(errors).toEqual([]);
    expect(model.tables.map((t) => [t.schema, t.name, t.exactName])).toEqual([
      ['Sales', 'Customer', true],
      [undefined, 'Orders', true],
    ]);
    expect(model.tables[0]?.primaryKeyName).toBe('PK_Customer');
    expect(
      columns(model, 'Customer').map((a) => [a.name, a.type, a.isIdentity, a.generated]),
    ).toEqual([
      ['CustomerID', 'int', true, undefined],
      ['Name', 'Name', false, undefined],
      ['Total', '', false, { expression: '[CustomerID] * 2', stored: false }],
    ]);
    expect(model.types?.map((t) => [t.kind, t.name, t.baseType, t.sql])).toEqual([
      ['other', 'Name', 'nvarchar(50)', 'CREATE TYPE [dbo].[Name] FROM [nvarchar](50) NULL'],
    ]);
    expect(columns(model, 'Orders')[1]?.defaultValue).toBe('0');
    expect(refs(model)).toEqual(['Customer.CustomerID -> Orders.CustomerID ONE_TO_MANY']);
    expect(warnings.map((w) => w.message)).toEqual([
      'skipped USE statement (not part of the diagram)',
      'skipped IF statement (not part of the diagram)',
    ]);
  });

  it("reads MySQL's backslash escapes, keeping defaults, checks and ENUM labels in standard spelling", () => {
    const { model } = importDdl(
      [
        'CREATE TABLE t (',
        "  s enum('it\\'s','a\\\\b') DEFAULT 'it\\'s' COMMENT 'line\\nnext',",
        "  n varchar(9) DEFAULT 'tab\\there' CHECK (n <> 'x\\'y'),",
        "  p varchar(9) DEFAULT '100\\%'",
        ');',
      ].join('\n'),
      'mysql',
      ids(),
    );
    const [s, n, p] = columns(model, 't');
    expect(s?.type).toBe("enum('it''s','a\\b')");
    expect(s?.defaultValue).toBe("'it''s'");
    expect(s?.comment).toBe('line\nnext');
    expect(n?.defaultValue).toBe("'tab\there'");
    expect(model.tables[0]?.checks?.[0]?.expression).toBe("n <> 'x''y'");
    // `\%` keeps its backslash (MySQL keeps it for LIKE patterns).
    expect(p?.defaultValue).toBe("'100\\%'");
    // Written back for MySQL, each is the same literal again.
    const ddl = generateDdl(model, 'mysql');
    expect(ddl).toContain("enum('it''s','a\\\\b')");
    expect(ddl).toContain("DEFAULT 'it''s' COMMENT 'line\nnext'");
    expect(ddl).toContain("CHECK (n <> 'x''y')");
    expect(ddl).toContain("DEFAULT '100\\\\%'");
  });

  it('marks a foreign key on the whole primary key as ONE_TO_ONE', () => {
    const { model } = importDdl(
      'CREATE TABLE a (id int primary key); CREATE TABLE b (id int primary key references a(id));',
      'postgresql',
      ids(),
    );
    expect(model.relationships[0]?.cardinality).toBe('ONE_TO_ONE');
  });

  it('lays out imported tables so that related tables are nearer than unrelated ones', () => {
    const sql =
      ['a', 'b', 'c', 'x', 'y', 'z']
        .map((n) => `CREATE TABLE ${n} (id int primary key, ref int);`)
        .join('\n') +
      '\nALTER TABLE b ADD FOREIGN KEY (ref) REFERENCES a(id);\nALTER TABLE c ADD FOREIGN KEY (ref) REFERENCES b(id);';
    const { model } = importDdl(sql, 'mysql', ids());
    const pos = (n: string) => model.tables.find((t) => t.name === n) ?? { x: 0, y: 0 };
    const dist = (p: string, q: string) => Math.hypot(pos(p).x - pos(q).x, pos(p).y - pos(q).y);
    expect(new Set(model.tables.map((t) => `${t.x},${t.y}`)).size).toBe(6);
    // Neighbours in a chain of relationships sit one rank apart: a table width plus the rank gap.
    expect(dist('a', 'b')).toBeLessThanOrEqual(450);
    expect(dist('b', 'c')).toBeLessThanOrEqual(450);
    expect(Math.abs(pos('a').y - pos('b').y)).toBeLessThan(100);
  });

  it('round-trips its own generated DDL in every dialect', () => {
    const sql =
      'CREATE TABLE p (id int primary key, name varchar(20) not null unique, n int default 3); CREATE TABLE c (id int primary key, p_id int, FOREIGN KEY (p_id) REFERENCES p(id));';
    const first = importDdl(sql, 'mysql', ids()).model;
    for (const dialect of ['mysql', 'postgresql', 'sqlite', 'mssql'] as const) {
      const again = importDdl(generateDdl(first, dialect), dialect, ids());
      expect(again.errors).toEqual([]);
      expect(again.model.tables.map(columnFlags)).toEqual(first.tables.map(columnFlags));
      expect(refs(again.model)).toEqual(refs(first));
    }
  });
});

describe('SQL import of bad input', () => {
  it('reports garbage with its line and imports the statements around it', () => {
    const r = importDdl(
      'CREATE TABLE a (id int);\nthis is not sql;\nCREATE TABLE b (id int);',
      'postgresql',
    );
    expect(r.errors).toEqual([
      {
        line: 2,
        message: `not a SQL statement: 'this is not' (in the statement "this is not ..." starting on line 2)`,
      },
    ]);
    expect(r.model.tables.map((t) => t.name)).toEqual(['a', 'b']);
  });

  it('reports a truncated CREATE TABLE with the line where it stops', () => {
    const r = importDdl('CREATE TABLE a (\n  id int,\n  name varchar(', 'mysql');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.line).toBe(3);
    expect(r.errors[0]?.message).toMatch(/unexpected end of statement/);
  });

  it('reports an unterminated string with the line it opens on', () => {
    const r = importDdl(
      "CREATE TABLE a (id int);\nCREATE TABLE b (x text DEFAULT 'oops);\n",
      'postgresql',
    );
    expect(r.errors).toEqual([{ line: 2, message: 'unterminated string literal' }]);
    expect(r.model.tables.map((t) => t.name)).toEqual(['a']);
  });

  it('keeps an unknown type as written with a warning, and the generator notes it writes text', () => {
    const r = importDdl('CREATE TABLE a (x frobnicator(3) NOT NULL);', 'mysql');
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([
      {
        line: 1,
        message:
          "column a.x has the unknown type 'frobnicator(3)', kept as written (generated SQL writes it as text)",
      },
    ]);
    expect(r.model.tables[0]?.attributes[0]?.type).toBe('frobnicator(3)');
    const sql = generateDdl(r.model, 'mysql');
    expect(sql).toContain(
      "-- Note: a.x has the unknown type 'frobnicator(3)' and is written as TEXT",
    );
    expect(sql).toContain('x TEXT NOT NULL');
  });

  it('reports a foreign key to a table the script does not create, and leaves it out', () => {
    const r = importDdl('CREATE TABLE a (id int, b_id int REFERENCES b(id));', 'postgresql');
    expect(r.warnings).toEqual([
      {
        line: 1,
        message:
          'foreign key on a (b_id) is left out: it references b, which is not created in this script',
      },
    ]);
    expect(r.model.relationships).toEqual([]);
  });

  it('says so when a script holds no table at all', () => {
    expect(importDdl('SELECT 1;', 'mysql').warnings.at(-1)?.message).toBe(
      'no CREATE TABLE statement was found',
    );
  });

  it('reads 5 MB of random text within five seconds per format, with errors rather than a crash', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const alphabet = 'abc ();,\'"`[]-/*\n\tCREATE TABLE\u00e9$0';
    const chars: string[] = [];
    for (let i = 0; i < 5 * 1024 * 1024; i++)
      chars.push(alphabet[Math.floor(random() * alphabet.length)] ?? ' ');
    const text = chars.join('');
    for (const dialect of ['mysql', 'postgresql', 'sqlite', 'mssql', 'dbml'] as const) {
      const started = Date.now();
      const r = importDdl(text, dialect);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(r.errors.length).toBeGreaterThan(0);
      expect(r.errors.every((e) => e.line >= 1 && e.message.length > 0)).toBe(true);
    }
  }, 30_000);

  it('reads 5 MB of real DDL (about 20,000 tables) within ten seconds', () => {
    const table = (i: number) =>
      `CREATE TABLE t${i} (id INT NOT NULL AUTO_INCREMENT, a VARCHAR(255) NULL, b INT DEFAULT 3, c TEXT, d DATETIME, e TINYINT(1), f JSON, g DECIMAL(10,2), h INT, ref_id INT, PRIMARY KEY (id), CONSTRAINT fk_${i} FOREIGN KEY (ref_id) REFERENCES t${Math.max(0, i - 1)} (id));\n`;
    const parts: string[] = [];
    for (let i = 0, size = 0; size < 5 * 1024 * 1024; i++) {
      parts.push(table(i));
      size += parts[i]?.length ?? 0;
    }
    const started = Date.now();
    const r = importDdl(parts.join(''), 'mysql');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.errors).toEqual([]);
    expect(r.model.tables).toHaveLength(parts.length);
  }, 60_000);
});
