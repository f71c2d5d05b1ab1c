import { describe, expect, it } from 'vitest';
import { importDdl } from '../import';
import type { SqlDialect } from '../sql/dialects';
import { generateDdl } from '.';

/** A script read as `from` and written for `to`. */
const convert = (sql: string, to: SqlDialect, from: SqlDialect = 'sqlite'): string =>
  generateDdl(importDdl(sql, from).model, to);

/** The statement of a script that creates a table (up to its `;`). */
const tableOf = (script: string, name: string): string =>
  script.slice(script.indexOf(`CREATE TABLE ${name} (`)).split(';')[0] ?? '';

describe("SQLite's functions and operators in other engines", () => {
  it('reads datetime() of a literal as a timestamp; of a column only where it stays immutable', () => {
    const sql = `CREATE TABLE e (ts TEXT, d TEXT GENERATED ALWAYS AS (datetime(ts)) VIRTUAL,
      CHECK (ts > datetime('2000-01-01')));`;
    const pg = convert(sql, 'postgresql');
    expect(pg).toContain("CHECK (ts > CAST('2000-01-01' AS timestamp))");
    // PostgreSQL reads a column's text as a timestamp by its settings: no generated column takes it.
    expect(pg).toContain(
      '-- Note: e.d is written as a plain column: PostgreSQL has no SQLite function datetime()',
    );
    expect(convert(sql, 'mysql')).toContain('GENERATED ALWAYS AS (CAST(ts AS DATETIME)) VIRTUAL');
  });

  it("counts characters with length() and ignores case with LIKE, as SQLite's do", () => {
    const sql =
      "CREATE TABLE u (action TEXT CHECK (length(action) BETWEEN 1 AND 64), url TEXT CHECK (url LIKE 'https://%'));";
    // MySQL's length() counts bytes; PostgreSQL's LIKE minds case.
    expect(convert(sql, 'mysql')).toContain('CHECK (char_length(action) BETWEEN 1 AND 64)');
    expect(convert(sql, 'postgresql')).toContain("CHECK (url ILIKE 'https://%')");
    // In SQLite itself, as written: a keyword SQLite took as a bare name stays bare.
    const same = convert(sql, 'sqlite');
    expect(same).toContain('CHECK (length(action) BETWEEN 1 AND 64)');
    expect(same).toContain("CHECK (url LIKE 'https://%')");
  });

  it('matches a GLOB pattern as a case-sensitive regular expression, or leaves the check out', () => {
    const sql = "CREATE TABLE a (c TEXT CHECK (c GLOB '#[0-9a-f]*' AND c NOT GLOB '*?.x'));";
    expect(convert(sql, 'postgresql')).toContain(
      "CHECK (c ~ '^#[0-9a-f].*$' AND c !~ '^.*.\\.x$')",
    );
    expect(convert(sql, 'mysql')).toContain(
      "CHECK (c REGEXP BINARY '^#[0-9a-f].*$' AND c NOT REGEXP BINARY '^.*.\\\\.x$')",
    );
    const mssql = convert(sql, 'mssql');
    expect(tableOf(mssql, 'a')).not.toContain('GLOB');
    expect(mssql).toContain('-- Note: check on a.c is left out: SQL Server has no GLOB');
  });

  it('leaves out what calls a function the engine lacks, the table kept', () => {
    const sql = `CREATE TABLE b (
      s TEXT, e TEXT, v ANY CHECK (typeof(v) IN ('integer', 'text')),
      secs INTEGER GENERATED ALWAYS AS (CAST((julianday(e) - julianday(s)) * 86400 AS INTEGER)) STORED,
      late INTEGER GENERATED ALWAYS AS (e < date('now', 'localtime')) VIRTUAL,
      h TEXT CHECK (my_hash(h) <> ''));`;
    for (const [dialect, engine] of [
      ['postgresql', 'PostgreSQL'],
      ['mysql', 'MySQL'],
      ['mssql', 'SQL Server'],
    ] as const) {
      const out = convert(sql, dialect);
      expect(out).toContain('CREATE TABLE b (');
      expect(out).toContain(
        `-- Note: check on b.v is left out: ${engine} has no SQLite function typeof()`,
      );
      expect(out).toContain(
        `-- Note: b.secs is written as a plain column: ${engine} has no SQLite function julianday()`,
      );
      expect(out).toContain(
        `-- Note: b.late is written as a plain column: ${engine} has no SQLite function date()`,
      );
      // A function the application defined exists in no other engine.
      expect(out).toContain(
        `-- Note: check on b.h is left out: ${engine} has no SQLite function my_hash()`,
      );
    }
  });

  it('keeps the calls the engine has, spelled its way: date(x), round, max of values, iif, ==', () => {
    const sql = `CREATE TABLE c (due TEXT CHECK (due IS NULL OR date(due) IS NOT NULL),
      p REAL, q REAL CHECK (round(q, 2) == q), m REAL GENERATED ALWAYS AS (max(p, q)) STORED,
      f INTEGER GENERATED ALWAYS AS (iif(p > q, 1, 0)) STORED);`;
    const pg = convert(sql, 'postgresql');
    expect(pg).toContain('CHECK (due IS NULL OR date(due) IS NOT NULL)');
    // PostgreSQL rounds only a numeric to places.
    expect(pg).toContain('CHECK (round(CAST(q AS NUMERIC), 2) = q)');
    expect(pg).toContain('GENERATED ALWAYS AS (greatest(p, q)) STORED');
    expect(pg).toContain('GENERATED ALWAYS AS (CASE WHEN p > q THEN 1 ELSE 0 END) STORED');
    // date(text) reads the session's date style: a generated column cannot call it.
    expect(convert('CREATE TABLE e (t TEXT, d TEXT AS (date(t)) STORED);', 'postgresql')).toContain(
      "-- Note: e.d is written as a plain column: PostgreSQL's date() is not immutable",
    );
    const mysql = convert(sql, 'mysql');
    expect(mysql).toContain('CHECK (round(q, 2) = q)');
    expect(mysql).toContain('GENERATED ALWAYS AS (greatest(p, q)) STORED');
  });

  it("writes SQLite's unixepoch() of now as the engine's Unix time, with its milliseconds", () => {
    const sql =
      "CREATE TABLE d (s INTEGER DEFAULT (unixepoch()), ms INTEGER DEFAULT (unixepoch('subsec') * 1000));";
    expect(convert(sql, 'postgresql')).toContain(
      'ms BIGINT NULL DEFAULT EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000',
    );
    expect(convert(sql, 'mysql')).toContain(
      'ms BIGINT NULL DEFAULT (UNIX_TIMESTAMP(CURRENT_TIMESTAMP(3)) * 1000)',
    );
  });

  it("writes a CAST's type as the engine names it (MySQL's CAST takes no REAL, INTEGER or TEXT)", () => {
    const sql =
      'CREATE TABLE f (w INT, h INT, r REAL GENERATED ALWAYS AS (CAST(w AS REAL) / h) VIRTUAL, t TEXT GENERATED ALWAYS AS (CAST(w AS TEXT)) VIRTUAL);';
    const mysql = convert(sql, 'mysql');
    expect(mysql).toContain('GENERATED ALWAYS AS (CAST(w AS DOUBLE) / h) VIRTUAL');
    expect(mysql).toContain('GENERATED ALWAYS AS (CAST(w AS CHAR)) VIRTUAL');
    // SQLite's REAL is a double.
    expect(convert(sql, 'postgresql')).toContain('(CAST(w AS DOUBLE PRECISION) / h) STORED');
    expect(convert(sql, 'mssql')).toContain('r AS (CAST(w AS FLOAT) / h)');
    // MySQL's own cast types elsewhere: SIGNED is an integer, CHAR text of any length.
    const fromMysql = convert(
      'CREATE TABLE g (a VARCHAR(9), n BIGINT AS (CAST(a AS SIGNED)) STORED, c TEXT AS (CAST(n AS CHAR)) STORED);',
      'postgresql',
      'mysql',
    );
    expect(fromMysql).toContain('GENERATED ALWAYS AS (CAST(a AS BIGINT)) STORED');
    expect(fromMysql).toContain('GENERATED ALWAYS AS (CAST(n AS TEXT)) STORED');
    // MySQL's own CAST types stay as a MySQL script wrote them.
    expect(
      convert(
        'CREATE TABLE m (a varchar(9), y int AS (CAST(a AS YEAR)) VIRTUAL);',
        'mysql',
        'mysql',
      ),
    ).toContain('GENERATED ALWAYS AS (CAST(a AS YEAR)) VIRTUAL');
    // A cast to a type of the script's own (an enum, a domain) is PostgreSQL's to read, as written.
    const own = convert(
      `CREATE TYPE mood AS ENUM ('sad', 'ok');
      CREATE TABLE k (s text, n int, CHECK (CAST(s AS mood) <> 'sad'), CHECK (CAST(n AS double precision) > 0));`,
      'postgresql',
      'postgresql',
    );
    expect(own).toContain("CHECK (CAST(s AS mood) <> 'sad')");
    expect(own).toContain('CHECK (CAST(n AS double precision) > 0)');
    // A type with its size is no call of a function.
    expect(
      convert('CREATE TABLE h (x TEXT, d REAL AS (CAST(x AS DECIMAL(10,2))) VIRTUAL);', 'mysql'),
    ).toContain('GENERATED ALWAYS AS (CAST(x AS DECIMAL(10, 2))) VIRTUAL');
  });

  it('leaves out a REGEXP where the engine has no such operator', () => {
    const sql = "CREATE TABLE r (code VARCHAR(9) CHECK (code REGEXP '^[A-Z]+$'));";
    expect(convert(sql, 'mysql', 'mysql')).toContain("CHECK (code REGEXP '^[A-Z]+$')");
    const pg = convert(sql, 'postgresql', 'mysql');
    expect(pg).toContain('CREATE TABLE r (\n  code VARCHAR(9) NULL\n);');
    expect(pg).toMatch(
      /-- Note: check on r\.code is left out: the expression .* is not postgresql SQL/,
    );
  });
});

describe('defaults another engine refuses for the column type', () => {
  const sql = `CREATE TABLE t (id INTEGER PRIMARY KEY,
    created_at INTEGER NOT NULL DEFAULT CURRENT_TIMESTAMP, flag INTEGER NOT NULL DEFAULT FALSE,
    n INTEGER DEFAULT '', m INTEGER DEFAULT '7', day TEXT DEFAULT CURRENT_DATE);`;

  it('writes FALSE as 0 on an integer, and leaves out the current time or a text on a number', () => {
    for (const dialect of ['postgresql', 'mysql', 'mssql'] as const) {
      const out = convert(sql, dialect);
      const table = tableOf(out, 't');
      expect(table).not.toMatch(/created_at[^,]*DEFAULT/);
      expect(out).toMatch(
        /-- Note: t\.created_at: default is left out: the current time is no \w+ value/,
      );
      expect(out).toMatch(/-- Note: t\.n: default is left out: '' is no \w+ value/);
      expect(out).toMatch(/DEFAULT '7'|DEFAULT_t_m|DF_t_m DEFAULT '7'/);
    }
    expect(convert(sql, 'postgresql')).toContain('flag BIGINT NOT NULL DEFAULT 0,');
    expect(convert(sql, 'postgresql')).toContain('day TEXT NULL DEFAULT CURRENT_DATE');
    // SQLite keeps them as written.
    expect(convert(sql, 'sqlite')).toContain(
      'created_at INTEGER NOT NULL DEFAULT CURRENT_TIMESTAMP',
    );
  });

  it('keeps TRUE and FALSE on a boolean column, and on a domain over one', () => {
    const pg = `CREATE DOMAIN "Flag" AS boolean NOT NULL;
      CREATE TABLE p (a boolean DEFAULT false, b "Flag" DEFAULT true);`;
    const out = convert(pg, 'postgresql', 'postgresql');
    expect(out).toContain('a boolean NULL DEFAULT FALSE');
    expect(out).toContain('b "Flag" NULL DEFAULT TRUE');
    expect(convert('CREATE TABLE q (f BOOLEAN DEFAULT FALSE);', 'postgresql')).toContain(
      'f BOOLEAN NULL DEFAULT FALSE',
    );
  });

  it('writes a blob literal as bytes the engine reads: X, bytea or 0x', () => {
    const sql = "CREATE TABLE y (t BLOB DEFAULT x'', u BLOB DEFAULT X'CAFE');";
    expect(convert(sql, 'sqlite')).toContain("t BLOB NULL DEFAULT x'',");
    expect(convert(sql, 'sqlite')).toContain("u BLOB NULL DEFAULT X'CAFE'");
    expect(convert(sql, 'mysql')).toContain("u LONGBLOB NULL DEFAULT X'CAFE'");
    const pg = convert(sql, 'postgresql');
    expect(pg).toContain("t BYTEA NULL DEFAULT '\\x'::bytea,");
    expect(pg).toContain("u BYTEA NULL DEFAULT '\\xcafe'::bytea");
    expect(convert(sql, 'mssql')).toContain('ADD CONSTRAINT DF_y_u DEFAULT 0xCAFE FOR u;');
    // PostgreSQL's bytea literal is bytes elsewhere too; its X'..' on a bit string stays bits.
    const fromPg =
      "CREATE TABLE z (b bytea DEFAULT '\\x0aff'::bytea, v bit varying(8) DEFAULT X'0F');";
    expect(convert(fromPg, 'mysql', 'postgresql')).toContain("b LONGBLOB NULL DEFAULT X'0AFF'");
    expect(convert(fromPg, 'postgresql', 'postgresql')).toContain("DEFAULT X'0F'");
  });
});

describe("MySQL's reading of ||", () => {
  it('writes the standard concatenation as CONCAT, which MySQL reads as one', () => {
    const sql = `CREATE TABLE p (first TEXT, last TEXT, n INTEGER,
      full TEXT GENERATED ALWAYS AS (first || ' ' || last) VIRTUAL,
      code TEXT GENERATED ALWAYS AS (upper(substr(first, 1, 1)) || (n + 1) || CASE WHEN n > 0 THEN 'x' ELSE 'y' END) VIRTUAL,
      CHECK (length(first || last) > 0 OR n IS NULL));`;
    const mysql = convert(sql, 'mysql');
    expect(mysql).toContain("GENERATED ALWAYS AS (CONCAT(first, ' ', last)) VIRTUAL");
    expect(mysql).toContain(
      "GENERATED ALWAYS AS (CONCAT(upper(substr(first, 1, 1)), (n + 1), CASE WHEN n > 0 THEN 'x' ELSE 'y' END)) VIRTUAL",
    );
    expect(mysql).toContain('CHECK (char_length(CONCAT(first, last)) > 0 OR n IS NULL)');
    expect(mysql).not.toContain('||');
    // The other engines keep the operator.
    expect(convert(sql, 'postgresql')).toContain(
      "GENERATED ALWAYS AS (first || ' ' || last) STORED",
    );
  });

  it("writes it as SQL Server's +, a number cast to text first, as || takes it", () => {
    const sql = `CREATE TABLE s (first TEXT, last TEXT, n INTEGER,
      full TEXT GENERATED ALWAYS AS (first || ' ' || last) VIRTUAL,
      code TEXT GENERATED ALWAYS AS (first || n) VIRTUAL);`;
    const mssql = convert(sql, 'mssql');
    expect(mssql).toContain("[full] AS (first + ' ' + last)");
    expect(mssql).toContain('code AS (first + CAST(n AS NVARCHAR(MAX)))');
    // SQLite's text is Unicode of any length, which SQL Server's TEXT is not.
    expect(mssql).toContain('first NVARCHAR(MAX) NULL');
  });

  it("reads a MySQL script's || as the OR it means there, in every dialect", () => {
    const sql = `CREATE TABLE o (a INT, b INT, s VARCHAR(9),
      CONSTRAINT either CHECK (a = 1 || b = 2), CONSTRAINT kept CHECK (s <> '||'));`;
    for (const dialect of ['mysql', 'postgresql', 'sqlite', 'mssql'] as const) {
      const out = convert(sql, dialect, 'mysql');
      expect(out).toContain('CHECK (a = 1 OR b = 2)');
      expect(out).toContain("CHECK (s <> '||')");
    }
  });

  it("spells SQLite's concat(), which leaves NULLs out, as MySQL's CONCAT_WS and with COALESCE", () => {
    const sql =
      "CREATE TABLE q (a TEXT, b TEXT, c TEXT GENERATED ALWAYS AS (concat(a, '-', b)) VIRTUAL);";
    expect(convert(sql, 'mysql')).toContain(
      "GENERATED ALWAYS AS (concat_ws('', a, '-', b)) VIRTUAL",
    );
    // PostgreSQL's concat() is no immutable function, which a generated column calls.
    expect(convert(sql, 'postgresql')).toContain(
      "GENERATED ALWAYS AS ((COALESCE(CAST(a AS TEXT), '') || '-' || COALESCE(CAST(b AS TEXT), ''))) STORED",
    );
    // And keeps it in SQLite, where it is not a || b.
    expect(convert(sql, 'sqlite')).toContain("GENERATED ALWAYS AS (concat(a, '-', b)) VIRTUAL");
  });
});

describe("SQLite's storage in other engines' types", () => {
  const sql = `CREATE TABLE m (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, s SMALLINT, r REAL,
    price decimal DEFAULT 0.2, exact NUMERIC(10, 2), big UNSIGNED BIG INT, odd INTEGER NON NULL);`;

  it('writes INTEGER as BIGINT and REAL as a double, as SQLite stores them; a named size stays', () => {
    const pg = tableOf(convert(sql, 'postgresql'), 'm');
    expect(pg).toContain('id BIGINT GENERATED BY DEFAULT AS IDENTITY NOT NULL');
    expect(pg).toContain('at BIGINT NOT NULL');
    expect(pg).toContain('s SMALLINT NULL');
    expect(pg).toContain('r DOUBLE PRECISION NULL');
    expect(pg).toContain('big BIGINT NULL');
    expect(pg).toContain('odd BIGINT NULL');
    expect(tableOf(convert(sql, 'mysql'), 'm')).toContain('r DOUBLE NULL');
    expect(tableOf(convert(sql, 'mssql'), 'm')).toContain('r FLOAT NULL');
    expect(convert(sql, 'postgresql')).toContain(
      '-- Note: type INTEGER becomes BIGINT in postgresql (m.id, m.at)',
    );
    // Another dialect's INTEGER is its own 4 bytes.
    expect(convert('CREATE TABLE n (a INTEGER);', 'mysql', 'postgresql')).toContain(
      'a integer NULL',
    );
  });

  it('gives a decimal without precision a fraction where DECIMAL alone has none, with a note', () => {
    const mysql = convert(sql, 'mysql');
    expect(mysql).toContain('price DECIMAL(65, 30) NULL DEFAULT 0.2');
    expect(mysql).toContain('exact NUMERIC(10, 2) NULL');
    expect(mysql).toContain('-- Note: type decimal becomes DECIMAL(65, 30) in mysql (m.price)');
    expect(convert(sql, 'mssql')).toContain('price DECIMAL(38, 10) NULL');
    expect(tableOf(convert(sql, 'postgresql'), 'm')).toContain('price decimal NULL');
    // A MySQL decimal is (10, 0) there already.
    expect(convert('CREATE TABLE k (d decimal);', 'mysql', 'mysql')).toContain('d decimal NULL');
  });
});

describe("SQLite's collated index columns elsewhere", () => {
  const sql = `CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT COLLATE NOCASE, code TEXT);
    CREATE UNIQUE INDEX tags_name ON tags (name COLLATE NOCASE);
    CREATE INDEX tags_code ON tags ([code] COLLATE NOCASE, id DESC);`;

  it("indexes the plain column, which MySQL's case-insensitive collation already compares so", () => {
    const mysql = convert(sql, 'mysql');
    expect(mysql).toContain('CREATE UNIQUE INDEX tags_name ON tags (name(255));');
    expect(mysql).toContain('CREATE INDEX tags_code ON tags (code(255), id DESC);');
    expect(mysql).not.toMatch(/Note: index tags_name/);
    // SQL Server indexes no TEXT: the column is one it indexes.
    const mssql = convert(sql, 'mssql');
    expect(mssql).toContain('name NVARCHAR(255) COLLATE Latin1_General_CI_AS NULL');
    expect(mssql).toContain('CREATE UNIQUE INDEX tags_name ON tags (name);');
  });

  it('says where the column compares otherwise: a unique index then tells case apart', () => {
    const pg = convert(sql, 'postgresql');
    expect(pg).toContain('CREATE UNIQUE INDEX tags_name ON tags (name);');
    expect(pg).toContain('CREATE INDEX tags_code ON tags (code, id DESC);');
    expect(pg).toContain(
      "-- Note: index tags_name on tags covers name without SQLite's COLLATE NOCASE: postgresql has none such, and its values that differ only in case no longer collide",
    );
    expect(pg).toContain(
      "-- Note: index tags_code on tags covers code without SQLite's COLLATE NOCASE: postgresql has none such\n",
    );
    expect(convert(sql, 'sqlite')).toContain('(name COLLATE NOCASE)');
  });
});

describe("SQLite's numbers as truth values in PostgreSQL", () => {
  it('compares an integer column to 0 where it stands as a condition', () => {
    const sql = `CREATE TABLE r (id INTEGER PRIMARY KEY, sent INTEGER NOT NULL, archived boolean, n INT,
      CHECK (sent OR n > 0));
      CREATE INDEX r_pending ON r (id) WHERE NOT sent;
      CREATE INDEX r_live ON r (id) WHERE archived = 0 AND sent;
      CREATE INDEX r_range ON r (id) WHERE n BETWEEN 0 AND 9;`;
    const pg = convert(sql, 'postgresql');
    expect(pg).toContain('CHECK ((sent <> 0) OR n > 0)');
    expect(pg).toContain('CREATE INDEX r_pending ON r (id) WHERE NOT (sent <> 0);');
    expect(pg).toContain(
      'CREATE INDEX r_live ON r (id) WHERE (archived)::integer = 0 AND (sent <> 0);',
    );
    expect(pg).toContain('WHERE n BETWEEN 0 AND 9;');
    expect(convert(sql, 'sqlite')).toContain('WHERE NOT sent;');
  });
});

describe("MariaDB's national character columns", () => {
  it("take utf8mb3's collation, as MariaDB refuses another there", () => {
    const out = convert(
      'CREATE TABLE l (label NVARCHAR(100) COLLATE BINARY, t TEXT COLLATE BINARY);',
      'mysql',
    );
    expect(out).toContain('label NVARCHAR(100) COLLATE utf8mb3_bin NULL');
    expect(out).toContain('t LONGTEXT COLLATE utf8mb4_bin NULL');
  });
});

describe('notes of SQL Server defaults', () => {
  it('says once what a default outside the table loses', () => {
    const out = convert('CREATE TABLE t (a INTEGER DEFAULT CURRENT_TIMESTAMP, b BLOB);', 'mssql');
    expect(out.match(/t\.a: default is left out/g)).toHaveLength(1);
    expect(out).toContain('-- Note: type BLOB becomes VARBINARY(MAX) in mssql (t.b)\n');
  });
});
