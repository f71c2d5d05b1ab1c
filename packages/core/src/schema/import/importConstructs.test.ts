import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import type { Attribute, DiagramModel, Table } from '../model';
import { importDdl, type ImportFormat } from '.';

/** Imports a script and fails the test on any unreadable statement. */
function read(sql: string, format: ImportFormat): ReturnType<typeof importDdl> {
  const result = importDdl(sql, format, { idFactory: sequentialIds() });
  expect(result.errors).toEqual([]);
  return result;
}

const table = (m: DiagramModel, name: string): Table => {
  const t = m.tables.find((x) => x.name === name);
  if (!t) throw new Error(`no table ${name}`);
  return t;
};
/** The name of the attribute with this id in the table. */
const col = (t: Table, id: string | undefined) => t.attributes.find((a) => a.id === id)?.name;
/** A column by name, without its id. */
const attr = (t: Table, name: string): Omit<Attribute, 'id'> => {
  const found = t.attributes.find((a) => a.name === name);
  if (!found) throw new Error(`no column ${name}`);
  const { id: _id, ...rest } = found;
  return rest;
};
/** A table's indexes with column names instead of ids. */
const indexes = (t: Table) =>
  (t.indexes ?? []).map(({ id: _id, parts, includeColumnIds, ...x }) => ({
    ...x,
    parts: parts.map((p) => (p.columnId ? { ...p, columnId: col(t, p.columnId) } : p)),
    ...(includeColumnIds ? { include: includeColumnIds.map((c) => col(t, c)) } : {}),
  }));
const uniques = (t: Table) =>
  (t.uniques ?? []).map((u) => [u.name, u.columnIds.map((c) => col(t, c))]);
const checks = (t: Table) =>
  (t.checks ?? []).map((c) => [c.name, c.expression, col(t, c.columnId)]);

describe('identifiers', () => {
  it('folds unquoted PostgreSQL names to lower case, keeps quoted ones, table names exactly and schemas', () => {
    const { model } = read(
      `CREATE TABLE "Order Details" (OrderID int PRIMARY KEY, "UnitPrice" numeric(10,4));
       CREATE TABLE Person.Address (AddressID int PRIMARY KEY, detail_id int REFERENCES "Order Details");
       CREATE TABLE public.plain (id int);`,
      'postgresql',
    );
    expect(model.tables.map((t) => [t.schema, t.name, t.exactName])).toEqual([
      [undefined, 'Order Details', true],
      ['person', 'address', true],
      [undefined, 'plain', true],
    ]);
    expect(table(model, 'Order Details').attributes.map((a) => a.name)).toEqual([
      'orderid',
      'UnitPrice',
    ]);
    expect(model.relationships[0]).toMatchObject({
      sourceTableId: table(model, 'Order Details').id,
      targetTableId: table(model, 'address').id,
    });
  });

  it('keeps case in MySQL, SQLite and MSSQL, and MSSQL schemas other than dbo', () => {
    for (const format of ['mysql', 'sqlite', 'mssql'] as const) {
      const { model } = read(
        'CREATE TABLE OrderLine (LineID int, ProductName varchar(40));',
        format,
      );
      expect(model.tables[0]?.attributes.map((a) => a.name)).toEqual(['LineID', 'ProductName']);
    }
    const { model } = read(
      'CREATE TABLE [Sales].[Store] ([ID] int PRIMARY KEY); CREATE TABLE [dbo].[Visit] ([StoreID] int REFERENCES [Sales].[Store]([ID]));',
      'mssql',
    );
    expect(model.tables.map((t) => [t.schema, t.name])).toEqual([
      ['Sales', 'Store'],
      [undefined, 'Visit'],
    ]);
    expect(model.relationships).toHaveLength(1);
  });
});

describe('types', () => {
  it('keeps a PostgreSQL type name quoted where quoting keeps its case, and other types as written', () => {
    const { model } = read(
      'CREATE DOMAIN "NameStyle" boolean NOT NULL; CREATE TABLE p (a "NameStyle", b "plain", c date, d text, e varchar(3));',
      'postgresql',
    );
    expect(model.tables[0]?.attributes.map((a) => a.type)).toEqual([
      '"NameStyle"',
      'plain',
      'date',
      'text',
      'varchar(3)',
    ]);
    expect(model.types?.[0]).toMatchObject({
      name: 'NameStyle',
      baseType: 'boolean',
      notNull: true,
    });
  });

  it('reads SQLite type names of several words and keeps a key column nullable as declared', () => {
    const { model } = read(
      'CREATE TABLE t (id INTEGER PRIMARY KEY, body BLOB SUB_TYPE TEXT NOT NULL);',
      'sqlite',
    );
    expect(model.tables[0]?.attributes.map((a) => [a.name, a.type, a.isNullable])).toEqual([
      ['id', 'INTEGER', true],
      ['body', 'BLOB SUB_TYPE TEXT', false],
    ]);
  });
});

describe('MySQL', () => {
  const { model, warnings } = read(
    `CREATE TABLE account (
       id int(11) unsigned NOT NULL AUTO_INCREMENT,
       email varchar(80) COLLATE utf8mb4_bin NOT NULL COMMENT 'login',
       kind ENUM('a','b') DEFAULT 'a',
       flags SET('x','y'),
       secret varchar(40) BINARY DEFAULT NULL,
       legacy char(2) CHARACTER SET latin1 BINARY,
       total decimal(10,2) AS (price * qty) STORED,
       price decimal(10,2), qty int CHECK (qty > 0),
       updated timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
       PRIMARY KEY (id),
       UNIQUE KEY uq_email_kind (email, kind),
       KEY idx_updated (updated DESC) USING BTREE,
       FULLTEXT KEY ft_email (email),
       CONSTRAINT chk_price CHECK (price >= 0)
     ) ENGINE=InnoDB DEFAULT CHARSET=utf8 COMMENT='User accounts';
     CREATE TABLE session (
       id int PRIMARY KEY,
       account_id int(11) unsigned,
       CONSTRAINT fk_session_account FOREIGN KEY (account_id) REFERENCES account (id) ON DELETE CASCADE ON UPDATE SET NULL
     );
     CREATE INDEX idx_session_account ON session (account_id);
     DELIMITER //
     CREATE TRIGGER trg BEFORE INSERT ON session FOR EACH ROW BEGIN SET NEW.id = 1; END//
     DELIMITER ;
     CREATE ALGORITHM=UNDEFINED DEFINER=root@localhost SQL SECURITY DEFINER VIEW recent (id, email) AS SELECT id, email FROM account WHERE updated > NOW();
     INSERT INTO account (email) VALUES ('a');`,
    'mysql',
  );
  const account = table(model, 'account');

  it('keeps column types, defaults, collation, comments, ON UPDATE and generated columns as written', () => {
    expect(attr(account, 'id')).toMatchObject({
      type: 'int(11) unsigned',
      isAutoIncrement: true,
      isIdentity: false,
    });
    expect(attr(account, 'email')).toMatchObject({
      type: 'varchar(80)',
      collation: 'utf8mb4_bin',
      comment: 'login',
    });
    expect(attr(account, 'kind')).toMatchObject({ type: "ENUM('a','b')", defaultValue: "'a'" });
    expect(attr(account, 'flags')).toMatchObject({ type: "SET('x','y')" });
    expect(attr(account, 'secret')).toMatchObject({
      type: 'varchar(40)',
      defaultValue: 'NULL',
      collation: 'utf8_bin',
    });
    expect(attr(account, 'legacy')).toMatchObject({ type: 'char(2)', collation: 'latin1_bin' });
    expect(attr(account, 'legacy')).not.toHaveProperty('charset');
    expect(attr(account, 'total')).toMatchObject({
      generated: { expression: 'price * qty', stored: true },
    });
    expect(attr(account, 'updated')).toMatchObject({
      defaultValue: 'CURRENT_TIMESTAMP',
      onUpdate: 'CURRENT_TIMESTAMP',
    });
    expect(account.comment).toBe('User accounts');
  });

  it('keeps unique keys, KEY and FULLTEXT indexes, CREATE INDEX and checks', () => {
    expect(uniques(account)).toEqual([['uq_email_kind', ['email', 'kind']]]);
    expect(indexes(account)).toEqual([
      {
        name: 'idx_updated',
        unique: false,
        parts: [{ columnId: 'updated', order: 'DESC' }],
        method: 'BTREE',
      },
      { name: 'ft_email', unique: false, parts: [{ columnId: 'email' }], method: 'FULLTEXT' },
    ]);
    expect(checks(account)).toEqual([
      ['', 'qty > 0', 'qty'],
      ['chk_price', 'price >= 0', undefined],
    ]);
    expect(indexes(table(model, 'session'))).toEqual([
      { name: 'idx_session_account', unique: false, parts: [{ columnId: 'account_id' }] },
    ]);
  });

  it('keeps referential actions, triggers in DELIMITER blocks and views, and skips data with a warning', () => {
    expect(model.relationships[0]).toMatchObject({
      name: 'fk_session_account',
      onDelete: 'CASCADE',
      onUpdate: 'SET NULL',
    });
    expect(model.extraSql?.map((e) => [e.dialect, e.kind, e.name, e.sql])).toEqual([
      [
        'mysql',
        'trigger',
        'trg',
        'CREATE TRIGGER trg BEFORE INSERT ON session FOR EACH ROW BEGIN SET NEW.id = 1; END',
      ],
    ]);
    expect(
      model.views?.map((v) => [v.name, v.columnNames, v.query, v.dialect, v.tableIds]),
    ).toEqual([
      [
        'recent',
        ['id', 'email'],
        'SELECT id, email FROM account WHERE updated > NOW()',
        'mysql',
        [account.id],
      ],
    ]);
    expect(warnings.map((w) => w.message)).toContain(
      'skipped INSERT statement (not part of the diagram)',
    );
  });

  it('reads an index named like a type (KEY object (a, b)) as an index, not a column', () => {
    const t = table(
      read('CREATE TABLE t (a int, b int, KEY object (a, b), KEY `key` (b));', 'mysql').model,
      't',
    );
    expect(t.attributes.map((c) => c.name)).toEqual(['a', 'b']);
    expect(indexes(t).map((i) => [i.name, i.parts.map((p) => p.columnId)])).toEqual([
      ['object', ['a', 'b']],
      ['key', ['b']],
    ]);
  });
});

describe('mysqldump', () => {
  it('reads what executable comments hold, as the server does: a view after its placeholder, a trigger, an event', () => {
    const dump = [
      // mariadb-dump's first line since 2024: gated on a version no server has, so no SQL.
      '/*M!999999\\- enable the sandbox mode */',
      '/*!40101 SET NAMES utf8mb4 */;',
      "CREATE TABLE `p` (`id` int NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB /*!80016 DEFAULT ENCRYPTION='N' */;",
      'DROP TABLE IF EXISTS `v`;',
      '/*!50001 DROP VIEW IF EXISTS `v`*/;',
      '/*!50001 CREATE VIEW `v` AS SELECT 1 AS `id` */;',
      '/*!50001 DROP VIEW IF EXISTS `v`*/;',
      '/*!50001 CREATE ALGORITHM=UNDEFINED */',
      '/*!50013 DEFINER=`root`@`localhost` SQL SECURITY DEFINER */',
      '/*!50001 VIEW `v` AS select `p`.`id` AS `id` from `p` */;',
      'DELIMITER ;;',
      '/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER `trg` BEFORE INSERT ON `p` FOR EACH ROW SET NEW.id = NEW.id + 0 /* the same id */ */;;',
      'DELIMITER ;',
      '/*M!100100 CREATE TABLE `q` (`id` int) */;',
      '/* not SQL: CREATE TABLE `r` (`id` int) */',
    ].join('\n');
    const { model } = read(dump, 'mysql');
    expect(model.tables.map((t) => t.name)).toEqual(['p', 'q']);
    expect(model.views?.map((v) => [v.name, v.query])).toEqual([
      ['v', 'select `p`.`id` AS `id` from `p`'],
    ]);
    const trigger = model.extraSql?.find((e) => e.kind === 'trigger');
    expect(trigger?.sql.replace(/\s+/g, ' ')).toBe(
      'CREATE DEFINER=`root`@`localhost` TRIGGER `trg` BEFORE INSERT ON `p` FOR EACH ROW SET NEW.id = NEW.id + 0',
    );
  });
});

describe('PostgreSQL', () => {
  const { model, warnings } = read(
    `CREATE TYPE mood AS ENUM ('sad', 'happy');
     CREATE DOMAIN email AS text NOT NULL DEFAULT '' CHECK (VALUE LIKE '%@%');
     CREATE TYPE pair AS (a int, b int);
     CREATE SEQUENCE person_id_seq START 10 INCREMENT 5;
     CREATE TABLE person (
       id integer DEFAULT nextval('person_id_seq'::regclass) NOT NULL,
       address email,
       feeling mood DEFAULT 'happy'::mood,
       born date DEFAULT ('now'::text)::date,
       name text COLLATE "C",
       scores integer[],
       ident bigint GENERATED BY DEFAULT AS IDENTITY,
       CONSTRAINT person_pk PRIMARY KEY (id),
       CONSTRAINT uq_person_name_born UNIQUE (name, born),
       CHECK (born > '1900-01-01')
     );
     CREATE TABLE pet (
       id serial PRIMARY KEY,
       owner_id integer,
       FOREIGN KEY (owner_id) REFERENCES person (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED
     );
     COMMENT ON TABLE person IS 'People';
     COMMENT ON COLUMN person.name IS 'Full name';
     CREATE UNIQUE INDEX person_lower_name ON person USING btree (lower(name) DESC, born) INCLUDE (id) WHERE (name IS NOT NULL);
     CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN NEW.born := now(); RETURN NEW; END; $$ LANGUAGE plpgsql;
     CREATE TRIGGER person_touch BEFORE UPDATE ON person FOR EACH ROW EXECUTE PROCEDURE touch();
     CREATE MATERIALIZED VIEW pet_owners AS SELECT p.name, count(*) FROM person p JOIN pet ON pet.owner_id = p.id GROUP BY p.name;
     CREATE EXTENSION IF NOT EXISTS "uuid-ossp";
     ALTER TABLE person OWNER TO postgres;
     ALTER FUNCTION touch() OWNER TO postgres;`,
    'postgresql',
  );
  const person = table(model, 'person');

  it('keeps types, defaults, collation, arrays, identity and nextval on a sequence of the script', () => {
    expect(person.attributes.map((a) => [a.name, a.type, a.defaultValue])).toEqual([
      ['id', 'integer', "nextval('person_id_seq'::regclass)"],
      ['address', 'email', null],
      ['feeling', 'mood', "'happy'::mood"],
      ['born', 'date', "('now'::text)::date"],
      ['name', 'text', null],
      ['scores', 'integer[]', null],
      ['ident', 'bigint', null],
    ]);
    expect(attr(person, 'name')).toMatchObject({ collation: '"C"', comment: 'Full name' });
    expect(attr(person, 'ident')).toMatchObject({ isIdentity: true, isAutoIncrement: false });
    expect(attr(table(model, 'pet'), 'id')).toMatchObject({
      type: 'serial',
      isAutoIncrement: true,
      isNullable: false,
    });
    expect(person).toMatchObject({ comment: 'People', primaryKeyName: 'person_pk' });
  });

  it('keeps enums, domains and other types as project types', () => {
    expect(model.types?.map(({ id: _id, ...t }) => t)).toEqual([
      { name: 'mood', kind: 'enum', values: ['sad', 'happy'] },
      {
        name: 'email',
        kind: 'domain',
        baseType: 'text',
        notNull: true,
        defaultValue: "''",
        checks: [{ name: '', expression: "VALUE LIKE '%@%'" }],
      },
      {
        name: 'pair',
        kind: 'other',
        sql: 'CREATE TYPE pair AS (a int, b int)',
        dialect: 'postgresql',
      },
    ]);
  });

  it('keeps uniques, checks, expression indexes and deferrable foreign keys with actions', () => {
    expect(uniques(person)).toEqual([['uq_person_name_born', ['name', 'born']]]);
    expect(checks(person)).toEqual([['', "born > '1900-01-01'", undefined]]);
    expect(indexes(person)).toEqual([
      {
        name: 'person_lower_name',
        unique: true,
        method: 'btree',
        parts: [{ expression: 'lower(name)', order: 'DESC' }, { columnId: 'born' }],
        include: ['id'],
        where: 'name IS NOT NULL',
      },
    ]);
    expect(model.relationships[0]).toMatchObject({
      onDelete: 'SET NULL',
      deferrable: 'DEFERRABLE INITIALLY DEFERRED',
    });
    expect(model.relationships[0]?.onUpdate).toBeUndefined();
  });

  it('keeps functions, triggers, sequences and extensions verbatim, views with their tables, and drops ownership with a warning', () => {
    expect(model.extraSql?.map((e) => [e.kind, e.name])).toEqual([
      ['sequence', 'person_id_seq'],
      ['function', 'touch'],
      ['trigger', 'person_touch'],
      ['extension', 'uuid-ossp'],
    ]);
    expect(model.extraSql?.[1]?.sql).toBe(
      'CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN NEW.born := now(); RETURN NEW; END; $$ LANGUAGE plpgsql',
    );
    const view = model.views?.[0];
    expect(view).toMatchObject({ name: 'pet_owners', materialized: true, dialect: 'postgresql' });
    expect(view?.tableIds).toEqual([person.id, table(model, 'pet').id]);
    expect(warnings.map((w) => w.message)).toEqual([
      'ALTER TABLE person: skipped OWNER TO postgres (not part of the diagram)',
      'skipped ALTER FUNCTION touch: ownership is not part of the diagram',
    ]);
  });
});

describe('table options', () => {
  it("keeps PostgreSQL's partitioning, and MySQL's as its clause", () => {
    const pg = read('CREATE TABLE m (id int, at date) PARTITION BY RANGE (at);', 'postgresql');
    expect(pg.model.tables.map((t) => t.partitionBy)).toEqual(['RANGE (at)']);
    expect(pg.warnings).toEqual([]);
    const { model, warnings } = read(
      'CREATE TABLE m (id int, at date) PARTITION BY RANGE (YEAR(at)) (PARTITION p0 VALUES LESS THAN (2000));',
      'mysql',
    );
    expect(model.tables.map((t) => t.storage?.partitioning)).toEqual([
      'PARTITION BY RANGE (YEAR(at)) (PARTITION p0 VALUES LESS THAN (2000))',
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('MSSQL', () => {
  const { model } = read(
    [
      'CREATE TABLE [dbo].[Item] (',
      '  [ItemID] int IDENTITY(1,1) NOT NULL,',
      '  [Code] nvarchar(20) NOT NULL CONSTRAINT [UQ_Item_Code] UNIQUE,',
      '  [Price] money NOT NULL CONSTRAINT [CK_Item_Price] CHECK ([Price] >= 0),',
      '  CONSTRAINT [PK_Item] PRIMARY KEY CLUSTERED ([ItemID] ASC)',
      ')',
      'GO',
      'CREATE NONCLUSTERED INDEX [IX_Item_Price] ON [dbo].[Item] ([Price] DESC) INCLUDE ([Code]) WHERE ([Price] > 0) WITH (FILLFACTOR = 80) ON [PRIMARY]',
      'GO',
      "EXEC sp_addextendedproperty N'MS_Description', N'Things sold', N'SCHEMA', N'dbo', N'TABLE', N'Item'",
      "EXEC sys.sp_addextendedproperty @name = N'MS_Description', @value = N'Stock code', @level0type = N'SCHEMA', @level0name = N'dbo', @level1type = N'TABLE', @level1name = N'Item', @level2type = N'COLUMN', @level2name = N'Code'",
      'GO',
      'CREATE PROCEDURE [dbo].[CheapItems] AS',
      'BEGIN',
      '  SELECT * FROM [dbo].[Item] WHERE [Price] < 1;',
      'END',
      'GO',
      'CREATE VIEW [dbo].[Cheap] AS SELECT [ItemID] FROM [dbo].[Item] WHERE [Price] < 1',
      'GO',
    ].join('\n'),
    'mssql',
  );
  const item = table(model, 'Item');

  it('keeps IDENTITY, named uniques and checks, the clustered key and filtered indexes', () => {
    expect(attr(item, 'ItemID')).toMatchObject({ type: 'int', isIdentity: true });
    expect(item.primaryKeyName).toBe('PK_Item');
    expect(uniques(item)).toEqual([['UQ_Item_Code', ['Code']]]);
    expect(checks(item)).toEqual([['CK_Item_Price', '[Price] >= 0', 'Price']]);
    expect(indexes(item)).toEqual([
      {
        name: 'IX_Item_Price',
        unique: false,
        method: 'NONCLUSTERED',
        parts: [{ columnId: 'Price', order: 'DESC' }],
        include: ['Code'],
        where: '[Price] > 0',
      },
    ]);
  });

  it('reads MS_Description properties as comments, and keeps procedures and views', () => {
    expect(item.comment).toBe('Things sold');
    expect(attr(item, 'Code').comment).toBe('Stock code');
    expect(model.extraSql?.map((e) => [e.kind, e.name])).toEqual([['procedure', 'CheapItems']]);
    expect(model.views?.map((v) => [v.name, v.query, v.tableIds])).toEqual([
      ['Cheap', 'SELECT [ItemID] FROM [dbo].[Item] WHERE [Price] < 1', [item.id]],
    ]);
  });
});

describe('SQLite', () => {
  it('keeps checks, partial indexes, views and triggers', () => {
    const { model } = read(
      `CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER CHECK (n > 0), s TEXT COLLATE NOCASE);
       CREATE INDEX t_s ON t (s) WHERE n > 1;
       CREATE VIEW v AS SELECT id FROM t;
       CREATE TRIGGER tr AFTER DELETE ON t BEGIN DELETE FROM t WHERE id = old.id; END;`,
      'sqlite',
    );
    const t = table(model, 't');
    expect(checks(t)).toEqual([['', 'n > 0', 'n']]);
    expect(attr(t, 's').collation).toBe('NOCASE');
    expect(indexes(t)).toEqual([
      { name: 't_s', unique: false, parts: [{ columnId: 's' }], where: 'n > 1' },
    ]);
    expect(model.views?.map((v) => [v.name, v.query])).toEqual([['v', 'SELECT id FROM t']]);
    expect(model.extraSql?.map((e) => e.kind)).toEqual(['trigger']);
  });

  it('reads table constraints that follow each other without commas, as SQLite takes them', () => {
    const { model } = read(
      `CREATE TABLE p (id INTEGER PRIMARY KEY);
       CREATE TABLE m (id INTEGER, a INTEGER, b INTEGER, PRIMARY KEY (id)
         FOREIGN KEY (a) REFERENCES p(id) ON DELETE CASCADE CHECK(a != b) UNIQUE (a, b)
         CONSTRAINT m_b CHECK (b > 0));`,
      'sqlite',
    );
    const m = table(model, 'm');
    expect(m.attributes.filter((a) => a.isPrimaryKey).map((a) => a.name)).toEqual(['id']);
    expect(model.relationships.map((r) => r.onDelete)).toEqual(['CASCADE']);
    expect(checks(m)).toEqual([
      ['', 'a != b', undefined],
      ['m_b', 'b > 0', undefined],
    ]);
    expect(uniques(m)).toEqual([['', ['a', 'b']]]);
  });

  it("reads SQLite's conflict clauses of NOT NULL, UNIQUE and PRIMARY KEY", () => {
    const { model } = read(
      `CREATE TABLE u (id INTEGER PRIMARY KEY ON CONFLICT REPLACE, e TEXT UNIQUE ON CONFLICT REPLACE,
         f TEXT, g TEXT NOT NULL ON CONFLICT IGNORE, UNIQUE (e, f) ON CONFLICT IGNORE);
       CREATE TABLE k (a INT, b INT, PRIMARY KEY (a, b) ON CONFLICT FAIL);`,
      'sqlite',
    );
    const u = table(model, 'u');
    expect(u.primaryKeyOnConflict).toBe('REPLACE');
    expect(attr(u, 'e').onConflict).toEqual({ unique: 'REPLACE' });
    expect(attr(u, 'g').onConflict).toEqual({ notNull: 'IGNORE' });
    expect(u.uniques?.map((x) => x.onConflict)).toEqual(['IGNORE']);
    expect(table(model, 'k').primaryKeyOnConflict).toBe('FAIL');
  });

  it('keeps the declared type of a SQLite column as written, its size included', () => {
    const { model } = read(
      'CREATE TABLE t (a native character(70), b unsigned big int, c serial, d string);',
      'sqlite',
    );
    const t = table(model, 't');
    expect(t.attributes.map((a) => a.type)).toEqual([
      'native character(70)',
      'unsigned big int',
      'serial',
      'string',
    ]);
    // SQLite's `serial` is a type name: no counter, no NOT NULL.
    expect(attr(t, 'c')).toMatchObject({ isNullable: true, isAutoIncrement: false });
    expect(t.sqliteTypes).toBe(true);
  });
});

describe('lexing', () => {
  it('ends a word where a MySQL DELIMITER starts, so END$$ closes a routine', () => {
    const { model } = read(
      'DELIMITER $$\nCREATE PROCEDURE p() BEGIN SELECT 1; END$$\nDELIMITER ;\nCREATE TABLE t (id int);',
      'mysql',
    );
    expect(model.extraSql?.map((e) => e.sql)).toEqual(['CREATE PROCEDURE p() BEGIN SELECT 1; END']);
    expect(model.tables.map((t) => t.name)).toEqual(['t']);
  });

  it('cuts PostgreSQL identifiers to 63 bytes, as the engine does', () => {
    const long = `fk_${'x'.repeat(70)}`;
    const { model } = read(
      `CREATE TABLE a (id int PRIMARY KEY); CREATE TABLE b (a_id int CONSTRAINT ${long} REFERENCES a);`,
      'postgresql',
    );
    expect(model.relationships[0]?.name).toBe(long.slice(0, 63));
  });

  it('counts a name in UTF-8 bytes, cutting on a character boundary', () => {
    const cuts: [name: string, cut: string][] = [
      ['é'.repeat(31), 'é'.repeat(31)], // 62 bytes: kept
      ['é'.repeat(40), 'é'.repeat(31)], // 80 bytes
      ['中'.repeat(21), '中'.repeat(21)], // 63 bytes: kept
      ['中'.repeat(22), '中'.repeat(21)], // 66 bytes
      [`a${'😀'.repeat(16)}`, `a${'😀'.repeat(15)}`], // 65 bytes
    ];
    for (const [name, cut] of cuts)
      expect(read(`CREATE TABLE ${name} (id int);`, 'postgresql').model.tables[0]?.name).toBe(cut);
  });

  it('reads each word as written where words repeat, in other cases or with the same hash', () => {
    // The lexer of a long script reuses a word read before; `Aa` and `BB` have the same hash of
    // characters. A long comment makes each script long enough.
    const long = `\n-- ${'x'.repeat(5000)}`;
    const columns = (sql: string, format: ImportFormat) =>
      read(sql + long, format).model.tables.map((t) => [
        t.name,
        ...t.attributes.map((a) => a.name),
      ]);
    const sql =
      'CREATE TABLE Aa (BB int, Aa int, aa int, bb int, aA int); CREATE TABLE BB (AA int);';
    expect(columns(sql, 'mysql')).toEqual([
      ['Aa', 'BB', 'Aa', 'aa', 'bb', 'aA'],
      ['BB', 'AA'],
    ]);
    expect(
      columns('CREATE TABLE Aa (BB int, aa int); CREATE TABLE bb (AA int);', 'postgresql'),
    ).toEqual([
      ['aa', 'bb', 'aa'],
      ['bb', 'aa'],
    ]);
  });
});

describe('a table created twice', () => {
  const columns = (m: DiagramModel) =>
    m.tables.map((t) => [t.name, t.attributes.map((a) => a.name)]);

  it('keeps the first definition, as the engine refuses the second CREATE TABLE', () => {
    const result = read(
      `CREATE TABLE location (id int, aor varchar(255));
       CREATE TABLE location (id int, contact varchar(255));
       CREATE INDEX aor_idx ON location (aor);`,
      'mysql',
    );
    expect(columns(result.model)).toEqual([['location', ['id', 'aor']]]);
    expect(indexes(table(result.model, 'location'))).toEqual([
      expect.objectContaining({ name: 'aor_idx', parts: [{ columnId: 'aor' }] }),
    ]);
    expect(result.warnings).toContainEqual({
      line: 2,
      message:
        'table location is created again: the engine refuses this statement, and the definition on line 1 stays',
    });
  });

  it('leaves out an index on a column of the refused definition, as the engine refuses it', () => {
    const result = read(
      `CREATE TABLE location (id int, aor varchar(255));
       CREATE TABLE location (id int, contact varchar(255));
       CREATE INDEX contact_idx ON location (contact);
       CREATE INDEX id_idx ON location (id);`,
      'mysql',
    );
    expect(indexes(table(result.model, 'location')).map((i) => i.name)).toEqual(['id_idx']);
    expect(result.warnings).toContainEqual({
      line: 1,
      message:
        'index contact_idx on location is left out: the table has no column contact, and the engine refuses it',
    });
  });

  it('creates nothing with IF NOT EXISTS, and replaces with CREATE OR REPLACE or after a DROP', () => {
    const pg = read(
      `CREATE TABLE t (a int);
       CREATE TABLE IF NOT EXISTS t (b int);`,
      'postgresql',
    );
    expect(columns(pg.model)).toEqual([['t', ['a']]]);
    expect(pg.warnings).toContainEqual({
      line: 2,
      message: 'table t exists already (line 1): CREATE TABLE IF NOT EXISTS creates nothing',
    });
    const mariadb = read(
      `CREATE TABLE t (a int);
       CREATE OR REPLACE TABLE t (b int);
       CREATE TABLE u (a int);
       DROP TABLE u;
       CREATE TABLE u (c int);`,
      'mysql',
    );
    expect(columns(mariadb.model)).toEqual([
      ['t', ['b']],
      ['u', ['c']],
    ]);
    expect(mariadb.warnings).toEqual([]);
  });
});

describe('a renamed table', () => {
  const references = (m: DiagramModel) =>
    m.relationships.map((r) => {
      const name = (id: string) => m.tables.find((t) => t.id === id)?.name;
      // The referenced table, then the referencing one.
      return [name(r.sourceTableId), name(r.targetTableId)];
    });

  it.each([
    ['postgresql', 'ALTER TABLE q RENAME TO q_legacy;'],
    ['mysql', 'RENAME TABLE q TO q_legacy;'],
    ['sqlite', 'ALTER TABLE q RENAME TO q_legacy;'],
  ] as const)(
    'keeps the foreign keys that reference it, as %s does, and frees its name',
    (dialect, rename) => {
      const result = read(
        `CREATE TABLE q (id int PRIMARY KEY);
         CREATE TABLE r (q_id int REFERENCES q (id));
         ${rename}
         CREATE TABLE q (id int PRIMARY KEY, b int);`,
        dialect,
      );
      expect(result.model.tables.map((t) => t.name).sort()).toEqual(['q', 'q_legacy', 'r']);
      expect(references(result.model)).toEqual([['q_legacy', 'r']]);
      expect(result.warnings).toEqual([]);
    },
  );

  it('takes its MySQL foreign keys named `old_ibfk_N` along, as MariaDB renames them', () => {
    const result = read(
      `CREATE TABLE p (id int PRIMARY KEY);
       CREATE TABLE c (p_id int, q_id int,
         CONSTRAINT c_ibfk_1 FOREIGN KEY (p_id) REFERENCES p (id),
         CONSTRAINT custom FOREIGN KEY (q_id) REFERENCES p (id));
       RENAME TABLE c TO c2;
       ALTER TABLE c2 RENAME TO c3;`,
      'mysql',
    );
    expect(result.model.relationships.map((r) => r.name)).toEqual(['c3_ibfk_1', 'custom']);
  });

  it('keeps its schema, and its new name can be altered', () => {
    const result = read(
      `CREATE SCHEMA w;
       CREATE TABLE w.q (a int);
       ALTER TABLE w.q RENAME TO q_legacy;
       CREATE TABLE w.q (b int);
       ALTER TABLE w.q_legacy ADD COLUMN c int;`,
      'postgresql',
    );
    expect(
      result.model.tables.map((t) => [t.schema, t.name, t.attributes.map((a) => a.name)]),
    ).toEqual([
      ['w', 'q_legacy', ['a', 'c']],
      ['w', 'q', ['b']],
    ]);
  });
});

describe('what a script drops after creating it', () => {
  const kept = (r: ReturnType<typeof importDdl>) =>
    (r.model.extraSql ?? []).map((e) => [e.kind, e.name]);

  it('drops indexes in each dialect’s form', () => {
    const cases = [
      [
        'postgresql',
        'CREATE SCHEMA w; CREATE TABLE w.t (a int, b int);',
        'w.t',
        'DROP INDEX CONCURRENTLY IF EXISTS w.t_a;',
      ],
      ['sqlite', 'CREATE TABLE t (a int, b int);', 't', 'DROP INDEX IF EXISTS t_a;'],
      ['mysql', 'CREATE TABLE t (a int, b int);', 't', 'DROP INDEX t_a ON t ALGORITHM = INPLACE;'],
      ['mssql', 'CREATE TABLE t (a int, b int);', 't', 'DROP INDEX t.t_a;'],
    ] as const;
    for (const [dialect, create, on, drop] of cases) {
      const result = read(
        `${create} CREATE INDEX t_a ON ${on} (a); CREATE INDEX t_b ON ${on} (b); ${drop}`,
        dialect,
      );
      expect(
        indexes(table(result.model, 't')).map((i) => i.name),
        dialect,
      ).toEqual(['t_b']);
      expect(result.warnings, dialect).toEqual([]);
    }
  });

  it('drops functions (the overload with as many arguments), triggers, types and sequences', () => {
    const result = read(
      `CREATE TABLE t (a int);
       CREATE FUNCTION f(x int) RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql;
       CREATE FUNCTION f(x int, y int) RETURNS int AS $$ SELECT 2 $$ LANGUAGE sql;
       CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER t_touch BEFORE UPDATE ON t FOR EACH ROW EXECUTE PROCEDURE touch();
       CREATE TYPE mood AS ENUM ('sad', 'ok');
       CREATE SEQUENCE counter;
       DROP TRIGGER t_touch ON t;
       DROP FUNCTION f(int, int), touch;
       DROP TYPE mood;
       DROP SEQUENCE IF EXISTS counter;
       DROP FUNCTION IF EXISTS never_made;`,
      'postgresql',
    );
    expect(kept(result)).toEqual([['function', 'f']]);
    expect(result.model.extraSql?.[0]?.sql).toContain('f(x int)');
    expect(result.model.types ?? []).toEqual([]);
    expect(result.warnings).toEqual([
      { line: 12, message: 'skipped DROP FUNCTION never_made: it is not created here' },
    ]);
  });

  it('drops a table’s triggers with it, also after the table was renamed', () => {
    const result = read(
      `CREATE TABLE jobs (id int);
       CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql;
       CREATE TRIGGER jobs_touch BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE PROCEDURE touch();
       CREATE TABLE other (id int);
       CREATE TRIGGER other_touch BEFORE UPDATE ON other FOR EACH ROW EXECUTE PROCEDURE touch();
       ALTER TABLE jobs RENAME TO jobs_legacy;
       CREATE VIEW jobs AS SELECT id FROM jobs_legacy;
       DROP TABLE jobs_legacy CASCADE;
       DROP TABLE other;`,
      'postgresql',
    );
    expect(kept(result)).toEqual([['function', 'touch']]);
  });
});

describe('names the engines read as names', () => {
  it('reads a MySQL name that begins with digits as a name, and a number as a number', () => {
    const result = read(
      'CREATE TABLE t (4o6_interface varchar(128) DEFAULT NULL, 1st int DEFAULT 1e3, KEY 2nd (1st));',
      'mysql',
    );
    const t = table(result.model, 't');
    expect(t.attributes.map((a) => [a.name, a.defaultValue])).toEqual([
      ['4o6_interface', 'NULL'],
      ['1st', '1e3'],
    ]);
    expect(indexes(t)).toEqual([
      expect.objectContaining({ name: '2nd', parts: [{ columnId: '1st' }] }),
    ]);
  });

  it('drops an unnamed PostgreSQL key by the name PostgreSQL gave it', () => {
    const result = read(
      `CREATE TABLE p (id int PRIMARY KEY);
       CREATE TABLE q (id int PRIMARY KEY);
       CREATE TABLE t (p_id int REFERENCES p (id), u int UNIQUE, v int, w int, UNIQUE (v, w));
       ALTER TABLE t
         DROP CONSTRAINT t_p_id_fkey,
         ADD CONSTRAINT t_p_id_fkey FOREIGN KEY (p_id) REFERENCES q (id),
         DROP CONSTRAINT t_u_key,
         DROP CONSTRAINT t_v_w_key;`,
      'postgresql',
    );
    const t = table(result.model, 't');
    expect(uniques(t)).toEqual([]);
    expect(attr(t, 'u').isUnique).toBe(false);
    const targets = result.model.relationships.map(
      (r) => result.model.tables.find((x) => x.id === r.sourceTableId)?.name,
    );
    expect(targets).toEqual(['q']);
  });
});
