import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import { generateDdl } from '../generate';
import { diagramModelSchema, type DiagramModel, type Table } from '../model';
import { importDdl, type ImportFormat } from '.';
import { oneSpelling, postgresConstraintName } from './finish';

/** Imports a script and fails the test on any unreadable statement. */
function read(sql: string, format: ImportFormat = 'postgresql'): ReturnType<typeof importDdl> {
  const result = importDdl(sql, format, { idFactory: sequentialIds() });
  expect(result.errors).toEqual([]);
  return result;
}

/** A script without its comment lines (its notes). */
const statements = (ddl: string): string =>
  ddl
    .split('\n')
    .filter((l) => !l.startsWith('--'))
    .join('\n');

const table = (m: DiagramModel, name: string): Table => {
  const t = m.tables.find((x) => x.name === name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
};

describe('PostgreSQL partitioning and inheritance (issue 37)', () => {
  const script = `
    CREATE TABLE events (id bigint NOT NULL, at date NOT NULL, body text,
      PRIMARY KEY (id, at), CONSTRAINT positive CHECK (id > 0)) PARTITION BY RANGE (at);
    CREATE TABLE events_2020 PARTITION OF events FOR VALUES FROM ('2020-01-01') TO ('2021-01-01');
    CREATE TABLE events_rest PARTITION OF events (CONSTRAINT own CHECK (id < 100)) DEFAULT;
    CREATE TABLE events_2021 (id bigint NOT NULL, at date NOT NULL, body text);
    ALTER TABLE ONLY events ATTACH PARTITION events_2021 FOR VALUES FROM ('2021-01-01') TO ('2022-01-01');
    CREATE TABLE kinds (k text NOT NULL, n int) PARTITION BY LIST (k);
    CREATE TABLE kinds_a PARTITION OF kinds FOR VALUES IN ('a') PARTITION BY HASH (n);
    CREATE TABLE kinds_a0 PARTITION OF kinds_a FOR VALUES WITH (modulus 2, remainder 0);
    CREATE TABLE base (id int PRIMARY KEY, name text, CONSTRAINT named CHECK (name <> ''));
    CREATE TABLE child (extra int) INHERITS (base);`;

  it('reads PARTITION BY, PARTITION OF (and ATTACH PARTITION) and INHERITS into the table fields', () => {
    const { model, warnings } = read(script);
    const id = (name: string) => table(model, name).id;
    expect(table(model, 'events').partitionBy).toBe('RANGE (at)');
    expect(table(model, 'events_2020').partitionOf).toEqual({
      tableId: id('events'),
      bound: "FOR VALUES FROM ('2020-01-01') TO ('2021-01-01')",
    });
    expect(table(model, 'events_rest').partitionOf?.bound).toBe('DEFAULT');
    expect(table(model, 'events_2021').partitionOf?.tableId).toBe(id('events'));
    expect(table(model, 'kinds_a').partitionBy).toBe('HASH (n)');
    expect(table(model, 'kinds_a0').partitionOf?.bound).toBe(
      'FOR VALUES WITH (modulus 2, remainder 0)',
    );
    expect(table(model, 'child').inherits).toEqual([id('base')]);
    // A partition shows its parent's columns.
    expect(table(model, 'events_2020').attributes.map((a) => a.name)).toEqual(['id', 'at', 'body']);
    expect(warnings.filter((w) => /partition/i.test(w.message))).toEqual([]);
  });

  it('writes them back in PostgreSQL, parents first, a partition without its columns', () => {
    const ddl = generateDdl(read(script).model, 'postgresql');
    expect(ddl).toContain(') PARTITION BY RANGE (at);');
    expect(ddl).toContain(
      "CREATE TABLE events_2020 PARTITION OF events FOR VALUES FROM ('2020-01-01') TO ('2021-01-01');",
    );
    expect(ddl).toMatch(
      /CREATE TABLE events_rest PARTITION OF events \(\n {2}CONSTRAINT own CHECK \(id < 100\)\n\) DEFAULT;/,
    );
    expect(ddl).toContain(
      "CREATE TABLE kinds_a PARTITION OF kinds FOR VALUES IN ('a') PARTITION BY HASH (n);",
    );
    expect(ddl).toMatch(/CREATE TABLE child \(\n {2}extra int NULL\n\) INHERITS \(base\);/);
    expect(ddl.indexOf('CREATE TABLE events (')).toBeLessThan(
      ddl.indexOf('CREATE TABLE events_2021'),
    );
  });

  it('keeps them, and NULLS orders, through the model schema the server checks', () => {
    const { model } = read(`${script}\nCREATE INDEX n ON events (id DESC NULLS LAST);`);
    expect(diagramModelSchema.parse(model)).toEqual(model);
    expect(table(model, 'events').indexes?.[0]?.parts[0]).toMatchObject({ nulls: 'LAST' });
  });

  it('writes plain tables with a note in other dialects', () => {
    const ddl = generateDdl(read(script).model, 'sqlite');
    expect(statements(ddl)).not.toMatch(/PARTITION|INHERITS/);
    expect(ddl).toContain('-- Note: events_2020 is a plain table with its own columns');
    expect(ddl).toMatch(/CREATE TABLE events_2020 \(\n {2}id /);
  });

  it('writes no clause of the model that is not one (a bound with a statement after it)', () => {
    const { model } = read(script);
    const bad: DiagramModel = {
      ...model,
      tables: model.tables.map((t) =>
        t.name === 'events_2020' && t.partitionOf
          ? { ...t, partitionOf: { ...t.partitionOf, bound: 'DEFAULT; DROP TABLE base; --' } }
          : t.name === 'kinds'
            ? { ...t, partitionBy: 'LIST (k) -- x' }
            : t,
      ),
    };
    const ddl = generateDdl(bad, 'postgresql');
    expect(statements(ddl)).not.toMatch(/DROP TABLE|-- x/);
    expect(ddl).toContain('events_2020 is a plain table, not a partition of events');
  });
});

describe('pg_dump scripts', () => {
  it('keeps ALTER SEQUENCE ... OWNED BY, so a serial column owns its sequence again', () => {
    const { model, warnings } = read(`
      CREATE TABLE t (id bigint NOT NULL);
      CREATE SEQUENCE public.t_id_seq START WITH 1 INCREMENT BY 1;
      ALTER SEQUENCE public.t_id_seq OWNED BY public.t.id;
      ALTER SEQUENCE public.t_id_seq OWNER TO someone;
      ALTER SEQUENCE public.gone_seq OWNED BY public.gone.id;
      ALTER TABLE ONLY public.t ALTER COLUMN id SET DEFAULT nextval('public.t_id_seq'::regclass);`);
    const ddl = generateDdl(model, 'postgresql');
    expect(ddl).toContain('ALTER SEQUENCE public.t_id_seq OWNED BY public.t.id;');
    expect(ddl.indexOf('OWNED BY')).toBeGreaterThan(ddl.indexOf('CREATE TABLE t'));
    expect(ddl).not.toContain('gone');
    expect(warnings.map((w) => w.message)).toContain(
      'skipped ALTER SEQUENCE gone_seq: it names no column of this script',
    );
  });

  it('keeps a nextval default on a sequence the script creates, however its name is written', () => {
    const { model } = read(`
      CREATE SCHEMA "Billing";
      CREATE SEQUENCE "Billing"."Invoice.Ids";
      CREATE SEQUENCE "it's_seq";
      CREATE SEQUENCE legacy_seq;
      CREATE SEQUENCE spaced_seq;
      CREATE TABLE t (
        dotted integer DEFAULT nextval('"Billing"."Invoice.Ids"'::regclass),
        quoted integer DEFAULT nextval('"it''s_seq"'::regclass),
        legacy integer DEFAULT nextval(('public.legacy_seq'::text)::regclass),
        spaced integer DEFAULT nextval ( 'Spaced_Seq' :: regclass ));`);
    expect(
      table(model, 't').attributes.map((a) => [a.name, a.defaultValue, a.isAutoIncrement]),
    ).toEqual([
      ['dotted', `nextval('"Billing"."Invoice.Ids"'::regclass)`, false],
      ['quoted', `nextval('"it''s_seq"'::regclass)`, false],
      ['legacy', "nextval(('public.legacy_seq'::text)::regclass)", false],
      ['spaced', "nextval ( 'Spaced_Seq' :: regclass )", false],
    ]);
  });

  it('makes a nextval default on a sequence the script does not create auto-increment', () => {
    const { model } = read(`
      CREATE SEQUENCE other_seq;
      CREATE TABLE t (
        legacy integer NOT NULL DEFAULT nextval(('"Legacy_Ids"'::text)::regclass),
        spaced integer DEFAULT nextval ( 'sales.t_id_seq' :: regclass ),
        scaled integer DEFAULT (nextval('t_scaled_seq'::regclass) * 10),
        shifted integer DEFAULT (nextval('other_seq'::regclass) * 10));`);
    expect(
      table(model, 't').attributes.map((a) => [a.name, a.defaultValue, a.isAutoIncrement]),
    ).toEqual([
      ['legacy', null, true],
      ['spaced', null, true],
      ['scaled', null, true],
      ['shifted', "nextval('other_seq'::regclass) * 10", false],
    ]);
  });

  it('gives unnamed foreign keys the names PostgreSQL gives them', () => {
    const { model } = read(`
      CREATE TABLE users (user_id int PRIMARY KEY, a int, b int, UNIQUE (a, b));
      CREATE TABLE notes (id int, user_id int REFERENCES users ON DELETE CASCADE, a int, b int,
        FOREIGN KEY (a, b) REFERENCES users (a, b), CONSTRAINT own FOREIGN KEY (a) REFERENCES users);`);
    const ddl = generateDdl(model, 'postgresql');
    expect(ddl).toContain('ADD CONSTRAINT notes_user_id_fkey FOREIGN KEY (user_id)');
    expect(ddl).toContain('ADD CONSTRAINT notes_a_b_fkey FOREIGN KEY (a, b)');
    expect(ddl).toContain('ADD CONSTRAINT own FOREIGN KEY (a)');
  });

  it('keeps a foreign-key name used by two tables in PostgreSQL, not in MySQL', () => {
    const { model } = read(`
      CREATE TABLE domains (id int PRIMARY KEY);
      CREATE TABLE records (id int, domain_id int,
        CONSTRAINT domain_exists FOREIGN KEY (domain_id) REFERENCES domains (id));
      CREATE TABLE comments (id int, domain_id int,
        CONSTRAINT domain_exists FOREIGN KEY (domain_id) REFERENCES domains (id));`);
    const pg = generateDdl(model, 'postgresql');
    expect(pg.match(/ADD CONSTRAINT domain_exists FOREIGN KEY/g)).toHaveLength(2);
    const my = generateDdl(model, 'mysql');
    expect(my).toContain('ADD CONSTRAINT domain_exists_2 FOREIGN KEY');
    expect(my).toContain(
      '-- Note: MySQL foreign-key names must be unique in the database: domain_exists on comments becomes domain_exists_2',
    );
  });

  it('names a default constraint as makeObjectName does: cut to 63 bytes, numbered when taken', () => {
    const long = 'x'.repeat(40);
    expect(postgresConstraintName(long, [long], 'fkey', () => false)).toBe(
      `${'x'.repeat(29)}_${'x'.repeat(28)}_fkey`,
    );
    expect(postgresConstraintName('t', ['a'], 'fkey', (n) => n === 't_a_fkey')).toBe('t_a_fkey1');
  });

  it('replaces a placeholder view by its CREATE OR REPLACE VIEW', () => {
    const { model } = read(`
      CREATE TABLE t (id int);
      CREATE VIEW v AS SELECT NULL::integer AS a;
      COMMENT ON VIEW v IS 'kept';
      CREATE OR REPLACE VIEW v AS SELECT id AS a FROM t;`);
    expect(model.views?.map((v) => [v.name, v.query.trim(), v.comment])).toEqual([
      ['v', 'SELECT id AS a FROM t', 'kept'],
    ]);
    expect(generateDdl(model, 'postgresql').match(/CREATE VIEW/g)).toHaveLength(1);
  });

  it('skips psql meta-commands with a note', () => {
    const { model, warnings } = read(
      '\\restrict abc\nCREATE TABLE a (id int);\n\\connect - postgres\n\\pset null x\nCREATE TABLE b (id int);\n' +
        "SELECT 'a\\b' \\gset\nCREATE TABLE c (id int);\n",
    );
    expect(model.tables.map((t) => t.name)).toEqual(['a', 'b', 'c']);
    expect(warnings.map((w) => w.message)).toEqual([
      'skipped client command \\restrict',
      'skipped client command \\connect',
      'skipped client command \\pset',
      'skipped SELECT statement (not part of the diagram)',
      'skipped client command \\gset',
    ]);
  });
});

describe('index operator classes', () => {
  const script = `
    CREATE TABLE t (id int, email text, doc jsonb, "Name" text);
    CREATE INDEX a ON t USING gin (email public.gin_trgm_ops);
    CREATE INDEX b ON t USING gist (email gist_trgm_ops(siglen = 32));
    CREATE INDEX c ON t USING btree (lower(email) text_pattern_ops DESC);
    CREATE INDEX d ON t USING gin (doc jsonb_path_ops);
    CREATE INDEX e ON t (email COLLATE "C" varchar_pattern_ops);
    CREATE INDEX f ON t USING gin (to_tsvector('english', email));
    CREATE INDEX g ON t (id DESC NULLS LAST, email text_pattern_ops NULLS FIRST);
    CREATE INDEX h ON t USING bloom (id);`;

  it('writes each after its element, with its parameters, and keeps the method', () => {
    const ddl = generateDdl(read(script).model, 'postgresql');
    expect(ddl).toContain('CREATE INDEX a ON t USING gin (email public.gin_trgm_ops);');
    expect(ddl).toContain('CREATE INDEX b ON t USING gist (email gist_trgm_ops(siglen = 32));');
    expect(ddl).toContain(
      'CREATE INDEX c ON t USING btree ((lower(email)) text_pattern_ops DESC);',
    );
    expect(ddl).toContain('CREATE INDEX d ON t USING gin (doc jsonb_path_ops);');
    expect(ddl).toContain(
      'CREATE INDEX g ON t (id DESC NULLS LAST, email text_pattern_ops NULLS FIRST);',
    );
    expect(ddl).toContain('CREATE INDEX h ON t USING bloom (id);');
    expect(ddl).not.toMatch(/\(\(\w+ \w+_ops/);
  });

  it('leaves out in SQLite what it cannot take: PostgreSQL functions, collations, classes', () => {
    const ddl = generateDdl(read(script).model, 'sqlite');
    expect(ddl).toContain('-- Note: index f on t is left out: SQLite has no function to_tsvector');
    expect(ddl).toContain('CREATE INDEX b ON t (email);');
    expect(ddl).toContain('CREATE INDEX e ON t ((email));');
    expect(statements(ddl)).not.toMatch(/_ops|COLLATE "C"|to_tsvector/);
  });
});

describe('PostgreSQL functions SQLite lacks', () => {
  it('leaves out a default or a generation calling one, with a note', () => {
    const { model } = read(`CREATE TABLE t (id int, ip inet,
      u uuid DEFAULT public.uuid_generate_v4() NOT NULL,
      fam int GENERATED ALWAYS AS (family(ip)) STORED,
      low text GENERATED ALWAYS AS (lower(ip::text)) STORED);`);
    const ddl = generateDdl(model, 'sqlite');
    expect(ddl).toContain(
      '-- Note: t.u: default is left out: SQLite has no function public.uuid_generate_v4',
    );
    expect(ddl).toContain(
      '-- Note: t.fam is written as a plain column: SQLite has no function family',
    );
    expect(ddl).toContain('u TEXT NOT NULL,');
    expect(ddl).toContain('fam int NULL,');
    expect(ddl).toContain('low text GENERATED ALWAYS AS (lower(ip)) STORED NULL');
  });
});

describe('T-SQL names and ALTER TABLE forms', () => {
  it('accepts WITH CHECK CHECK CONSTRAINT and NOCHECK CONSTRAINT', () => {
    const { model, warnings } = read(
      `CREATE TABLE a (id int PRIMARY KEY);
       CREATE TABLE b (id int, a_id int, CONSTRAINT fk FOREIGN KEY (a_id) REFERENCES a (id));
       ALTER TABLE b WITH CHECK CHECK CONSTRAINT fk;
       ALTER TABLE b WITH NOCHECK CHECK CONSTRAINT fk;
       ALTER TABLE b NOCHECK CONSTRAINT fk;
       ALTER TABLE b CHECK CONSTRAINT fk;`,
      'mssql',
    );
    expect(model.relationships).toHaveLength(1);
    expect(warnings).toHaveLength(4);
  });

  it('spells a column one way in expressions, as its table does (T-SQL names ignore case)', () => {
    const { model } = read(
      `CREATE TABLE Users (UserID int NOT NULL, Name nvarchar(50),
         CONSTRAINT ck CHECK (userid > 0 AND [NAME] <> ''), Total AS (USERID + 1));
       CREATE INDEX ix ON users (Name) WHERE USERID IS NOT NULL;`,
      'mssql',
    );
    const ddl = generateDdl(model, 'postgresql');
    expect(ddl).toContain(`CONSTRAINT ck CHECK ("UserID" > 0 AND "Name" <> '')`);
    expect(ddl).toContain('GENERATED ALWAYS AS ("UserID" + 1)');
    expect(ddl).toContain('WHERE "UserID" IS NOT NULL');
  });

  it('respells names, not strings, functions or parts of longer names', () => {
    const canonical = (n: string) => (n.toLowerCase() === 'abc' ? 'Abc' : n);
    expect(oneSpelling(`ABC + abc('abc') + [aBc] + xabc + "ABC" + 'abc'`, canonical)).toBe(
      `Abc + abc('abc') + [Abc] + xabc + "Abc" + 'abc'`,
    );
  });
});
