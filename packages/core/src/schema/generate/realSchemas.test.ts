import { describe, expect, it } from 'vitest';
import { generateDdl } from '.';
import { importDdl } from '../import';

describe('operator classes of index parts', () => {
  const { model } = importDdl(
    `CREATE TABLE tags (id bigint PRIMARY KEY, name varchar(100), words text[]);
CREATE INDEX tags_name_pattern ON tags USING btree (name text_pattern_ops);
CREATE INDEX tags_name_trgm ON tags USING gin (name public.gin_trgm_ops);
CREATE INDEX tags_lower_trgm ON tags USING gin ((lower(name)) gin_trgm_ops DESC);`,
    'postgresql',
  );

  it('keeps them after the column or the expression in PostgreSQL', () => {
    const pg = generateDdl(model, 'postgresql');
    expect(pg).toContain(
      'CREATE INDEX tags_name_pattern ON tags USING btree (name text_pattern_ops);',
    );
    expect(pg).toContain(
      'CREATE INDEX tags_name_trgm ON tags USING gin (name public.gin_trgm_ops);',
    );
    expect(pg).toContain(
      'CREATE INDEX tags_lower_trgm ON tags USING gin ((lower(name)) gin_trgm_ops DESC);',
    );
  });

  it('leaves them out elsewhere, with a note, and keeps the column', () => {
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toContain('CREATE INDEX tags_name_pattern ON tags (name) USING BTREE;');
    expect(mysql).toContain(
      '-- Note: index tags_name_pattern on tags loses its operator class text_pattern_ops: mysql has none',
    );
    expect(generateDdl(model, 'sqlite')).toContain('CREATE INDEX tags_name_trgm ON tags (name);');
  });
});

describe('PostgreSQL key names', () => {
  it('are made unique in the schema when the source named them per table (MySQL)', () => {
    const { model } = importDdl(
      `CREATE TABLE searches (id int PRIMARY KEY, user_id int, name varchar(128), UNIQUE KEY uniqueness (user_id, name));
CREATE TABLE filestore (id int PRIMARY KEY, user_id int, filename varchar(128), UNIQUE KEY uniqueness (user_id, filename));
CREATE TABLE name (id int, CONSTRAINT name PRIMARY KEY (id));`,
      'mysql',
    );
    const pg = generateDdl(model, 'postgresql');
    expect(pg).toContain('CONSTRAINT uniqueness UNIQUE (user_id, name)');
    expect(pg).toContain('CONSTRAINT uniqueness_2 UNIQUE (user_id, filename)');
    expect(pg).toContain('CONSTRAINT name_2 PRIMARY KEY (id)');
    expect(pg).toContain(
      "-- Note: PostgreSQL key names must be unique among the schema's tables and indexes: uniqueness on filestore becomes uniqueness_2, name on name becomes name_2",
    );
    // MySQL's own names are per table: kept as they are.
    expect(
      generateDdl(model, 'mysql').match(/UNIQUE KEY uniqueness|CONSTRAINT uniqueness UNIQUE/g),
    ).toHaveLength(2);
  });
});

describe('MySQL integers with a display width and UNSIGNED', () => {
  it('are INTEGER in SQLite, which takes `INT UNSIGNED` but no word after the size', () => {
    const { model } = importDdl(
      'CREATE TABLE cache (user_id int(10) UNSIGNED NOT NULL, hits int unsigned, n int(11));',
      'mysql',
    );
    const sqlite = generateDdl(model, 'sqlite');
    expect(sqlite).toContain('user_id INTEGER NOT NULL');
    expect(sqlite).toContain('hits int unsigned NULL');
    expect(sqlite).toContain('n int(11) NULL');
  });
});

describe("MariaDB's addresses and empty JSON defaults elsewhere", () => {
  const { model } = importDdl(
    `CREATE TABLE h (id int PRIMARY KEY, ip inet6, ip4 inet4 DEFAULT NULL,
      meta json NOT NULL DEFAULT json_object(), tags json DEFAULT json_array());`,
    'mysql',
  );

  it('writes INET6 and INET4 as the engine holds an address, and keeps them in MariaDB', () => {
    expect(generateDdl(model, 'mysql')).toContain('ip inet6 NULL');
    expect(generateDdl(model, 'postgresql')).toContain('ip INET NULL');
    expect(generateDdl(model, 'mssql')).toContain('ip4 VARCHAR(45) NULL');
    expect(generateDdl(model, 'sqlite')).toContain('ip TEXT NULL');
  });

  it("writes json_object() and json_array() as PostgreSQL's json_build_object() and json_build_array()", () => {
    const pg = generateDdl(model, 'postgresql');
    expect(pg).toContain('meta json NOT NULL DEFAULT json_build_object()');
    expect(pg).toContain('tags json NULL DEFAULT json_build_array()');
    expect(generateDdl(model, 'sqlite')).toContain('DEFAULT (json_object())');
  });
});
