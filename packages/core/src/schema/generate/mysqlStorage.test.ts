import { describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '..';
import type { SqlDialect } from '../sql/dialects';

/** Imports a script and writes it in a dialect. */
const convert = (sql: string, from: SqlDialect, to: SqlDialect): string =>
  generateDdl(importDdl(sql, from).model, to);

const tableOf = (script: string, name: string): string =>
  script.slice(script.indexOf(`CREATE TABLE ${name} (`)).split(';')[0] ?? '';

describe('MySQL names the source gave or the engine would give (issue 37)', () => {
  const source = `
    CREATE TABLE parent (id INT PRIMARY KEY);
    CREATE TABLE child (
      id INT PRIMARY KEY, a INT, b INT, c INT,
      INDEX (b, c), INDEX (b),
      CONSTRAINT child_ibfk_7 FOREIGN KEY (a) REFERENCES parent (id),
      FOREIGN KEY (b) REFERENCES parent (id),
      FOREIGN KEY (c) REFERENCES parent (id)
    );`;
  const mysql = convert(source, 'mysql', 'mysql');

  it('keeps a foreign-key name that looks like the engine default exactly', () => {
    expect(mysql).toContain('CONSTRAINT child_ibfk_7 FOREIGN KEY (a)');
  });

  it('names unnamed foreign keys <table>_ibfk_<n> after the highest number, as MySQL does', () => {
    expect(mysql).toContain('CONSTRAINT child_ibfk_8 FOREIGN KEY (b)');
    expect(mysql).toContain('CONSTRAINT child_ibfk_9 FOREIGN KEY (c)');
  });

  it('names unnamed indexes by their first column, and adds the index MySQL makes for a foreign key', () => {
    expect(mysql).toContain('CREATE INDEX b ON child (b, c);');
    expect(mysql).toContain('CREATE INDEX b_2 ON child (b);');
    // No key starts with c: MySQL adds one, named as an unnamed index.
    expect(mysql).toContain('CREATE INDEX c ON child (c);');
  });

  it('accepts a named primary key and keeps the name', () => {
    const result = importDdl(
      'CREATE TABLE staff (s INT, d INT, PRIMARY KEY `staff_dept` (s, d));',
      'mysql',
    );
    expect(result.model.tables[0]?.primaryKeyName).toBe('staff_dept');
    expect(generateDdl(result.model, 'mysql')).toContain('PRIMARY KEY (s, d)');
  });

  it('reads KEY `name` (...) as an index even when the name is a type word', () => {
    const sql = convert(
      'CREATE TABLE t (id INT PRIMARY KEY, a INT, b CHAR(1), KEY `object` (a, b));',
      'mysql',
      'mysql',
    );
    expect(sql).toContain('CREATE INDEX object ON t (a, b);');
    expect(tableOf(sql, 't')).not.toContain('object');
  });
});

describe('MySQL table storage and character sets (issue 37)', () => {
  const source = `
    CREATE TABLE legacy (
      id INT PRIMARY KEY,
      body VARCHAR(64000),
      code CHAR(2) CHARACTER SET ascii
    ) ENGINE=MyISAM DEFAULT CHARSET=latin1 COLLATE=latin1_general_ci;
    CREATE TABLE cache (k VARCHAR(40) PRIMARY KEY) ENGINE=MEMORY CHARACTER SET utf8mb3 COLLATE utf8mb3_bin;`;

  it('imports ENGINE, DEFAULT CHARSET and COLLATE into the table storage, and column CHARACTER SET', () => {
    const { model } = importDdl(source, 'mysql');
    const legacy = model.tables.find((t) => t.name === 'legacy');
    expect(legacy?.storage).toEqual({
      engine: 'MyISAM',
      charset: 'latin1',
      collation: 'latin1_general_ci',
    });
    expect(legacy?.attributes.find((a) => a.name === 'code')?.charset).toBe('ascii');
  });

  it('writes them back in MySQL exactly (a latin1 VARCHAR(64000) stays valid)', () => {
    const sql = convert(source, 'mysql', 'mysql');
    expect(tableOf(sql, 'legacy')).toContain(
      ') ENGINE=MyISAM DEFAULT CHARSET=latin1 COLLATE=latin1_general_ci',
    );
    expect(tableOf(sql, 'legacy')).toContain('body VARCHAR(64000) NULL');
    expect(tableOf(sql, 'legacy')).toContain('code CHAR(2) CHARACTER SET ascii NULL');
    expect(tableOf(sql, 'cache')).toContain(
      ') ENGINE=MEMORY DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin',
    );
  });

  it('leaves them out elsewhere, noting a case-insensitive collation only', () => {
    const pg = convert(source, 'mysql', 'postgresql');
    expect(pg).not.toMatch(/ENGINE|CHARSET|CHARACTER SET/);
    expect(pg).toContain('-- Note: the case-insensitive collation latin1_general_ci is not kept');
    expect(pg).not.toContain('utf8mb3_bin is not kept');
  });
});

describe('MySQL prefix-length index parts (issue 37)', () => {
  const source = `
    CREATE TABLE page (
      id INT PRIMARY KEY, uid INT, uri VARCHAR(600),
      KEY uri_idx (uri(64)), UNIQUE KEY page_uid_uri (uid, uri(190))
    );
    CREATE INDEX uri_desc ON page (uri(32) DESC);`;

  it('imports a prefix as a column part with its length', () => {
    const page = importDdl(source, 'mysql').model.tables[0];
    const uriId = page?.attributes.find((a) => a.name === 'uri')?.id;
    expect(page?.indexes?.find((i) => i.name === 'uri_idx')?.parts).toEqual([
      { columnId: uriId, prefixLength: 64 },
    ]);
    expect(page?.indexes?.find((i) => i.name === 'page_uid_uri')?.unique).toBe(true);
  });

  it('writes uri(64) in MySQL', () => {
    const sql = convert(source, 'mysql', 'mysql');
    expect(sql).toContain('CREATE INDEX uri_idx ON page (uri(64));');
    expect(sql).toContain('CREATE UNIQUE INDEX page_uid_uri ON page (uid, uri(190));');
    expect(sql).toContain('CREATE INDEX uri_desc ON page (uri(32) DESC);');
  });

  it('writes the plain column elsewhere, never a call, with a note', () => {
    for (const dialect of ['postgresql', 'sqlite'] as const) {
      const sql = convert(source, 'mysql', dialect);
      expect(sql).not.toMatch(/uri\(\d+\)\)?;/);
      expect(sql).toContain('CREATE INDEX uri_idx ON page (uri);');
      expect(sql).toContain('CREATE UNIQUE INDEX page_uid_uri ON page (uid, uri);');
      expect(sql).toContain('covers the whole of uri(64)');
    }
  });
});

describe('PostgreSQL into MySQL: what MySQL refuses (issue 37)', () => {
  const source = `
    CREATE TABLE doc (
      id serial PRIMARY KEY,
      title varchar(2000),
      slug varchar(1000) UNIQUE,
      body text,
      huge varchar(65535),
      token uuid DEFAULT uuid_generate_v4(),
      rank int DEFAULT date_part('epoch', now()),
      flag bool DEFAULT 'f',
      lock char(1) NOT NULL DEFAULT 'X',
      CONSTRAINT doc_lock_check CHECK (lock = 'X'),
      CONSTRAINT doc_rank_check CHECK (my_rank_ok(rank))
    );
    CREATE INDEX doc_title_body ON doc (title, body);`;
  const sql = convert(source, 'postgresql', 'mysql');

  it('indexes prefixes that fit MySQL 3072-byte keys, and TEXT by a prefix', () => {
    expect(sql).toMatch(/CREATE INDEX doc_title_body ON doc \(title\(\d+\), body\(\d+\)\);/);
    const [, t, b] = /title\((\d+)\), body\((\d+)\)/.exec(sql) ?? [];
    expect((Number(t) + Number(b)) * 4).toBeLessThanOrEqual(3072);
    expect(sql).toMatch(/CREATE UNIQUE INDEX \w+ ON doc \(slug\(768\)\);/);
    expect(sql).toContain('-- Note: MySQL keys hold at most 3072 bytes');
  });

  it('gives a FULLTEXT index on TEXT columns no prefix, and notes none', () => {
    const fulltext = convert(
      'CREATE TABLE film_text (title varchar(255), description text, FULLTEXT KEY ft (title, description));',
      'mysql',
      'mysql',
    );
    expect(fulltext).toContain('CREATE FULLTEXT INDEX ft ON film_text (title, description);');
    expect(fulltext).not.toContain('MySQL keys hold at most');
  });

  it('writes a VARCHAR too long for a MySQL row as TEXT', () => {
    expect(tableOf(sql, 'doc')).toMatch(/huge (mediumtext|longtext) NULL/i);
  });

  it('leaves out defaults and checks calling functions MySQL lacks, with a note', () => {
    expect(tableOf(sql, 'doc')).not.toMatch(/uuid_generate_v4|date_part|my_rank_ok/);
    expect(sql).toContain(
      '-- Note: doc.rank: default is left out: MySQL has no function date_part()',
    );
    expect(sql).toContain('my_rank_ok()');
  });

  it("reads PostgreSQL's boolean strings as booleans, and quotes the reserved column lock", () => {
    expect(tableOf(sql, 'doc')).toMatch(/flag \w+(\(1\))? NULL DEFAULT 0/);
    expect(tableOf(sql, 'doc')).toMatch(/`lock` char\(1\) NOT NULL DEFAULT 'X'/i);
    expect(tableOf(sql, 'doc')).toContain("CHECK (`lock` = 'X')");
  });

  it('leaves out a check on an AUTO_INCREMENT column and cuts names beyond 64 characters', () => {
    const out = convert(
      `CREATE DOMAIN uint AS bigint CONSTRAINT a_name_long_enough_to_pass_sixty_four_characters_once_prefixed CHECK (VALUE >= 0);
       CREATE TABLE schema_version (id uint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, version uint NOT NULL);`,
      'postgresql',
      'mysql',
    );
    expect(out).toContain(
      'check on schema_version.id is left out: MariaDB takes no CHECK on an AUTO_INCREMENT column',
    );
    const names = [...out.matchAll(/CONSTRAINT (\S+) CHECK/g)].map((m) => m[1] ?? '');
    expect(names).toHaveLength(1);
    expect(names[0]?.length).toBeLessThanOrEqual(64);
  });
});

describe('MySQL into PostgreSQL and SQLite: what they refuse (issue 37)', () => {
  const source = `
    CREATE TABLE node (
      id MEDIUMINT(8) UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
      a INT, b INT, name VARCHAR(40),
      tag VARCHAR(90) GENERATED ALWAYS AS (CONCAT(name, '-', a)) STORED,
      CONSTRAINT ck_one CHECK (IF(a IS NULL, b IS NOT NULL, b IS NULL) = 1),
      KEY name_md5 ((md5(name))), UNIQUE KEY uq (name)
    );
    CREATE TABLE edge (id INT PRIMARY KEY, name VARCHAR(40), UNIQUE KEY uq (name), KEY name_md5 (name));`;

  it('writes IF() as CASE, a predicate branch as an integer in PostgreSQL', () => {
    const pg = convert(source, 'mysql', 'postgresql');
    expect(pg).toContain(
      'CHECK (CASE WHEN a IS NULL THEN CAST((b IS NOT NULL) AS INTEGER) ELSE CAST((b IS NULL) AS INTEGER) END = 1)',
    );
    expect(convert(source, 'mysql', 'sqlite')).toContain(
      'CHECK (CASE WHEN a IS NULL THEN b IS NOT NULL ELSE b IS NULL END = 1)',
    );
  });

  it('writes CONCAT() as || and leaves out an index on a function the target lacks', () => {
    const sqlite = convert(source, 'mysql', 'sqlite');
    expect(sqlite).toContain("GENERATED ALWAYS AS ((name || '-' || a)) STORED");
    expect(sqlite).not.toContain('md5(');
    expect(sqlite).toMatch(/index name_md5 on node is left out: sqlite has no function md5/i);
  });

  it('keeps key and index names unique per schema, with a note', () => {
    const pg = convert(source, 'mysql', 'postgresql');
    expect(pg).toContain('CONSTRAINT uq_2 UNIQUE (name)');
    expect(pg).toContain('CREATE INDEX name_md5_2 ON edge (name);');
  });
});

describe('PostgreSQL into MySQL: a primary key beyond 3072 bytes (issue 37)', () => {
  it('indexes prefixes of its text columns, as MySQL takes', () => {
    const sql = convert(
      'CREATE TABLE kv (scope varchar(1000) NOT NULL, k varchar(1000) NOT NULL, v text, PRIMARY KEY (scope, k));',
      'postgresql',
      'mysql',
    );
    expect(sql).toContain('PRIMARY KEY (scope(384), k(384))');
    expect(sql).toContain('the primary key of kv');
  });
});
