import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import type { SqlDialect } from '../sql/dialects';
import { generateDdl } from '.';

/** A script imported from one dialect and written in another (or the same). */
const convert = (sql: string, from: SqlDialect, to: SqlDialect): string =>
  generateDdl(importDdl(sql, from).model, to);

describe('what a round trip used to lose in writing', () => {
  it('keeps a name of up to 63 characters whole', () => {
    const name = 'FK_ProductModelProductDescriptionCulture_ProductDescription_Pro';
    const out = convert(
      `CREATE TABLE a (id int PRIMARY KEY);\nCREATE TABLE b (a_id int, CONSTRAINT "${name}" FOREIGN KEY (a_id) REFERENCES a (id));`,
      'postgresql',
      'postgresql',
    );
    expect(name).toHaveLength(63);
    expect(out).toContain(`CONSTRAINT "${name}" FOREIGN KEY`);
  });

  it('writes a PostgreSQL function whose head names a table after the tables', () => {
    const out = convert(
      'CREATE TABLE customer (id int PRIMARY KEY);\n' +
        'CREATE FUNCTION best() RETURNS SETOF customer LANGUAGE sql AS $$ SELECT * FROM customer $$;\n' +
        'CREATE FUNCTION one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;',
      'postgresql',
      'postgresql',
    );
    expect(out.indexOf('CREATE FUNCTION best')).toBeGreaterThan(out.indexOf('CREATE TABLE'));
    expect(out.indexOf('CREATE FUNCTION one')).toBeLessThan(out.indexOf('CREATE TABLE'));
  });

  it('keeps a SQLite key column nullable as declared; other engines make it NOT NULL', () => {
    const one = 'CREATE TABLE c (code TEXT PRIMARY KEY, name TEXT);';
    expect(convert(one, 'sqlite', 'sqlite')).toContain('code TEXT NULL');
    expect(convert(one, 'sqlite', 'postgresql')).toContain('code TEXT NOT NULL');
    expect(convert(one, 'sqlite', 'mysql')).toContain('code VARCHAR(255) NOT NULL');
  });

  it("writes a domain's base type in the target's spelling (a PostgreSQL boolean is BIT in T-SQL)", () => {
    const sql =
      'CREATE DOMAIN "Flag" AS boolean NOT NULL;\nCREATE TABLE e (id int PRIMARY KEY, salaried "Flag");';
    expect(convert(sql, 'postgresql', 'mssql')).toContain('CREATE TYPE Flag FROM BIT NOT NULL;');
    expect(convert(sql, 'postgresql', 'postgresql')).toContain('CREATE DOMAIN "Flag" AS boolean');
  });

  it('writes a view under its name as the source spelled it in its own dialect, as the target spells it elsewhere', () => {
    const sql =
      'CREATE TABLE [Order Details] (id int);\nCREATE VIEW [Invoices] AS SELECT id FROM [Order Details];\n' +
      'CREATE VIEW [Current List] AS SELECT 1;\nCREATE VIEW "Plain View" AS SELECT 1;';
    const out = convert(sql, 'sqlite', 'sqlite');
    expect(out).toContain('CREATE VIEW [Invoices] AS\nSELECT id FROM [Order Details];');
    expect(out).toContain('CREATE VIEW [Current List] AS\nSELECT 1;');
    expect(out).toContain('CREATE VIEW "Plain View" AS');
    const pg = convert(sql, 'sqlite', 'postgresql');
    expect(pg).toContain('CREATE VIEW "Invoices" AS\nSELECT id FROM "Order Details";');
    expect(pg).toContain('CREATE VIEW "Current List" AS\nSELECT 1;');
  });

  it("keeps MySQL's VARCHAR(n) BINARY in MySQL and maps it elsewhere", () => {
    const sql = 'CREATE TABLE s (password VARCHAR(40) BINARY DEFAULT NULL);';
    expect(convert(sql, 'mysql', 'mysql')).toContain('password VARCHAR(40) BINARY NULL');
    expect(convert(sql, 'mysql', 'postgresql')).toMatch(/password varchar\(40\) NULL/i);
  });

  it('keeps a SQLite type name in SQLite, and maps one unknown elsewhere', () => {
    const sql = 'CREATE TABLE f (d BLOB SUB_TYPE TEXT, v GEOMETRY_POINT);';
    const out = convert(sql, 'sqlite', 'sqlite');
    expect(out).toContain('d BLOB SUB_TYPE TEXT NULL');
    expect(out).toContain('v GEOMETRY_POINT NULL');
    expect(out).not.toContain('unknown type');
    expect(convert(sql, 'sqlite', 'postgresql')).toContain(
      "-- Note: f.v has the unknown type 'GEOMETRY_POINT' and is written as TEXT",
    );
  });

  it('quotes mixed-case column names in checks written for PostgreSQL', () => {
    const out = convert(
      "CREATE TABLE Products (UnitPrice decimal(10,2), Name varchar(9), CHECK (UnitPrice >= 0 AND lower(Name) <> 'x'));",
      'mysql',
      'postgresql',
    );
    expect(out).toContain(`CHECK ("UnitPrice" >= 0 AND lower("Name") <> 'x')`);
  });

  it('writes SET NULL on a NOT NULL column as NO ACTION where the engine refuses it', () => {
    const sql =
      'CREATE TABLE r (id int PRIMARY KEY);\nCREATE TABLE p (r_id int NOT NULL REFERENCES r (id) ON DELETE SET NULL ON UPDATE CASCADE);';
    const mysql = convert(sql, 'postgresql', 'mysql');
    expect(mysql).toContain('REFERENCES r (id) ON DELETE NO ACTION ON UPDATE CASCADE;');
    expect(mysql).toMatch(
      /-- Note: foreign key p\.\w+: ON DELETE SET NULL is written as NO ACTION in mysql: its column is NOT NULL/,
    );
    expect(convert(sql, 'postgresql', 'postgresql')).toContain(
      'ON DELETE SET NULL ON UPDATE CASCADE',
    );
  });

  it('leaves out a check MariaDB refuses: the current time, or a PostgreSQL interval', () => {
    const out = convert(
      "CREATE TABLE e (born date, hired date, CONSTRAINT ck_born CHECK (born < now() - INTERVAL '18 years'), CONSTRAINT ck_hired CHECK (hired > born));",
      'postgresql',
      'mysql',
    );
    expect(out).toContain(
      '-- Note: check on e is left out: MariaDB takes no current time in a CHECK',
    );
    expect(out).toContain('CONSTRAINT ck_hired CHECK (hired > born)');
    expect(out).not.toContain('ck_born');
  });

  it('writes a domain used by a quoted name the target way (an MSSQL alias type)', () => {
    const out = convert(
      'CREATE DOMAIN "Phone" AS varchar(25);\nCREATE TABLE p (phone "Phone" NOT NULL);',
      'postgresql',
      'mssql',
    );
    expect(out).toContain('  phone Phone NOT NULL');
    expect(
      convert(
        'CREATE DOMAIN "Phone" AS varchar(25);\nCREATE TABLE p (phone "Phone");',
        'postgresql',
        'postgresql',
      ),
    ).toContain('  phone "Phone" NULL');
  });

  it('gives a MariaDB foreign-key column the integer type of the column it references', () => {
    const out = convert(
      'CREATE TABLE loc (id serial PRIMARY KEY);\nCREATE TABLE inv (loc_id smallint REFERENCES loc (id));',
      'postgresql',
      'mysql',
    );
    expect(out).toContain('  loc_id integer NULL');
    expect(out).toContain(
      "-- Note: MariaDB's foreign keys need integers of one size on both ends: inv.loc_id take the type of the column they reference",
    );
    expect(
      convert(
        'CREATE TABLE loc (id serial PRIMARY KEY);\nCREATE TABLE inv (loc_id smallint REFERENCES loc (id));',
        'postgresql',
        'postgresql',
      ),
    ).toContain('loc_id smallint');
  });

  it('writes MSSQL money checks, CLR method calls and geography in a form PostgreSQL loads', () => {
    const out = convert(
      'CREATE TABLE [Products] ([UnitPrice] money NULL, [Rate] money NULL, [Node] hierarchyid NULL, [Level] AS Node.GetLevel(), [Spot] geography NULL, CONSTRAINT [CK_Price] CHECK ([UnitPrice]>=(0)), CONSTRAINT [CK_Rate] CHECK ([Rate] BETWEEN 6.50 AND 200.00));',
      'mssql',
      'postgresql',
    );
    expect(out).toContain(`CONSTRAINT "CK_Price" CHECK ("UnitPrice">=(0)::money)`);
    expect(out).toContain(
      `CONSTRAINT "CK_Rate" CHECK ("Rate" BETWEEN 6.50::money AND 200.00::money)`,
    );
    expect(out).toContain('"Spot" TEXT NULL');
    expect(out).toContain(
      '-- Note: type geography becomes TEXT: the script creates no PostGIS (Products.Spot)',
    );
    expect(out).toMatch(
      /-- Note: Products\.Level is written as a plain column: the expression .*GetLevel.* is not postgresql SQL/,
    );
  });

  it('gives an indexed column of a mapped type an indexable type', () => {
    const out = convert(
      'CREATE TABLE [E] ([Node] hierarchyid NULL, [Note] nvarchar(max) NULL);\nCREATE INDEX [IX_Node] ON [E] ([Node]);',
      'mssql',
      'mysql',
    );
    expect(out).toContain('  Node VARCHAR(255) NULL');
    expect(out).toContain('  Note LONGTEXT NULL');
  });
});
