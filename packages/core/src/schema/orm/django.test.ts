import { describe, expect, it } from 'vitest';
import { codeString } from '../quoting';
import { ModelBuilder, shopModel } from '../testing/sampleModels';
import { importDdl } from '../import';
import { generateDjango } from './django';

/** Python code with its string literals and comments blanked out. */
const outsideStrings = (code: string) =>
  code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').replace(/#.*$/gm, '');

/** A name made to end the string it is written in and run code of its own. */
const HOSTILE = 'x\'); import os; os.system("echo pwned") #\n\u2028y';

describe('generateDjango', () => {
  it('writes a model per table with db_table, managed and its fields', () => {
    const code = generateDjango(shopModel(), 'postgresql');
    expect(code).toContain('from django.db import models');
    expect(code).toMatch(/^class \w+\(models\.Model\):$/m);
    expect(code).toContain('        managed = True');
    expect(code).toContain('models.ForeignKey(');
    expect(code).toMatch(/on_delete=models\.\w+/);
  });

  it('keeps hostile names inside string literals and notes every default', () => {
    const model = new ModelBuilder().table(HOSTILE, [
      { name: HOSTILE, type: 'varchar(10)', isPrimaryKey: true, defaultValue: "'%s'" },
    ]).model;
    // Imported names are kept exactly as written (a design's are normalised).
    for (const t of model.tables) t.exactName = true;
    const code = generateDjango(model, 'sqlite');
    expect(outsideStrings(code)).not.toMatch(/import os|os\.system/);
    expect(code).toContain(`db_table = ${codeString(HOSTILE)}`);
    expect(code).not.toMatch(/\u2028/);
    expect(code).toMatch(
      /^# Note: .*default '%s' is left out: Django 3\.2 has no database defaults/m,
    );
  });

  it('leaves a table of a composite key unmanaged, with a note', () => {
    const model = new ModelBuilder().table('line', [
      { name: 'order_id', type: 'int', isPrimaryKey: true },
      { name: 'n', type: 'int', isPrimaryKey: true },
    ]).model;
    const code = generateDjango(model, 'postgresql');
    expect(code).toContain('        managed = False');
    expect(code).toMatch(/^# Note: line: composite primary key \(order_id, n\)/m);
  });

  it("writes PostgreSQL's indexes as Relata's DDL does: method, operator class, expression, condition", () => {
    const model = importDdl(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE SEQUENCE public.users_id_seq;
CREATE TABLE users (id integer NOT NULL DEFAULT nextval('public.users_id_seq'::regclass) PRIMARY KEY,
  name text NOT NULL, deleted boolean NOT NULL);
CREATE TABLE posts (id bigserial PRIMARY KEY, user_id bigint NOT NULL REFERENCES users (id));
CREATE INDEX users_trgm ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_lower ON users (lower(name)) WHERE deleted = false;`,
      'postgresql',
    ).model;
    const code = generateDjango(model, 'postgresql');
    expect(code).toContain('from django.contrib.postgres.indexes import GinIndex');
    expect(code).toContain(
      'GinIndex(fields=["name"], opclasses=["gin_trgm_ops"], name="users_trgm")',
    );
    expect(code).toContain(
      'models.Index(RawSQL("(lower(name))", []), name="users_lower", condition=Q(RawSQL("deleted = false", [], output_field=models.BooleanField())))',
    );
    // A key numbered by its own sequence is an AutoField; a foreign key keeps its column's type.
    expect(code).toContain('id_field = models.AutoField(db_column="id", primary_key=True)');
    expect(code).toMatch(/user_id = TypedForeignKey\("Users", .*sql_type="bigint"\)/);
  });

  it('types a PostgreSQL text key in upper case: Django gives a varchar or text key a _like index', () => {
    const model = importDdl(
      `CREATE TABLE customers (customer_id character varying(5) NOT NULL PRIMARY KEY, name text NOT NULL);
CREATE TABLE rooms (room_id text NOT NULL PRIMARY KEY);
CREATE TABLE orders (id integer NOT NULL PRIMARY KEY, customer_id varchar(5) REFERENCES customers (customer_id));`,
      'postgresql',
    ).model;
    const code = generateDjango(model, 'postgresql');
    expect(code).toContain(
      'customer_id = TypedCharField(max_length=5, sql_type="VARCHAR(5)", db_column="customer_id", primary_key=True)',
    );
    expect(code).toMatch(
      /room_id = TypedTextField\(sql_type="TEXT", db_column="room_id", primary_key=True\)/,
    );
    // Not a key: Django's own field (it makes no _like index of it).
    expect(code).toContain('name = models.TextField(db_column="name")');
    // SQLite has no _like index.
    expect(generateDjango(model, 'sqlite')).not.toContain('VARCHAR(5)');
  });

  it("makes a key numbered by a sequence no other column takes an AutoField, noting the sequence's name", () => {
    const model = importDdl(
      `CREATE SEQUENCE users_seq;
CREATE SEQUENCE shared_seq;
CREATE TABLE users (user_id integer NOT NULL DEFAULT nextval('users_seq'::text) PRIMARY KEY);
CREATE TABLE a (id integer NOT NULL DEFAULT nextval('shared_seq'::regclass) PRIMARY KEY);
CREATE TABLE b (id integer NOT NULL DEFAULT nextval('shared_seq'::regclass) PRIMARY KEY);`,
      'postgresql',
    ).model;
    const code = generateDjango(model, 'postgresql');
    expect(code).toContain('user_id = models.AutoField(db_column="user_id", primary_key=True)');
    expect(code).toMatch(
      /^# Note: users\.user_id: numbered by Django's AutoField, whose sequence is users_user_id_seq, not users_seq/m,
    );
    // A sequence two keys share is not either one's own: their default is noted as left out.
    expect(code).not.toMatch(/id = models\.AutoField\(db_column="id"/);
    expect(code).toMatch(/^# Note: a\.id: its default nextval/m);
  });

  it("writes SQL Server's nonclustered indexes for PostgreSQL as the B-trees they are there", () => {
    const model = importDdl(
      `CREATE TABLE [User] ([Id] INT NOT NULL PRIMARY KEY, [Email] NVARCHAR(256) NOT NULL);
CREATE UNIQUE NONCLUSTERED INDEX [IX_User_Email] ON [User]([Email] ASC);`,
      'mssql',
    ).model;
    const code = generateDjango(model, 'postgresql');
    expect(code).toContain('name="IX_User_Email"');
    expect(code).not.toContain('Django has no nonclustered index');
  });

  it('notes the auto-increment of a key that is also a foreign key', () => {
    const model = importDdl(
      `CREATE TABLE books (id INTEGER PRIMARY KEY AUTOINCREMENT);
CREATE TABLE books_pages_link (book INTEGER PRIMARY KEY AUTOINCREMENT REFERENCES books (id), pages INTEGER);`,
      'sqlite',
    ).model;
    expect(generateDjango(model, 'postgresql')).toMatch(
      /^# Note: books_pages_link\.book: auto-increment is left out: it is a foreign key/m,
    );
  });

  it('makes a column a PostgreSQL foreign key references by a unique index unique=True', () => {
    const model = importDdl(
      `CREATE TABLE sessions (id bigint PRIMARY KEY, login varchar(40) NOT NULL);
CREATE UNIQUE INDEX sessions_login ON sessions (login);
CREATE TABLE events (id bigint PRIMARY KEY, login varchar(40) REFERENCES sessions (login));`,
      'postgresql',
    ).model;
    const pg = generateDjango(model, 'postgresql');
    // Django 3.2 adds foreign keys before constraints: the key is the column's own UNIQUE, typed
    // in upper case so that Django adds no `_like` index of its own.
    expect(pg).toContain(
      'login = TypedCharField(max_length=40, sql_type="VARCHAR(40)", db_column="login", unique=True)',
    );
    expect(pg).not.toContain('name="sessions_login"');
    expect(pg).toMatch(/models\.ForeignKey\("Sessions", .*to_field="login"/);
    expect(pg).toMatch(
      /^# Note: sessions: unique index sessions_login is login's unique=True, which PostgreSQL names sessions_login_key: /m,
    );
    // SQLite checks no key as Django adds it: the index keeps its name.
    const sqlite = generateDjango(model, 'sqlite');
    expect(sqlite).toContain('models.UniqueConstraint(fields=["login"], name="sessions_login")');
    expect(sqlite).toMatch(/models\.ForeignKey\("Sessions", .*to_field="login"/);
  });

  it("notes a SQLite unique index of the primary key's columns, which SQLite folds into the key", () => {
    const model = importDdl(
      `CREATE TABLE versions (version varchar(20) PRIMARY KEY);
CREATE UNIQUE INDEX versions_version ON versions (version);
CREATE TABLE counters (id integer PRIMARY KEY);
CREATE UNIQUE INDEX counters_id ON counters (id);`,
      'postgresql',
    ).model;
    const code = generateDjango(model, 'sqlite');
    expect(code).not.toContain('name="versions_version"');
    expect(code).toMatch(
      /^# Note: versions: index versions_version is left out: Django 3\.2 writes a unique key inside CREATE TABLE, where SQLite folds it into the key of the same columns before it$/m,
    );
    // A rowid key has no index to fold into.
    expect(code).toContain('name="counters_id"');
    expect(generateDjango(model, 'postgresql')).toContain('name="versions_version"');
  });

  it('creates the schema of the types DATABASE_SETUP creates: Django creates no schemas', () => {
    const model = importDdl(
      `CREATE SCHEMA "Sa""les";
CREATE TYPE "Sa""les".mood AS ENUM ('ok', 'sad');
CREATE TABLE "Sa""les".visits (id integer PRIMARY KEY, mood "Sa""les".mood);`,
      'postgresql',
    ).model;
    const code = generateDjango(model, 'postgresql');
    // The schema, quoted as Relata's DDL quotes it, before the type in it.
    const setup = /^DATABASE_SETUP = \[\n {4}(.*),\n {4}(.*),\n\]$/m.exec(code);
    expect(setup?.[1]).toBe(codeString('CREATE SCHEMA IF NOT EXISTS "Sa""les"'));
    expect(setup?.[2]).toMatch(/^"CREATE TYPE \\"Sa\\"\\"les\\"\.mood AS ENUM/);
    expect(code).toContain(`sql_type=${codeString('"Sa""les".mood')}`);
    expect(code).toMatch(
      /^# Note: schema Sa"les is created by DATABASE_SETUP for the types in it, which stay where Relata's DDL puts them: Django creates no schemas, and its tables are the connection's search path's$/m,
    );
  });

  it('leaves to Relata\'s DDL what holds a " in its name: Django 3.2 does not double it', () => {
    const model = importDdl(
      `CREATE TABLE "a""b" (id integer PRIMARY KEY);
CREATE TABLE c (id integer PRIMARY KEY, "d""e" text);
CREATE TABLE t (id integer PRIMARY KEY, k integer NOT NULL,
  CONSTRAINT "u""x" UNIQUE (k), CONSTRAINT "c""x" CHECK (k > 0));
CREATE INDEX "i""x" ON t (k);
CREATE INDEX "p%x" ON t (k) WHERE k > 1;
CREATE INDEX t_k ON t (k DESC);`,
      'postgresql',
    ).model;
    for (const dialect of ['postgresql', 'sqlite'] as const) {
      const code = generateDjango(model, dialect);
      for (const table of ['a"b', 'c'])
        expect(code).toMatch(
          new RegExp(
            `^# Note: ${table}: Django 3\\.2 writes names between double quotes without doubling the " in them; the model is managed = False \\(create the table with Relata's DDL\\)$`,
            'm',
          ),
        );
      expect(code.match(/^ {8}managed = False$/gm)).toHaveLength(2);
      for (const left of ['unique key u"x', 'check c"x', 'index i"x'])
        expect(code).toContain(
          `# Note: t: ${left} is left out: Django 3.2 writes names between double quotes without doubling the " in them`,
        );
      // An index with a condition is left out for its % too (its name is not its last argument).
      expect(code).not.toContain('name="p%x"');
      expect(code).toContain('name="t_k"');
      expect(code).not.toMatch(/name="[^"\n]*\\"/);
    }
  });
});
