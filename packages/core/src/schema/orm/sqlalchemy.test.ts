import { describe, expect, it } from 'vitest';
import { codeString } from '../quoting';
import { ModelBuilder, shopModel } from '../testing/sampleModels';
import { importDdl } from '../import';
import { generateSqlalchemy } from './sqlalchemy';

/** Python code with its string literals and comments blanked out. */
const outsideStrings = (code: string) =>
  code.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').replace(/#.*$/gm, '');

/** A name made to end the string it is written in and run code of its own. */
const HOSTILE = 'x"); import os; os.system("echo pwned") #\n\u2028y';

describe('generateSqlalchemy', () => {
  it('writes a declarative class per table with its key, types and foreign key', () => {
    const code = generateSqlalchemy(shopModel(), 'postgresql');
    expect(code).toContain('from sqlalchemy.orm import declarative_base');
    expect(code).toMatch(/^class \w+\(Base\):$/m);
    expect(code).toContain('__tablename__ = ');
    expect(code).toContain('PrimaryKeyConstraint(');
    expect(code).toContain('.append_constraint(ForeignKeyConstraint(');
  });

  it('keeps hostile names and defaults inside string literals', () => {
    const model = new ModelBuilder().table(HOSTILE, [
      {
        name: HOSTILE,
        type: 'varchar(10)',
        isPrimaryKey: true,
        defaultValue: "'a'':b'",
      },
    ]).model;
    // Imported names are kept exactly as written (a design's are normalised).
    for (const t of model.tables) t.exactName = true;
    for (const dialect of ['postgresql', 'sqlite'] as const) {
      const code = generateSqlalchemy(model, dialect);
      expect(outsideStrings(code)).not.toMatch(/import os|os\.system/);
      expect(code).toContain(codeString(HOSTILE));
      // The code's lines are Python's: no raw line separator breaks one.
      expect(code).not.toMatch(/\u2028/);
      // A colon would be a bind parameter of text(): such SQL is a literal_column.
      expect(code).toMatch(/server_default=literal_column\(/);
    }
  });

  it('names classes and attributes apart from Python words and the module names', () => {
    const model = new ModelBuilder().table('class', [
      { name: 'id', type: 'int', isPrimaryKey: true },
      { name: 'text', type: 'text' },
      { name: 'import', type: 'text' },
    ]).model;
    const code = generateSqlalchemy(model, 'sqlite');
    expect(code).toMatch(/^class Class_\(Base\):$/m);
    expect(code).toMatch(/^ {4}text_ = Column\("text"/m);
    expect(code).toMatch(/^ {4}import_ = Column\("import"/m);
  });

  it("writes an index with INCLUDE columns without them where Relata's DDL does (SQLite)", () => {
    const model = importDdl(
      `CREATE TABLE entries (id bigint PRIMARY KEY, feed_id bigint, published timestamp);
CREATE INDEX entries_feed ON entries USING btree (feed_id) INCLUDE (id, published);`,
      'postgresql',
    ).model;
    expect(generateSqlalchemy(model, 'postgresql')).toContain(
      'postgresql_include=["id", "published"]',
    );
    const sqlite = generateSqlalchemy(model, 'sqlite');
    expect(sqlite).toMatch(/Index\("entries_feed", /);
    expect(sqlite).not.toContain('_include=');
    expect(sqlite).toMatch(/^# Note: .*entries_feed.*loses its INCLUDE columns/m);
  });

  it("writes PostgreSQL's index method only where Relata's DDL writes one", () => {
    const using = (method: string) => {
      const model = importDdl(
        `CREATE TABLE places (id integer PRIMARY KEY, area text);
CREATE INDEX places_area ON places (area);`,
        'postgresql',
      ).model;
      const index = model.tables[0]?.indexes?.[0];
      if (index) index.method = method;
      const code = generateSqlalchemy(model, 'postgresql');
      return { code, using: /postgresql_using=("(?:[^"\\]|\\.)*")/.exec(code)?.[1] };
    };
    expect(using('GIN').using).toBe('"gin"');
    expect(using('spatial').using).toBe('"gist"');
    // An extension's method (bloom's) is a name too.
    expect(using('bloom').using).toBe('"bloom"');
    // What is no method there SQLAlchemy refuses ("Unexpected SQL phrase"): the DDL leaves it out.
    for (const method of ['m"); DROP TABLE users; --z', 'two words']) {
      const { code, using: written } = using(method);
      expect(written).toBeUndefined();
      expect(code).toMatch(/^# Note: .*places_area.*loses its method/m);
      expect(code).toMatch(/^Index\("places_area", /m);
    }
  });

  it('creates the schema of a type before the type, though no table is in it', () => {
    const model = importDdl(
      `CREATE SCHEMA kinds;
CREATE TYPE kinds.mood AS ENUM ('ok', 'sad');
CREATE TABLE visits (id integer PRIMARY KEY, mood kinds.mood);`,
      'postgresql',
    ).model;
    const code = generateSqlalchemy(model, 'postgresql');
    expect(code).toContain(
      'event.listen(Base.metadata, "before_create", DDL("CREATE SCHEMA IF NOT EXISTS kinds"))',
    );
    expect(code).toContain('name="mood", schema="kinds"');
  });

  it("writes SQL Server's key names, identity seed, clustering, filters and alias types as Relata's DDL", () => {
    const model = importDdl(
      `CREATE TYPE [dbo].[Flag] FROM [bit] NOT NULL;
CREATE TABLE [dbo].[Bom] ([Id] int IDENTITY(100000,1) NOT NULL, [Part] int NOT NULL,
  [Code] nvarchar(20) NULL UNIQUE, [Active] [Flag],
  CONSTRAINT [PK_Bom_Id] PRIMARY KEY NONCLUSTERED ([Id]));
CREATE UNIQUE CLUSTERED INDEX [AK_Bom_Part] ON [dbo].[Bom] ([Part]);
CREATE INDEX [IX_Bom_Code] ON [dbo].[Bom] ([Code]) WHERE [Code] IS NOT NULL;
CREATE TABLE [dbo].[Plain] ([Id] int NOT NULL PRIMARY KEY);`,
      'mssql',
    ).model;
    const code = generateSqlalchemy(model, 'mssql');
    expect(code).toContain('Identity(start=100000)');
    expect(code).toContain('PrimaryKeyConstraint("Id", name="PK_Bom_Id", mssql_clustered=False)');
    expect(code).toContain('PrimaryKeyConstraint("Id", name="PK_Plain")');
    expect(code).toContain('UniqueConstraint("Code", name="UQ_Bom_Code")');
    expect(code).toMatch(/Index\("AK_Bom_Part", .*unique=True, mssql_clustered=True/);
    expect(code).toMatch(/Index\("IX_Bom_Code", .*mssql_where=/);
    expect(code).toContain('DDL("CREATE TYPE [dbo].[Flag] FROM [bit] NOT NULL")');
  });
});
