import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ModelBuilder, richModel, shopModel } from '../testing/sampleModels';
import { importDdl } from '../import';
import { generateDrizzle } from './drizzle';

/** The code of one exported constant (up to the blank line after it). */
const block = (module: string, name: string): string => {
  const start = module.indexOf(`export const ${name} =`);
  const end = module.indexOf('\n\n', start);
  return start < 0 ? '' : module.slice(start, end < 0 ? undefined : end);
};

/** Every identifier of a TypeScript module's code (not of its strings and comments), as parsed. */
function codeIdentifiers(module: string): string[] {
  const file = ts.createSourceFile('schema.ts', module, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) names.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

describe('generateDrizzle', () => {
  it('writes a PostgreSQL module: schema, enum, identity, named key, index, check, foreign key', () => {
    const module = generateDrizzle(richModel(), 'postgresql');
    // databaseSetup creates the schema its domain needs: drizzle-kit may not create it again.
    expect(module).toContain('\nconst salesSchema = pgSchema("sales");');
    expect(module).toContain('export const mpaaRating = pgEnum("mpaa_rating", ["G", "PG", "R"]);');
    const customer = block(module, 'customer');
    expect(customer).toContain('id: integer("id").notNull().generatedAlwaysAsIdentity(),');
    expect(customer).toContain('email: varchar("email", { length: 120 }).notNull(),');
    expect(customer).toContain('primaryKey({ name: "customer_pk", columns: [t.id] })');
    expect(customer).toContain('unique("customer_email_country_key").on(t.email, t.country)');
    expect(customer).toContain(
      'index("customer_active_idx").on(t.country.desc().nullsFirst()).where(sql`active`)',
    );
    expect(customer).toContain('check("customer_email_check", sql`email <> \'\'`)');
    expect(block(module, 'orderLine')).toContain(
      'foreignKey({ name: "order_line_customer_fk", columns: [t.customerId], foreignColumns: [customer.id] }).onDelete("cascade").onUpdate("set null")',
    );
  });

  it('notes what Drizzle cannot express: comments, domains, views', () => {
    const notes = generateDrizzle(richModel(), 'postgresql')
      .split('\n')
      .filter((l) => l.startsWith('// Note: '));
    expect(notes).toContain('// Note: Customer: comments are left out: Drizzle has no COMMENT');
    expect(notes.some((n) => n.includes('domain year_domain becomes its type integer'))).toBe(true);
    expect(notes.some((n) => n.includes('views are left out (active_customers)'))).toBe(true);
  });

  it('writes MySQL with inline enums, auto-increment and the unique key MariaDB needs', () => {
    const module = generateDrizzle(richModel(), 'mysql');
    expect(module).toContain('from "drizzle-orm/mysql-core";');
    expect(module).toContain('rating: mysqlEnum("rating", ["G", "PG", "R"]).default("G"),');
    expect(module).toContain('id: int("id").primaryKey().autoincrement(),');
    expect(module).not.toContain('pgSchema');
  });

  it('writes SQLite with its declared types and INTEGER PRIMARY KEY AUTOINCREMENT', () => {
    const module = generateDrizzle(richModel(), 'sqlite');
    expect(module).toContain('id: integer("id").primaryKey({ autoIncrement: true }),');
    expect(module).toContain('email: sqlType("varchar(120)")("email").notNull(),');
    expect(module).toContain('const sqlType = (dataType: string) => customType<');
  });

  it('names a table, its fields and keys for TypeScript, the database names kept in strings', () => {
    const module = generateDrizzle(shopModel(), 'postgresql');
    expect(module).toContain('export const order = pgTable(');
    expect(module).toContain(
      'displayName: varchar("Display Name", { length: 255 }).default("anonymous"),',
    );
    expect(module).toContain('select: integer("select"),');
  });

  it('keeps names and SQL built to break out inside their strings and templates', () => {
    const evil = 'x"); process.exit(1); ("`${process.exit(2)}`\\';
    // Without the quote drizzle-kit writes the dialect's names between (which it cannot write).
    const cases = [
      ['postgresql', '"'],
      ['mysql', '`'],
      ['sqlite', '`'],
    ] as const;
    for (const [dialect, quote] of cases) {
      const name = evil.replaceAll(quote, '');
      const model = new ModelBuilder().table(name, [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name, type: 'varchar(50)', defaultValue: `'${evil.replace(/'/g, "''")}' || 'y'` },
      ]).model;
      const module = generateDrizzle(model, dialect);
      // The name `process` must appear only inside string literals and template texts.
      expect(codeIdentifiers(module), dialect).not.toContain('process');
      expect(module).toContain(JSON.stringify(name));
    }
  });

  it('writes one note for SQL Server, which Drizzle has no dialect for', () => {
    expect(generateDrizzle(shopModel(), 'mssql')).toBe(
      '// Note: Drizzle has no SQL Server dialect: no schema is written for mssql\n',
    );
  });

  it('exports what the DDL creates before the tables, for a custom migration', () => {
    const model = importDdl(
      `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE tags (id serial PRIMARY KEY, name text NOT NULL);
CREATE INDEX tags_trgm ON tags USING gin (name gin_trgm_ops);`,
      'postgresql',
    ).model;
    expect(generateDrizzle(model, 'postgresql')).toContain(
      'export const databaseSetup: string[] = [\n  "CREATE EXTENSION IF NOT EXISTS pg_trgm;",\n];',
    );
    expect(generateDrizzle(model, 'sqlite')).not.toContain('databaseSetup');
  });

  it("keeps MariaDB's display widths and explicit actions, and names a composite key PRIMARY", () => {
    const model = importDdl(
      `CREATE TABLE a (id int(11) unsigned NOT NULL AUTO_INCREMENT, PRIMARY KEY (id));
CREATE TABLE b (a_id int(11) unsigned NOT NULL, flag tinyint(1) NOT NULL, n int(11) NOT NULL,
  PRIMARY KEY (a_id, n),
  CONSTRAINT b_a FOREIGN KEY (a_id) REFERENCES a (id) ON DELETE NO ACTION);`,
      'mysql',
    ).model;
    const module = generateDrizzle(model, 'mysql');
    // Auto-increment needs the builder: its width is MariaDB's own for int unsigned then.
    expect(block(module, 'a')).toContain(
      'id: int("id", { unsigned: true }).primaryKey().autoincrement()',
    );
    const b = block(module, 'b');
    expect(b).toContain('flag: sqlType("tinyint(1)")("flag").notNull()');
    expect(b).toContain('n: int("n").notNull()');
    expect(b).toContain('primaryKey({ name: "PRIMARY", columns: [t.aId, t.n] })');
    expect(b).toContain('.onDelete("no action").onUpdate("restrict")');
  });

  it("gives a MySQL text column its table's character set, which decides how long it may be", () => {
    const model = importDdl(
      `CREATE TABLE d (id int NOT NULL, options varchar(64000) DEFAULT NULL, PRIMARY KEY (id))
  ENGINE=InnoDB DEFAULT CHARSET=latin1;`,
      'mysql',
    ).model;
    expect(block(generateDrizzle(model, 'mysql'), 'd')).toContain(
      'options: sqlType("varchar(64000) CHARACTER SET latin1")("options")',
    );
  });

  it("writes SQLite's unique keys as unique indexes, noted, and none a primary key's index holds", () => {
    const model = importDdl(
      `CREATE TABLE t (token TEXT NOT NULL PRIMARY KEY, a INT, b INT, UNIQUE (token), UNIQUE (a, b));
CREATE TABLE r (id INTEGER PRIMARY KEY, UNIQUE (id));`,
      'sqlite',
    ).model;
    const module = generateDrizzle(model, 'sqlite');
    const t = block(module, 't');
    expect(t).toContain('.on(t.a, t.b)');
    // SQLite makes no index of UNIQUE (token) beside its primary key's: nor may Drizzle.
    expect(t).not.toContain('.on(t.token)');
    // The rowid (a single INTEGER key) has no index: its unique key makes one.
    expect(block(module, 'r')).toContain('.on(t.id)');
    expect(module.split('\n')).toContain(
      "// Note: unique keys are named unique indexes (CREATE UNIQUE INDEX): drizzle-kit writes SQLite's unique() as an index, never as a table's UNIQUE constraint",
    );
  });

  it("notes that Drizzle's SQLite AUTOINCREMENT key is NOT NULL where the design's is not", () => {
    const model = importDdl(
      'CREATE TABLE s (id INTEGER PRIMARY KEY AUTOINCREMENT);',
      'sqlite',
    ).model;
    const module = generateDrizzle(model, 'sqlite');
    expect(module).toContain('id: integer("id").primaryKey({ autoIncrement: true })');
    expect(module).toMatch(
      /^\/\/ Note: s\.id is NOT NULL: Drizzle's primaryKey\(\{ autoIncrement: true \}\)/m,
    );
  });

  it('keeps a PostgreSQL check name that other tables of the schema use too', () => {
    const model = importDdl(
      `CREATE TABLE domains (name varchar(255) NOT NULL, CONSTRAINT c_lowercase_name CHECK (name = lower(name)));
CREATE TABLE records (name varchar(255), CONSTRAINT c_lowercase_name CHECK (name = lower(name)));`,
      'postgresql',
    ).model;
    const module = generateDrizzle(model, 'postgresql');
    expect(block(module, 'records')).toContain('check("c_lowercase_name", ');
    expect(module).not.toContain('c_lowercase_name_2');
  });

  it("names a MariaDB column's unnamed check after its column, as MariaDB does", () => {
    const model = importDdl(
      `CREATE TABLE ratings (id INTEGER PRIMARY KEY, rating INTEGER CHECK (rating > -1 AND rating < 11));
CREATE TABLE pages (id INTEGER PRIMARY KEY, n INTEGER UNIQUE CHECK (n > 0));`,
      'sqlite',
    ).model;
    const module = generateDrizzle(model, 'mysql');
    expect(block(module, 'ratings')).toContain('check("rating", ');
    // A unique key of the column has its name already: the check is MariaDB's CONSTRAINT_<n>.
    expect(block(module, 'pages')).toContain('check("CONSTRAINT_0", ');
    expect(module).toMatch(
      /^\/\/ Note: pages\.n: its check is named CONSTRAINT_0: MariaDB names a column's check after its column, but .* key n$/m,
    );
  });

  it('writes a unique index a PostgreSQL foreign key references as a unique key of its name', () => {
    const model = importDdl(
      `CREATE TABLE sessions (id bigint PRIMARY KEY, login uuid NOT NULL, kind int NOT NULL);
CREATE UNIQUE INDEX sessions_login ON sessions (login);
CREATE UNIQUE INDEX sessions_kind ON sessions (kind);
CREATE TABLE events (id bigint PRIMARY KEY, login uuid REFERENCES sessions (login));`,
      'postgresql',
    ).model;
    const module = generateDrizzle(model, 'postgresql');
    // drizzle-kit creates foreign keys before indexes: the one the key needs is in CREATE TABLE.
    expect(block(module, 'sessions')).toContain('unique("sessions_login").on(t.login)');
    expect(block(module, 'sessions')).toContain('uniqueIndex("sessions_kind").on(t.kind)');
    expect(module).toMatch(
      /^\/\/ Note: sessions: unique index sessions_login is a unique key of the same name: drizzle-kit creates foreign keys before indexes, and the foreign key of events\.login needs it$/m,
    );
    // MariaDB's drizzle-kit writes a unique index in CREATE TABLE already.
    expect(block(generateDrizzle(model, 'mysql'), 'sessions')).toContain(
      'uniqueIndex("sessions_login")',
    );
  });

  it("leaves out, noted, what holds the quote drizzle-kit writes the dialect's names between", () => {
    const model = importDdl(
      `CREATE TABLE "t""x" (id int PRIMARY KEY);
CREATE TABLE r (id int PRIMARY KEY, t_id int REFERENCES "t""x" (id), "c""d" int, e int);
CREATE INDEX i ON r ("c""d");
CREATE INDEX "i""j" ON r (e);`,
      'postgresql',
    ).model;
    const module = generateDrizzle(model, 'postgresql');
    const why = 'drizzle-kit writes names between " without doubling one inside';
    // drizzle-kit's "t"x" would end the name, and the rest would be SQL of its own.
    expect(module).not.toContain('"t\\"x"');
    expect(module).not.toContain('"c\\"d"');
    expect(module).not.toContain('i\\"j');
    expect(module).not.toContain('foreignKey');
    expect(module.split('\n')).toEqual(
      expect.arrayContaining([
        `// Note: t"x: left out: ${why}`,
        `// Note: r.c"d: left out: ${why}`,
        '// Note: r: index i is left out: its column c"d is left out',
        `// Note: r: index i"j is left out: ${why}`,
        '// Note: r.t_id: foreign key to t"x is left out: its table t"x is left out',
      ]),
    );
    expect(block(module, 'r')).toContain('e: integer("e"),');
    // MySQL and SQLite: a backtick; SQLite's check names take a ".
    const sqlite = importDdl(
      'CREATE TABLE "a`b" (id int PRIMARY KEY); CREATE TABLE c (n int, CONSTRAINT "k""x" CHECK (n > 0));',
      'sqlite',
    ).model;
    for (const dialect of ['mysql', 'sqlite'] as const)
      expect(generateDrizzle(sqlite, dialect)).toMatch(
        /^\/\/ Note: a`b: left out: drizzle-kit writes names between ` without doubling one inside$/m,
      );
    expect(generateDrizzle(sqlite, 'sqlite')).toMatch(
      /^\/\/ Note: c: check k"x is left out: drizzle-kit writes names between " without/m,
    );
  });

  it("leaves out, noted, a key, index, check or foreign key whose names drizzle-kit's snapshot splits apart", () => {
    const model = importDdl(
      `CREATE TABLE "a;b" (id int PRIMARY KEY, "c;d" int, "c,d" int, e int,
  CONSTRAINT u UNIQUE ("c;d"), CONSTRAINT "k;x" CHECK (e > 0));
CREATE INDEX "i;x" ON "a;b" (e);
CREATE INDEX ic ON "a;b" ("c,d");
CREATE TABLE r (id int PRIMARY KEY, a_id int, CONSTRAINT fk FOREIGN KEY (a_id) REFERENCES "a;b" (id));`,
      'postgresql',
    ).model;
    const joins =
      "drizzle-kit's snapshot joins its names and SQL with ; and its columns with , and splits them again";
    for (const dialect of ['postgresql', 'mysql', 'sqlite'] as const) {
      const module = generateDrizzle(model, dialect);
      const notes = module.split('\n');
      expect(notes, dialect).toEqual(
        expect.arrayContaining([
          `// Note: a;b: unique key u is left out: ${joins}: c;d comes apart`,
          `// Note: r.a_id: foreign key to a;b is left out: ${joins}: a;b comes apart`,
        ]),
      );
      expect(notes.some((n) => n.startsWith('// Note: a;b: index i;x is left out: '))).toBe(true);
      expect(notes.some((n) => n.startsWith('// Note: a;b: check k;x is left out: '))).toBe(true);
      expect(module, dialect).not.toMatch(/foreignKey\(|unique\("u"\)|"i;x"|"k;x"/);
      // The table and its columns are kept.
      expect(block(module, 'aB'), dialect).toContain('cD: ');
      // PostgreSQL's index joins its columns with ,, (c,d is carried); the others' with ,.
      if (dialect === 'postgresql') expect(block(module, 'aB')).toContain('index("ic").on(t.cD_2)');
      else expect(notes).toContain(`// Note: a;b: index ic is left out: ${joins}: c,d comes apart`);
    }
    // MariaDB: drizzle-kit names a column's primary key <table>_<column>: the table's is PRIMARY.
    expect(block(generateDrizzle(model, 'mysql'), 'aB')).toContain(
      'primaryKey({ name: "PRIMARY", columns: [t.id] })',
    );
  });

  it("names a PostgreSQL identity's sequence without the ; drizzle-kit's snapshot splits it at", () => {
    const model = importDdl(
      'CREATE TABLE "a;b" (id int PRIMARY KEY, n int GENERATED ALWAYS AS IDENTITY);',
      'postgresql',
    ).model;
    const module = generateDrizzle(model, 'postgresql');
    expect(block(module, 'aB')).toContain(
      'n: integer("n").notNull().generatedAlwaysAsIdentity({ name: "a_b_n_seq" }),',
    );
    expect(module).toMatch(/^\/\/ Note: a;b\.n: its identity's sequence is named a_b_n_seq: /m);
  });

  it('creates the schemas of what databaseSetup creates in them there, and lets drizzle-kit create none', () => {
    const model = importDdl(
      `CREATE SCHEMA s;
CREATE DOMAIN s.positive AS int CHECK (VALUE > 0);
CREATE TABLE s.t (id int PRIMARY KEY, n s.positive);`,
      'postgresql',
    ).model;
    const module = generateDrizzle(model, 'postgresql');
    // databaseSetup runs before drizzle-kit's migration, whose CREATE SCHEMA would come too late.
    expect(module).toContain(
      'export const databaseSetup: string[] = [\n  "CREATE SCHEMA IF NOT EXISTS s;",\n  "CREATE DOMAIN s.positive',
    );
    // An exported pgSchema is one drizzle-kit creates (without IF NOT EXISTS): this one is not.
    expect(module).toContain('\nconst sSchema = pgSchema("s");');
    expect(module).toMatch(/^\/\/ Note: schemas \(s\) are created by databaseSetup, /m);
    // Without a setup, drizzle-kit creates the schema.
    const plain = importDdl(
      'CREATE SCHEMA s; CREATE TABLE s.t (id int PRIMARY KEY);',
      'postgresql',
    );
    expect(generateDrizzle(plain.model, 'postgresql')).toContain(
      'export const sSchema = pgSchema("s");',
    );
  });

  it('writes the index that keys a MariaDB auto-increment column as a unique key of its name, noted', () => {
    const model = importDdl(
      'CREATE TABLE b (id int PRIMARY KEY, n int NOT NULL AUTO_INCREMENT, KEY j (n));',
      'mysql',
    ).model;
    const module = generateDrizzle(model, 'mysql');
    // drizzle-kit creates an index after its table, where MariaDB refuses the table without it.
    expect(block(module, 'b')).toContain('unique("j").on(t.n)');
    expect(module).not.toContain('index("j")');
    expect(module).toMatch(
      /^\/\/ Note: b: index j is a unique key of the same name: drizzle-kit creates indexes after the table, and MariaDB wants the key of its auto-increment column n in it$/m,
    );
  });
});
