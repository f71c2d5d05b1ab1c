import { describe, expect, it } from 'vitest';
import { generateScript, notesOf, ORM_FORMATS } from '../generate/script';
import { importDdl } from '../import';
import { generateDjango } from './django';
import { ormSchema } from './ormSchema';
import { generateDrizzle } from './drizzle';
import { generateSqlalchemy } from './sqlalchemy';
import { generateTypeorm } from './typeorm';

/** A PostgreSQL design with an extension, an enum type, operator classes, a partial index and a check. */
const model = () =>
  importDdl(
    `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TYPE mood AS ENUM ('sad', 'ok');
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL, m mood,
  CONSTRAINT name_len CHECK (char_length(name) > 0));
CREATE INDEX tags_name ON tags (name text_pattern_ops);
CREATE INDEX tags_lower ON tags (lower(name)) WHERE name::text <> '';
CREATE INDEX tags_trgm ON tags USING gin (name gin_trgm_ops);`,
    'postgresql',
  ).model;

describe('ormSchema', () => {
  it("gives each index's parts, WHERE and each check as Relata's DDL writes them in the dialect", () => {
    const sqlite = ormSchema(model(), 'sqlite').tables[0]!;
    const written = Object.fromEntries(sqlite.indexes.map((i) => [i.name, i.written]));
    expect(written).toEqual({
      tags_name: { parts: ['name'] },
      tags_lower: { parts: ['(lower(name))'], where: "name<> ''" },
      tags_trgm: { parts: ['name'] },
    });
    expect(sqlite.checks.map((c) => c.expression)).toContain('length(name) > 0');
    const pg = ormSchema(model(), 'postgresql').tables[0]!;
    expect(pg.indexes.map((i) => i.written.parts[0])).toEqual([
      'name text_pattern_ops',
      '(lower(name))',
      'name gin_trgm_ops',
    ]);
  });

  it("carries the DDL's extensions and enum types for PostgreSQL only", () => {
    const pg = ormSchema(model(), 'postgresql');
    expect(pg.setup).toEqual(['CREATE EXTENSION IF NOT EXISTS pg_trgm;']);
    expect(pg.enums.map((e) => e.created)).toEqual(["CREATE TYPE mood AS ENUM ('sad', 'ok');"]);
    expect(ormSchema(model(), 'sqlite').setup).toEqual([]);
  });
});

/** A MySQL design whose enum labels hold a backslash, a comma, a parenthesis and a quote. */
const labelled = () =>
  importDdl(
    String.raw`CREATE TABLE marks (id int PRIMARY KEY, m enum('a\\b', 'c,d', 'e(f', 'it''s'));`,
    'mysql',
  ).model;
const LABELS = ['a\\b', 'c,d', 'e(f', "it's"];

describe('MySQL enum labels', () => {
  it("are the design's labels, MySQL's escapes undone", () => {
    const column = ormSchema(labelled(), 'mysql').tables[0]!.columns[1]!;
    expect(column.enumType?.values).toEqual(LABELS);
  });

  it("go to drizzle-kit in the DDL's own type where it would cut or unescape them", () => {
    const code = generateDrizzle(labelled(), 'mysql');
    expect(code).toContain(String.raw`sqlType("ENUM('a\\\\b', 'c,d', 'e(f', 'it''s')")("m")`);
    expect(code).not.toContain('mysqlEnum(');
  });

  it('leave TypeORM a varchar, noted, where it would not escape a backslash', () => {
    const code = generateTypeorm(labelled(), 'mysql');
    expect(code).toMatch(/@Column\(\{ name: "m", type: "varchar", length: 4/);
    expect(notesOf(code, 'typeorm')).toContain(
      "marks.m: its labels are left out (it is a varchar): TypeORM writes MySQL's enum labels without escaping a backslash",
    );
  });
});

describe('the Python writers on what the tables need', () => {
  it('SQLAlchemy creates the extension first and writes SQLite the translated index SQL', () => {
    expect(generateSqlalchemy(model(), 'postgresql')).toContain(
      'event.listen(Base.metadata, "before_create", DDL("CREATE EXTENSION IF NOT EXISTS pg_trgm"))',
    );
    const sqlite = generateSqlalchemy(model(), 'sqlite');
    // The notes say what is lost; the code has none of PostgreSQL's SQL.
    expect(sqlite.replace(/^#.*$/gm, '')).not.toMatch(/text_pattern_ops|gin_trgm_ops|::text/);
    expect(sqlite).toContain(`sqlite_where=text("name<> ''")`);
  });

  it('Django creates the extension and the enum type before migrating, each able to run again', () => {
    const code = generateDjango(model(), 'postgresql');
    expect(code).toContain('@receiver(pre_migrate, dispatch_uid="relata_database_setup")');
    expect(code).toContain('"CREATE EXTENSION IF NOT EXISTS pg_trgm",');
    expect(code).toContain(`"CREATE TYPE mood AS ENUM ('sad', 'ok')",`);
    expect(code).toContain('ALREADY_THERE = {"42710", "42723", "42P07"}');
    expect(generateDjango(model(), 'sqlite')).not.toContain('pre_migrate');
  });
});

describe('notesOf on ORM code', () => {
  it('reads only the notes the code opens with, not a name that reads like one', () => {
    const model = importDdl(
      `CREATE TABLE "t // Note: fake" (id int PRIMARY KEY, "c # Note: fake" text);`,
      'postgresql',
    ).model;
    for (const format of ORM_FORMATS) {
      const code = generateScript(model, format, 'postgresql');
      expect(code, format).toContain('Note: fake');
      expect(notesOf(code, format).join('\n'), format).not.toContain('fake');
    }
    // A note of the writer is read.
    expect(notesOf(generateScript(model, 'drizzle', 'mssql'), 'drizzle')).toEqual([
      'Drizzle has no SQL Server dialect: no schema is written for mssql',
    ]);
  });
});
