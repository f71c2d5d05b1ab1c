import { describe, expect, it } from 'vitest';
import { ModelBuilder, richModel } from '../testing/sampleModels';
import { generateDdl } from '.';
import { importDdl } from '../import';

const pg = generateDdl(richModel(), 'postgresql');
const mysql = generateDdl(richModel(), 'mysql');
const sqlite = generateDdl(richModel(), 'sqlite');
const mssql = generateDdl(richModel(), 'mssql');

describe('every construct of the model in its own dialect (PostgreSQL)', () => {
  it('creates the schema, keeps exact table names quoted, and qualifies them', () => {
    expect(pg).toContain('CREATE SCHEMA IF NOT EXISTS sales;');
    expect(pg).toContain('CREATE TABLE sales."Customer" (');
    expect(pg).toContain('REFERENCES sales."Customer" (id) ON DELETE CASCADE ON UPDATE SET NULL;');
  });

  it('writes enums and domains as types, used by name, before the tables', () => {
    expect(pg).toContain("CREATE TYPE mpaa_rating AS ENUM ('G', 'PG', 'R');");
    expect(pg).toContain(
      'CREATE DOMAIN year_domain AS integer CONSTRAINT year_check CHECK (VALUE >= 1901);',
    );
    expect(pg).toContain("rating mpaa_rating NULL DEFAULT 'G'::mpaa_rating");
    expect(pg.indexOf('CREATE TYPE')).toBeLessThan(pg.indexOf('CREATE TABLE'));
  });

  it('keeps identity kind, collation, named keys, uniques and checks', () => {
    expect(pg).toContain('id integer GENERATED ALWAYS AS IDENTITY NOT NULL');
    expect(pg).toContain('country char(2) COLLATE "C" NOT NULL');
    expect(pg).toContain('CONSTRAINT customer_pk PRIMARY KEY (id)');
    expect(pg).toContain('CONSTRAINT customer_email_country_key UNIQUE (email, country)');
    expect(pg).toContain("CONSTRAINT customer_email_check CHECK (email <> '')");
    expect(pg).toContain(
      'qty integer NOT NULL DEFAULT 1 CONSTRAINT order_line_qty_check CHECK (qty > 0)',
    );
  });

  it('writes comments, indexes (expression, order, partial), the view and extra SQL', () => {
    expect(pg).toContain(`COMMENT ON COLUMN sales."Customer".email IS 'the customer''s e-mail';`);
    expect(pg).toContain(
      'CREATE INDEX customer_lower_email_idx ON sales."Customer" ((lower(email)));',
    );
    expect(pg).toContain(
      'CREATE INDEX customer_active_idx ON sales."Customer" (country DESC) WHERE active;',
    );
    expect(pg).toContain(
      'CREATE VIEW sales.active_customers AS\nSELECT id, email FROM sales."Customer" WHERE active;',
    );
    expect(pg).toContain('CREATE FUNCTION one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;');
    expect(pg).not.toContain('-- Note:');
  });
});

describe('the same model converted to other dialects', () => {
  it('MySQL: inline ENUM, domain inlined with its check, comments, AUTO_INCREMENT given a key', () => {
    expect(mysql).toContain("rating enum('G','PG','R') NULL DEFAULT 'G'");
    expect(mysql).toContain('CONSTRAINT Customer_year_year_check CHECK (year >= 1901)');
    expect(mysql).toContain(") COMMENT='People who buy';");
    expect(mysql).toContain("COMMENT 'the customer''s e-mail'");
    expect(mysql).toContain('KEY (line)');
    expect(mysql).toContain('joined date NULL DEFAULT (current_date)');
    // A plain partial index is written whole (a unique one would refuse rows: it is left out).
    expect(mysql).toContain('CREATE INDEX customer_active_idx ON Customer (country DESC);');
  });

  it('MySQL: leaves a partial unique index out (made whole, it would refuse rows)', () => {
    const { model } = importDdl(
      'CREATE TABLE t (a int, b boolean); CREATE UNIQUE INDEX t_a ON t (a) WHERE b;',
      'postgresql',
    );
    const out = generateDdl(model, 'mysql');
    expect(out).not.toContain('CREATE UNIQUE INDEX');
    expect(out).toContain('-- Note: index t_a on t is left out: MySQL has no partial indexes');
  });

  it('MySQL: writes a unique index whole where its WHERE keeps out only NULLs of its key', () => {
    const { model } = importDdl(
      `CREATE TABLE t (a int, b int, c int, d varchar(40));
       CREATE UNIQUE INDEX t_ab ON t (a, b) WHERE ((a IS NOT NULL) AND ("b")::text IS NOT NULL);
       CREATE UNIQUE INDEX t_d ON t USING btree (d text_pattern_ops) WHERE (d IS NOT NULL);
       CREATE UNIQUE INDEX t_ac ON t (a) WHERE (c IS NOT NULL);`,
      'postgresql',
    );
    const out = generateDdl(model, 'mysql');
    // MySQL's unique keys take any number of rows with a NULL in them: the same rows collide.
    expect(out).toContain('CREATE UNIQUE INDEX t_ab ON t (a, b);');
    expect(out).toContain('CREATE UNIQUE INDEX t_d ON t (d) USING BTREE;');
    expect(out).toContain(
      "-- Note: index t_ab on t covers every row: its WHERE keeps out only NULLs, which MySQL's unique keys take any number of",
    );
    // Another column's NULLs: made whole, it would refuse rows.
    expect(out).not.toContain('CREATE UNIQUE INDEX t_ac');
  });

  it("numbers a key itself where its default calls the script's own function (MySQL, SQLite)", () => {
    const { model } = importDdl(
      `CREATE TABLE public.statuses (id bigint DEFAULT public.timestamp_id('statuses'::text) NOT NULL);
       ALTER TABLE ONLY public.statuses ADD CONSTRAINT statuses_pkey PRIMARY KEY (id);`,
      'postgresql',
    );
    // Without the default, no insert could leave the key out.
    expect(generateDdl(model, 'mysql')).toContain('id bigint AUTO_INCREMENT NOT NULL');
    const sqlite = generateDdl(model, 'sqlite');
    expect(sqlite).toContain('id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL');
    expect(sqlite).toContain(
      "-- Note: sqlite cannot call the script's own functions in a default: the keys statuses.id (public.timestamp_id) are written as auto-increment integers",
    );
    expect(generateDdl(model, 'postgresql')).toContain(
      "id bigint NOT NULL DEFAULT public.timestamp_id('statuses'::text)",
    );
  });

  it('indexes a column folded to one case as the column itself where the collation ignores case', () => {
    const { model } = importDdl(
      `CREATE TABLE public.users (id bigint PRIMARY KEY, email character varying NOT NULL,
         name text, code text COLLATE "C", data bytea);
       CREATE UNIQUE INDEX users_email ON public.users USING btree (lower((email)::text));
       CREATE INDEX users_name ON public.users USING btree (upper(name), id);
       CREATE UNIQUE INDEX users_code ON public.users USING btree (lower(code));
       CREATE INDEX users_data ON public.users USING btree (lower(data));`,
      'postgresql',
    );
    const mysql = generateDdl(model, 'mysql');
    // MySQL's default collation ignores case: the same rows collide as under lower(email).
    expect(mysql).toContain('CREATE UNIQUE INDEX users_email ON users (email) USING BTREE;');
    expect(mysql).toContain(
      "-- Note: index users_email on users covers email itself: mysql's collation compares it without case, as lower((email)::text) does",
    );
    expect(mysql).toContain('CREATE INDEX users_name ON users (name(255), id) USING BTREE;');
    // A binary collation tells case apart, and bytes have none: those stay out, as expressions.
    expect(mysql).toContain(
      '-- Note: index users_code on users is left out: MariaDB indexes hold no expressions',
    );
    expect(mysql).toContain(
      '-- Note: index users_data on users is left out: MariaDB indexes hold no expressions',
    );
    const mssql = generateDdl(model, 'mssql');
    expect(mssql).toContain('CREATE UNIQUE INDEX users_email ON users (email);');
    // B-tree is every engine's default index: nothing is lost, nothing noted.
    expect(mssql).not.toContain('loses its method btree');
    // PostgreSQL and SQLite index the expression itself.
    expect(generateDdl(model, 'sqlite')).toContain(
      'CREATE UNIQUE INDEX users_email ON users ((lower((email))));',
    );
  });

  it("gives MySQL a text or bytes of any length where the source engine's name holds more than MySQL's", () => {
    const pg = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, body text, data bytea);',
      'postgresql',
    );
    expect(pg.model.tables[0]?.typesDialect).toBe('postgresql');
    const mysql = generateDdl(pg.model, 'mysql');
    expect(mysql).toContain('body LONGTEXT NULL');
    expect(mysql).toContain('data LONGBLOB NULL');
    expect(mysql).toContain('-- Note: type text becomes LONGTEXT in mysql (t.body)');
    // SQL Server's TEXT is neither Unicode nor comparable.
    expect(generateDdl(pg.model, 'mssql')).toContain('body NVARCHAR(MAX) NULL');
    // MySQL's own TEXT and BLOB mean MySQL's, and a designed table's text is spec 2's word.
    const own = importDdl('CREATE TABLE t (id int PRIMARY KEY, body text, data blob);', 'mysql');
    expect(generateDdl(own.model, 'mysql')).toContain('body text NULL,\n  data blob NULL');
    const designed = { ...pg.model, tables: pg.model.tables.map(({ typesDialect: _, ...t }) => t) };
    expect(generateDdl(designed, 'mysql')).toContain('body text NULL');
  });

  it('writes ON UPDATE only for the current time, and never a forged one into a trigger', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY, u timestamp NULL);', 'mysql');
    const column = model.tables[0]?.attributes.find((a) => a.name === 'u');
    if (column) column.onUpdate = "'x' $relata$; DROP TABLE t; $relata$";
    for (const dialect of ['mysql', 'postgresql', 'sqlite'] as const) {
      const statements = generateDdl(model, dialect)
        .split('\n')
        .filter((line) => !line.startsWith('--'))
        .join('\n');
      expect(statements).not.toContain('DROP TABLE');
      expect(statements).not.toContain('CREATE TRIGGER');
    }
    expect(generateDdl(model, 'mysql')).toContain(
      '-- Note: t.u loses its ON UPDATE: MySQL takes only the current time there',
    );
  });

  it("compares PostgreSQL's citext without case in SQLite (NOCASE), a domain over it too", () => {
    const { model } = importDdl(
      `CREATE DOMAIN public.email AS public.citext;
       CREATE TABLE d (id int PRIMARY KEY, domain public.citext NOT NULL, e public.email, s text);`,
      'postgresql',
    );
    const sqlite = generateDdl(model, 'sqlite');
    expect(sqlite).toContain('domain citext COLLATE NOCASE NOT NULL');
    expect(sqlite).toContain('e citext COLLATE NOCASE NULL');
    expect(sqlite).toContain('s text NULL');
  });

  it('MySQL: notes each thing it leaves out or changes', () => {
    for (const note of [
      '-- Note: mysql has no schemas: schema sales is left out',
      "-- Note: index customer_lower_email_idx on Customer covers email itself: mysql's collation compares it without case, as lower(email) does",
      '-- Note: index customer_active_idx on Customer covers every row: MySQL has no partial indexes',
      '-- Note: view active_customers: its postgresql query is translated',
      '-- Note: function one is left out: it is postgresql SQL',
    ])
      expect(mysql).toContain(note);
  });

  it('SQLite: enum as VARCHAR with a CHECK, comments as SQL comments, casts removed from defaults', () => {
    expect(sqlite).toContain(
      "rating varchar(2) NULL DEFAULT 'G' CHECK (rating IN ('G', 'PG', 'R'))",
    );
    expect(sqlite).toContain('-- People who buy\nCREATE TABLE Customer (');
    expect(sqlite).toContain('COLLATE BINARY');
    expect(sqlite).toContain('-- Note: SQLite has no comments on tables and columns');
  });

  it('MSSQL: schema created, comments as MS_Description, enum as CHECK', () => {
    expect(mssql).toContain("IF SCHEMA_ID(N'sales') IS NULL EXEC(N'CREATE SCHEMA sales');");
    expect(mssql).toContain(
      "@value = N'People who buy', @level0type = N'SCHEMA', @level0name = N'sales'",
    );
    expect(mssql).toContain("DEFAULT 'G' FOR rating;");
    expect(mssql).toContain('COLLATE Latin1_General_BIN2');
  });
});

describe('cross-dialect types and defaults', () => {
  const model = new ModelBuilder().table('t', [
    { name: 'id', type: 'int(11)', isPrimaryKey: true, isNullable: false, isAutoIncrement: true },
    { name: 'flag', type: 'bit', defaultValue: '((0))' },
    { name: 'at', type: 'datetime2(7)', defaultValue: '(getdate())' },
    { name: 'd', type: 'DATE', defaultValue: "('now'::text)::date" },
    { name: 'tags', type: 'text[]' },
    { name: 'n', type: 'serial' },
  ]).model;

  it('PostgreSQL: int(11) is INTEGER with identity, BIT is BOOLEAN with a converted default', () => {
    const sql = generateDdl(model, 'postgresql');
    expect(sql).toContain('id INTEGER GENERATED BY DEFAULT AS IDENTITY NOT NULL');
    expect(sql).toContain('flag BOOLEAN NULL DEFAULT FALSE');
    expect(sql).toContain('at TIMESTAMP(6) NULL DEFAULT CURRENT_TIMESTAMP');
    expect(sql).toContain('-- Note: type int(11) becomes INTEGER in postgresql (t.id)');
  });

  it('MariaDB: datetime2(7) is DATETIME(6), casts and arrays mapped, serial is an auto-increment integer', () => {
    const sql = generateDdl(model, 'mysql');
    expect(sql).toContain('at DATETIME(6) NULL DEFAULT CURRENT_TIMESTAMP(6)');
    expect(sql).toContain('d DATE NULL DEFAULT (current_date)');
    expect(sql).toContain('tags JSON NULL');
    expect(sql).toContain(
      '-- Note: mysql has no serial types or sequence defaults: t.n are written as auto-increment integers',
    );
  });
});

describe('referential actions per dialect', () => {
  const model = () => {
    const m = new ModelBuilder()
      .table('p', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
      .table('c', [{ name: 'p_id', type: 'integer' }])
      .relate('p.id', 'c.p_id', 'ONE_TO_MANY', 'c_p_fk').model;
    Object.assign(m.relationships[0] ?? {}, {
      onDelete: 'SET DEFAULT',
      onUpdate: 'RESTRICT',
      deferrable: 'DEFERRABLE INITIALLY DEFERRED',
    });
    return m;
  };

  it('keeps all of them on PostgreSQL and SQLite', () => {
    expect(generateDdl(model(), 'postgresql')).toContain(
      'ON DELETE SET DEFAULT ON UPDATE RESTRICT DEFERRABLE INITIALLY DEFERRED;',
    );
    expect(generateDdl(model(), 'sqlite')).toContain(
      'ON DELETE SET DEFAULT ON UPDATE RESTRICT DEFERRABLE INITIALLY DEFERRED',
    );
  });

  it('notes what MySQL and MSSQL cannot keep', () => {
    const mysql = generateDdl(model(), 'mysql');
    expect(mysql).toContain('REFERENCES p (id) ON UPDATE RESTRICT;');
    expect(mysql).toContain(
      '-- Note: foreign key c.c_p_fk: ON DELETE SET DEFAULT is left out in mysql',
    );
    const mssql = generateDdl(model(), 'mssql');
    expect(mssql).toContain('REFERENCES p (id) ON DELETE SET DEFAULT;');
    expect(mssql).toContain('DEFERRABLE INITIALLY DEFERRED is left out: mssql checks at once');
  });

  it('warns of MSSQL multiple cascade paths but keeps the actions', () => {
    const m = new ModelBuilder()
      .table('a', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
      .table('b', [
        { name: 'x', type: 'integer' },
        { name: 'y', type: 'integer' },
      ])
      .relate('a.id', 'b.x', 'ONE_TO_MANY', 'b_x_fk')
      .relate('a.id', 'b.y', 'ONE_TO_MANY', 'b_y_fk').model;
    for (const r of m.relationships) r.onDelete = 'CASCADE';
    const sql = generateDdl(m, 'mssql');
    expect(sql).toContain('-- Note: b is reached by more than one cascading foreign-key path');
    expect(sql.match(/ON DELETE CASCADE/g)).toHaveLength(2);
  });
});

describe('schemas where the dialect has none', () => {
  it('flattens several schemas to schema_table in MySQL, with a note', () => {
    const m = new ModelBuilder()
      .table('address', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
      .table('address2', [{ name: 'id', type: 'integer' }]).model;
    Object.assign(m.tables[0] ?? {}, { schema: 'person', exactName: true });
    Object.assign(m.tables[1] ?? {}, { schema: 'sales', name: 'address', exactName: true });
    const sql = generateDdl(m, 'mysql');
    expect(sql).toContain('CREATE TABLE person_address (');
    expect(sql).toContain('CREATE TABLE sales_address (');
    expect(sql).toContain(
      '-- Note: mysql has no schemas: tables of schema person, sales are written as schema_table',
    );
    expect(generateDdl(m, 'postgresql')).toContain('CREATE TABLE person.address (');
  });

  it("notes PostgreSQL's NULLS NOT DISTINCT where unique keys take any number of NULLs", () => {
    const { model } = importDdl(
      'CREATE TABLE t (a int, b int, CONSTRAINT t_ab UNIQUE NULLS NOT DISTINCT (a, b)); CREATE UNIQUE INDEX t_b ON t (b) NULLS NOT DISTINCT;',
      'postgresql',
    );
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toContain('CONSTRAINT t_ab UNIQUE (a, b)');
    expect(mysql).toContain(
      '-- Note: NULLS NOT DISTINCT is left out: mysql unique keys take any number of NULLs',
    );
    expect(mysql).toContain('-- Note: index t_b on t loses its NULLS NOT DISTINCT: mysql has none');
    // SQL Server's unique keys take one NULL already.
    expect(generateDdl(model, 'mssql')).not.toContain('NULLS NOT DISTINCT');
  });

  it("keeps an index name up to the dialect's own limit (SQLite has none)", () => {
    const name = (n: number) => `idx_${'x'.repeat(n - 4)}`;
    const written = (length: number, dialect: 'sqlite' | 'mysql' | 'postgresql') => {
      const sql = `CREATE TABLE t (a int); CREATE INDEX ${name(length)} ON t (a);`;
      const out = generateDdl(importDdl(sql, dialect).model, dialect);
      return /CREATE INDEX (\S+) ON/.exec(out)?.[1];
    };
    expect(written(73, 'sqlite')).toBe(name(73));
    expect(written(64, 'mysql')).toBe(name(64));
    expect(written(63, 'postgresql')).toBe(name(63));
    expect(written(70, 'mysql')?.length).toBe(64);
  });

  it('cuts a flattened name over the identifier limit, the same wherever it is named', () => {
    const { model } = importDdl(
      [
        'CREATE TABLE gitlab_partitions_static.product_analytics_events_experimental_00 (id bigint PRIMARY KEY);',
        'CREATE TABLE public.refs (id int PRIMARY KEY, e bigint REFERENCES gitlab_partitions_static.product_analytics_events_experimental_00 (id));',
      ].join('\n'),
      'postgresql',
    );
    const sql = generateDdl(model, 'mysql');
    const [, name = ''] = /CREATE TABLE (\w+) \(\n {2}id bigint/.exec(sql) ?? [];
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name).toMatch(/^gitlab_partitions_static_product_analytics_events_/);
    expect(sql).toContain(`REFERENCES ${name} (id)`);
  });
});

describe('imported tables', () => {
  it('read date as the SQL type DATE, not the generic word (which means a timestamp)', () => {
    const m = new ModelBuilder().table('orders', [{ name: 'order_date', type: 'date' }]).model;
    expect(generateDdl(m, 'postgresql')).toContain('order_date TIMESTAMP NULL');
    Object.assign(m.tables[0] ?? {}, { exactName: true });
    expect(generateDdl(m, 'postgresql')).toContain('order_date date NULL');
  });

  it('keep identifier quotes the dialect reads in check expressions', () => {
    const m = new ModelBuilder().table('t', [{ name: 'Discount', type: 'real' }]).model;
    Object.assign(m.tables[0] ?? {}, {
      checks: [{ id: 'c', name: '', expression: '[Discount]>=(0)' }],
    });
    expect(generateDdl(m, 'sqlite')).toContain('CHECK ([Discount]>=(0))');
    expect(generateDdl(m, 'postgresql')).toContain('CHECK ("Discount">=(0))');
  });
});
