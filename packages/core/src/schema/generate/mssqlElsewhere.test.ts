import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import type { SqlDialect } from '../sql/dialects';
import { generateDdl } from '.';

/** A T-SQL script written for another dialect. */
const fromMssql = (sql: string, to: SqlDialect): string =>
  generateDdl(importDdl(sql, 'mssql').model, to);

const TABLE = `CREATE TABLE [dbo].[Person] (
  [Id] [int] NOT NULL PRIMARY KEY,
  [First] [nvarchar](50) NOT NULL,
  [Last] [nvarchar](50) NULL,
  [Email] [varchar](320) NULL,
  [Qty] [int] NOT NULL,
  [Price] [decimal](9, 2) NOT NULL,
  [Full] AS ([First] + N' ' + ISNULL([Last], N'')) PERSISTED,
  [Code] AS (UPPER(LEFT([First], 1)) + CAST([Id] AS nvarchar(10))),
  [Total] AS ([Qty] * [Price] + 1),
  CONSTRAINT [CK_Person_Email] CHECK (charindex('@', [Email]) > (1) AND len([Email]) >= (3)),
  CONSTRAINT [CK_Person_Name] CHECK (len([First] + [Last]) > 0)
);`;

describe("T-SQL's + between texts in other engines", () => {
  it.each([
    [
      'postgresql',
      `GENERATED ALWAYS AS ("First" || N' ' || COALESCE("Last", N'')) STORED`,
      `"Code" TEXT GENERATED ALWAYS AS (UPPER(LEFT("First", 1)) || CAST("Id" AS VARCHAR(10))) STORED`,
    ],
    [
      'mysql',
      "GENERATED ALWAYS AS (CONCAT(`First`, N' ', COALESCE(`Last`, N''))) STORED",
      'CONCAT(UPPER(LEFT(`First`, 1)), CAST(`Id` AS CHAR(10)))',
    ],
    [
      'sqlite',
      "GENERATED ALWAYS AS ([First] || ' ' || COALESCE([Last], '')) STORED",
      '-- Note: Person.Code is written as a plain column: SQLite has no function LEFT',
    ],
  ] as const)('joins them as %s joins text, and keeps sums sums', (dialect, full, code) => {
    const out = fromMssql(TABLE, dialect);
    expect(out).toContain(full);
    expect(out).toContain(code);
    // A sum of numbers stays one.
    expect(out).toMatch(/AS \(["`[]?Qty["`\]]? \* ["`[]?Price["`\]]? \+ 1\)/);
  });

  it('keeps + in SQL Server', () => {
    expect(fromMssql(TABLE, 'mssql')).toContain("[First] + N' ' + ISNULL([Last], N'')");
  });
});

describe("T-SQL's functions in other engines", () => {
  it('renames LEN, and leaves out a check calling what the engine lacks, with a note', () => {
    const pg = fromMssql(TABLE, 'postgresql');
    expect(pg).toContain('CHECK (length("First" || "Last") > 0)');
    expect(pg).toMatch(
      /-- Note: check on Person is left out: the expression charindex\(.*is not postgresql SQL/,
    );
    const mysql = fromMssql(TABLE, 'mysql');
    expect(mysql).toContain('CHECK (char_length(CONCAT(`First`, `Last`)) > 0)');
    expect(mysql).toContain(
      '-- Note: check on Person is left out: MySQL has no function charindex()',
    );
    expect(fromMssql(TABLE, 'sqlite')).toContain('CHECK (length([First] || [Last]) > 0)');
  });
});

describe("the script's own functions and SQL Server's money elsewhere", () => {
  const sql = `CREATE TABLE [dbo].[Orders] ([Id] int NOT NULL, [SubTotal] money NOT NULL, [Tax] money NOT NULL,
    [Account] AS ISNULL(N'AW' + [dbo].[ufnLeadingZeros]([Id]), N''),
    [TotalDue] AS ISNULL([SubTotal] + [Tax], 0),
    CONSTRAINT [CK_Orders_SubTotal] CHECK ([SubTotal] >= 0.00));`;

  it.each([
    [
      'postgresql',
      '[dbo].[ufnLeadingZeros]() is a SQL Server function, which is not written for PostgreSQL',
    ],
    ['mysql', 'MySQL calls no stored function ([dbo].[ufnLeadingZeros]) there'],
    ['sqlite', 'SQLite has no function [dbo].[ufnLeadingZeros]'],
  ] as const)('leaves out in %s what calls a SQL Server function: %s', (dialect, why) => {
    expect(fromMssql(sql, dialect)).toContain(
      `-- Note: Orders.Account is written as a plain column: ${why}`,
    );
  });

  it("leaves out T-SQL's arithmetic on money in PostgreSQL, whose money takes none of it", () => {
    const pg = fromMssql(sql, 'postgresql');
    expect(pg).toContain(
      "-- Note: Orders.TotalDue is written as a plain column: PostgreSQL's money takes no such arithmetic (SubTotal)",
    );
    expect(pg).toContain('CHECK ("SubTotal" >= 0.00::money)');
    // PostgreSQL's own money arithmetic is its own, and kept.
    const own = 'CREATE TABLE o (a money, q int, t money GENERATED ALWAYS AS (a * q) STORED);';
    expect(generateDdl(importDdl(own, 'postgresql').model, 'postgresql')).toContain(
      'GENERATED ALWAYS AS (a * q) STORED',
    );
  });
});

describe("SQL Server's index filters", () => {
  const sql = `CREATE TABLE users (id int PRIMARY KEY, prefs int, email text, status int, gone timestamp);
    CREATE INDEX a ON users (id) WHERE (prefs & 96) = 96;
    CREATE UNIQUE INDEX b ON users (email) WHERE gone IS NULL AND status IN (1, 2);
    CREATE UNIQUE INDEX c ON users (email) WHERE status > 0 OR gone IS NULL;`;
  const why =
    'SQL Server filters an index only by comparisons of columns to constants, joined by AND';

  it('keeps a filter of comparisons, and otherwise writes a plain index whole and leaves a unique one out', () => {
    const out = generateDdl(importDdl(sql, 'postgresql').model, 'mssql');
    expect(out).toContain(
      'CREATE UNIQUE INDEX b ON users (email) WHERE gone IS NULL AND status IN (1, 2);',
    );
    expect(out).toContain('CREATE INDEX a ON users (id);');
    expect(out).toContain(`-- Note: index a on users loses its WHERE: ${why}`);
    expect(out).not.toContain('CREATE UNIQUE INDEX c');
    expect(out).toContain(`-- Note: index c on users is left out: ${why}`);
    // SQL Server's own filter, constants in parentheses, is kept.
    const own =
      'CREATE TABLE [o] ([s] tinyint NOT NULL); CREATE INDEX [i] ON [o] ([s]) WHERE ([s]>(0));';
    expect(fromMssql(own, 'mssql')).toContain('WHERE [s]>(0)');
  });
});

describe("SQL Server's one clustered index of a table", () => {
  it('keeps the primary key NONCLUSTERED where the table clusters on another index', () => {
    const sql = generateDdl(
      importDdl(
        `CREATE TABLE [dbo].[Bom] ([Id] int NOT NULL, [Part] int NOT NULL, [Start] datetime NOT NULL,
  CONSTRAINT [PK_Bom_Id] PRIMARY KEY NONCLUSTERED ([Id]));
CREATE UNIQUE CLUSTERED INDEX [AK_Bom_Part_Start] ON [dbo].[Bom] ([Part], [Start]);
CREATE TABLE [dbo].[Plain] ([Id] int NOT NULL PRIMARY KEY, [N] int NULL);
CREATE NONCLUSTERED INDEX [IX_Plain_N] ON [dbo].[Plain] ([N]);`,
        'mssql',
      ).model,
      'mssql',
    );
    expect(sql).toContain('CONSTRAINT PK_Bom_Id PRIMARY KEY NONCLUSTERED (Id)');
    expect(sql).toContain('CREATE UNIQUE CLUSTERED INDEX AK_Bom_Part_Start ON Bom');
    // A table without a clustered index of its own clusters on its key, as SQL Server does.
    expect(sql).toContain('CONSTRAINT PK_Plain PRIMARY KEY (Id)');
  });
});
