import { describe, expect, it } from 'vitest';
import { generateDdl } from '.';
import { planMigration } from '../diff/planMigration';
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
  it('are their own name in SQLite, which takes `INT UNSIGNED` but no word after the size, and no rowid', () => {
    const { model } = importDdl(
      'CREATE TABLE cache (user_id int(10) UNSIGNED NOT NULL, hits int unsigned, n int(11));\nCREATE TABLE ids (id bigint(20) unsigned NOT NULL, PRIMARY KEY (id));',
      'mysql',
    );
    const sqlite = generateDdl(model, 'sqlite');
    expect(sqlite).toContain('user_id INT NOT NULL');
    // INTEGER would make the key the rowid, which numbers rows the source did not number.
    expect(sqlite).toContain('CREATE TABLE ids (\n  id BIGINT NOT NULL,\n  PRIMARY KEY (id)\n);');
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

describe('foreign keys between types the engine cannot compare', () => {
  const { model } = importDdl(
    `CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT);
CREATE TABLE pending (id TEXT PRIMARY KEY, acct INTEGER, owner REFERENCES accounts(id),
  FOREIGN KEY(acct) REFERENCES accounts(id));`,
    'sqlite',
  );

  it('are left out with a note where SQLite took them; a typeless column takes the type it references', () => {
    for (const dialect of ['postgresql', 'mysql', 'mssql'] as const) {
      const script = generateDdl(model, dialect);
      expect(script, dialect).toMatch(
        /-- Note: foreign key \S+ on pending is left out: pending\.acct \(INTEGER\) cannot reference accounts\.id \(TEXT\)/,
      );
      expect(script, dialect).not.toMatch(/FOREIGN KEY \(acct\)/);
      expect(script, dialect).toMatch(/FOREIGN KEY \(owner\) REFERENCES accounts \(id\)/);
      expect(script, dialect).toContain(
        '-- Note: columns without a type take the type of the column they reference: pending.owner',
      );
    }
  });

  it('stay in SQLite', () => {
    expect(generateDdl(model, 'sqlite')).toContain('FOREIGN KEY (acct) REFERENCES accounts (id)');
  });
});

describe("MariaDB's foreign keys on a column a check reads", () => {
  it('change no such column: ON UPDATE CASCADE and SET NULL become NO ACTION, with a note', () => {
    const { model } = importDdl(
      `CREATE TABLE models (tenant varchar(21), kind varchar(64), id varchar(128), PRIMARY KEY (tenant, kind, id));
CREATE TABLE grants (tenant varchar(21), kind varchar(64) DEFAULT 'Grant' NOT NULL, grant_id varchar(128),
  CONSTRAINT grants_kind CHECK (((kind)::text = 'Grant'::text)));
ALTER TABLE grants ADD CONSTRAINT grants_fkey FOREIGN KEY (tenant, kind, grant_id) REFERENCES models (tenant, kind, id) ON UPDATE CASCADE ON DELETE CASCADE;`,
      'postgresql',
    );
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toContain('ON DELETE CASCADE ON UPDATE NO ACTION;');
    expect(mysql).toContain(
      '-- Note: foreign key grants.grants_fkey: ON UPDATE CASCADE is written as NO ACTION in mysql: MariaDB changes no column that a check of the table reads',
    );
    expect(generateDdl(model, 'postgresql')).toContain('ON DELETE CASCADE ON UPDATE CASCADE;');
  });
});

describe("jsonb's test of a key", () => {
  const { model } = importDdl(
    `CREATE TABLE instances (id int PRIMARY KEY, payload jsonb NOT NULL);
CREATE INDEX instances_account ON instances USING btree (((payload ->> 'accountId'::text))) WHERE (payload ? 'accountId'::text);
CREATE INDEX instances_any ON instances USING btree (id) WHERE (payload ?| ARRAY['a', 'b']);`,
    'postgresql',
  );

  it('is json_type in SQLite', () => {
    expect(generateDdl(model, 'sqlite')).toContain(
      `WHERE (json_type(payload, '$."accountId"') IS NOT NULL);`,
    );
  });

  it('leaves out a predicate no other engine can read, never writing the operator', () => {
    for (const dialect of ['sqlite', 'mysql', 'mssql'] as const) {
      const script = generateDdl(model, dialect);
      expect(script, dialect).toMatch(
        /instances_any on instances (loses its WHERE|covers every row)/,
      );
      const statements = script.split('\n').filter((line) => !line.startsWith('--'));
      expect(statements.join('\n'), dialect).not.toContain('?|');
    }
  });
});

describe('identifier limits of the target dialect', () => {
  it("keep MySQL's 64-character names (Django's foreign keys) and cut longer ones for PostgreSQL", () => {
    const fk = 'django_flatpage_sites_flatpage_id_078bbc8b_fk_django_flatpage_id';
    expect(fk).toHaveLength(64);
    const { model } = importDdl(
      `CREATE TABLE django_flatpage (id int NOT NULL AUTO_INCREMENT, PRIMARY KEY (id));
CREATE TABLE django_flatpage_sites (id int NOT NULL AUTO_INCREMENT, flatpage_id int NOT NULL, PRIMARY KEY (id),
  CONSTRAINT \`${fk}\` FOREIGN KEY (flatpage_id) REFERENCES django_flatpage (id));`,
      'mysql',
    );
    expect(generateDdl(model, 'mysql')).toContain(`CONSTRAINT ${fk} FOREIGN KEY`);
    expect(generateDdl(model, 'postgresql')).not.toContain(fk);
  });
});

describe('SQL Server future keywords', () => {
  it('are quoted as names, as T-SQL tools refuse them bare', () => {
    const { model } = importDdl(
      'CREATE TABLE session (id int PRIMARY KEY, write int);',
      'postgresql',
    );
    const script = generateDdl(model, 'mssql');
    expect(script).toContain('CREATE TABLE [session] (');
    expect(script).toContain('[write] int NULL');
  });
});

describe("MySQL's auto-increment column keyed only by an index", () => {
  it('keeps that index in the CREATE TABLE, where MariaDB needs it, and writes it once', () => {
    const { model } = importDdl(
      'CREATE TABLE `processes` (`id` bigint(20) unsigned NOT NULL AUTO_INCREMENT, `pid` int NOT NULL, `task` varchar(20) NOT NULL, PRIMARY KEY (`pid`,`task`), KEY `task` (`task`), KEY `id` (`id`)) ENGINE=MEMORY;',
      'mysql',
    );
    const script = generateDdl(model, 'mysql');
    expect(script).toMatch(/PRIMARY KEY \(pid, task\),\n {2}KEY id \(id\)\n\) ENGINE=MEMORY;/);
    expect(script).not.toContain('CREATE INDEX id ON');
    expect(script).toContain('CREATE INDEX task ON processes (task);');
  });
});

describe('date-time defaults with a short UTC offset', () => {
  it("lose the offset in MariaDB, which takes none (PostgreSQL's '+00')", () => {
    const { model } = importDdl(
      "CREATE TABLE querycache_info (qci_type TEXT DEFAULT '' NOT NULL, qci_timestamp TIMESTAMPTZ DEFAULT '1970-01-01 00:00:00+00' NOT NULL, PRIMARY KEY (qci_type));",
      'postgresql',
    );
    expect(generateDdl(model, 'mysql')).toContain(
      "qci_timestamp DATETIME(6) NOT NULL DEFAULT '1970-01-01 00:00:00',",
    );
  });
});

describe("PostgreSQL's CREATE TABLE (LIKE source)", () => {
  const { model } = importDdl(
    `CREATE TABLE job (jobid serial NOT NULL, name text NOT NULL DEFAULT 'x', prio int GENERATED ALWAYS AS IDENTITY, PRIMARY KEY (jobid));
CREATE TABLE jobhisto (LIKE job);
CREATE TABLE jobcopy (LIKE job INCLUDING ALL EXCLUDING IDENTITY);`,
    'postgresql',
  );
  const script = generateDdl(model, 'postgresql');

  it('copies names, types and NOT NULL, a serial as its integer, without defaults or identity', () => {
    expect(script).toContain(
      'CREATE TABLE jobhisto (\n  jobid integer NOT NULL,\n  name text NOT NULL,\n  prio int NULL\n);',
    );
  });

  it('copies what INCLUDING names, less what EXCLUDING names', () => {
    expect(script).toContain(
      "CREATE TABLE jobcopy (\n  jobid serial NOT NULL,\n  name text NOT NULL DEFAULT 'x',\n  prio int NULL\n);",
    );
  });
});

describe('read as the engine reads them', () => {
  it("takes PostgreSQL's dollar-quoted default as the string it is", () => {
    const { model } = importDdl(
      "CREATE TABLE t (a text DEFAULT $$it's$$::text, b text DEFAULT $q$x$q$ || 'y');",
      'postgresql',
    );
    const script = generateDdl(model, 'postgresql');
    expect(script).toContain("a text NULL DEFAULT 'it''s'::text,");
    expect(script).toContain("b text NULL DEFAULT 'x' || 'y'");
  });

  it("names an index's column with an operator class as the table does (PostgreSQL folds it)", () => {
    const { model } = importDdl(
      `CREATE TABLE Filename (FilenameId serial NOT NULL, Name text NOT NULL, PRIMARY KEY (FilenameId));
CREATE UNIQUE INDEX filename_name_idx ON Filename (Name text_pattern_ops);`,
      'postgresql',
    );
    expect(generateDdl(model, 'postgresql')).toContain(
      'CREATE UNIQUE INDEX filename_name_idx ON filename (name text_pattern_ops);',
    );
  });

  it("leaves out SQLite's number default of a date-time column where the type takes none", () => {
    const { model } = importDdl(
      'CREATE TABLE job (id INTEGER PRIMARY KEY, start DATETIME DEFAULT 0);',
      'sqlite',
    );
    for (const dialect of ['postgresql', 'mssql'] as const) {
      const script = generateDdl(model, dialect);
      expect(script, dialect).toContain(
        `-- Note: job.start: default is left out: ${dialect} takes no number as a datetime (0)`,
      );
      expect(script, dialect).not.toMatch(/DEFAULT 0/);
    }
    expect(generateDdl(model, 'mysql')).toContain('start DATETIME NULL DEFAULT 0');
  });
});

describe("MySQL's keys declared without a name", () => {
  it("get MariaDB's names, in the order declared: the first column's, then _2", () => {
    const { model } = importDdl(
      `CREATE TABLE selectors (id INT NOT NULL AUTO_INCREMENT, domain INT NOT NULL, name VARCHAR(255) NOT NULL,
  PRIMARY KEY(id), KEY(name), UNIQUE KEY(name, domain), UNIQUE KEY(domain));`,
      'mysql',
    );
    const script = generateDdl(model, 'mysql');
    expect(script).toContain('CONSTRAINT name_2 UNIQUE (name, domain)');
    expect(script).toContain('CREATE INDEX name ON selectors (name);');
    expect(script).toMatch(/domain INT NOT NULL UNIQUE|CONSTRAINT domain UNIQUE \(domain\)/);
  });

  it('take the index name of FOREIGN KEY name (…) as the constraint name, as MariaDB does', () => {
    const { model } = importDdl(
      `CREATE TABLE host (id INT UNSIGNED NOT NULL, PRIMARY KEY (id));
CREATE TABLE host_var (host_id INT UNSIGNED NOT NULL, checksum VARBINARY(20) NOT NULL,
  PRIMARY KEY (host_id, checksum),
  FOREIGN KEY host_var_host (host_id) REFERENCES host (id) ON DELETE CASCADE,
  CONSTRAINT named FOREIGN KEY host_var_other (checksum) REFERENCES host (id));`,
      'mysql',
    );
    expect(model.relationships.map((r) => r.name)).toEqual(['host_var_host', 'named']);
    expect(generateDdl(model, 'mysql')).toContain(
      'CONSTRAINT host_var_host FOREIGN KEY (host_id) REFERENCES host (id) ON DELETE CASCADE',
    );
  });

  it("may share their table's name, which only PostgreSQL and SQLite index names may not", () => {
    const { model } = importDdl(
      'CREATE TABLE Path (PathId INT UNSIGNED NOT NULL AUTO_INCREMENT, Path BLOB NOT NULL, PRIMARY KEY(PathId), INDEX (Path(255)));',
      'mysql',
    );
    expect(generateDdl(model, 'mysql')).toContain('CREATE INDEX Path ON Path (Path(255));');
    expect(generateDdl(model, 'sqlite')).toContain('CREATE INDEX Path_2 ON Path (Path);');
  });
});

describe("MariaDB's foreign keys between text columns", () => {
  it("give the referencing column the referenced column's collation, which MariaDB needs on both ends", () => {
    const { model } = importDdl(
      `CREATE TABLE report (report_id varchar(36) NOT NULL, PRIMARY KEY (report_id)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE drift_log (id int NOT NULL, report_ref varchar(36), PRIMARY KEY (id), CONSTRAINT fk_ref FOREIGN KEY (report_ref) REFERENCES report (report_id));`,
      'mysql',
    );
    const script = generateDdl(model, 'mysql');
    expect(script).toContain('report_ref varchar(36) COLLATE utf8mb4_unicode_ci NULL');
    expect(script).toContain(
      "-- Note: MariaDB's foreign keys need text of one collation on both ends: drift_log.report_ref take the collation of the column they reference",
    );
  });
});

describe('a PostgreSQL column named exclude (Zabbix)', () => {
  it('is a column, not an EXCLUDE constraint, which takes USING or a parenthesis next', () => {
    const { model } = importDdl(
      "CREATE TABLE report_user (id bigint NOT NULL, exclude integer DEFAULT '0' NOT NULL, access_userid bigint NULL, PRIMARY KEY (id), EXCLUDE USING gist (id WITH =));",
      'postgresql',
    );
    const script = generateDdl(model, 'postgresql');
    expect(script).toContain(
      "  id bigint NOT NULL,\n  exclude integer NOT NULL DEFAULT '0',\n  access_userid bigint NULL,",
    );
    expect(script).toContain('ALTER TABLE report_user ADD EXCLUDE USING gist (id WITH =);');
  });
});

describe("MySQL's prefix of a primary-key column (Bacula, Cacti)", () => {
  const script = (width: number) =>
    `CREATE TABLE Counters (Counter TINYBLOB NOT NULL, MinValue INTEGER DEFAULT 0, PRIMARY KEY (Counter(${width})));`;
  const { model } = importDdl(script(128), 'mysql');

  it('is kept in MySQL, with the column as declared, and noted where the whole column is keyed', () => {
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toContain('Counter TINYBLOB NOT NULL,');
    expect(mysql).toContain('PRIMARY KEY (Counter(128))');
    expect(generateDdl(model, 'postgresql')).toContain(
      '-- Note: the primary key of Counters covers the whole of Counter(128): only MySQL keys column prefixes',
    );
    // Bytes stay bytes where a whole key column must fit the key (SQL Server's 900 bytes).
    expect(generateDdl(model, 'mssql')).toContain('Counter VARBINARY(255) NOT NULL,');
  });

  it('is part of the key a migration compares', () => {
    const after = importDdl(script(64), 'mysql').model;
    const sql = planMigration(model, after, 'mysql').statements.map((s) => s.sql);
    expect(sql.join('\n')).toContain('PRIMARY KEY (Counter(64))');
  });
});

describe("PostgreSQL's unique index on a text column with an operator class, in MySQL (Bacula's pg_dump)", () => {
  it('keys a prefix of the column, as MySQL keys no whole TEXT', () => {
    const { model } = importDdl(
      `CREATE TABLE public.client (clientid integer NOT NULL, name text NOT NULL);
CREATE UNIQUE INDEX client_name_idx ON public.client USING btree (name text_pattern_ops);`,
      'postgresql',
    );
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toMatch(
      /CREATE UNIQUE INDEX client_name_idx ON client \(name\(\d+\)\) USING BTREE;/,
    );
  });
});
