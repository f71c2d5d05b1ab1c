import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ModelBuilder, richModel, shopModel } from '../testing/sampleModels';
import { importDdl } from '../import';
import { notesOf } from '../generate/script';
import { SQL_DIALECTS } from '../sql/dialects';
import { ormSchema } from './ormSchema';
import { generateTypeorm } from './typeorm';

/** The code of one exported class, with its decorators (up to the blank line after it). */
const entity = (module: string, name: string): string => {
  const end = module.indexOf('\n}', module.indexOf(`export class ${name} {`));
  const start = module.lastIndexOf('\n\n', module.lastIndexOf('@Entity(', end)) + 2;
  return end < 0 ? '' : module.slice(start, end + 2);
};

/** The module as JavaScript, as TypeORM's users compile it (experimental decorators), and its syntax errors. */
function transpiled(module: string): { js: string; errors: string[] } {
  const out = ts.transpileModule(module, {
    reportDiagnostics: true,
    compilerOptions: {
      experimentalDecorators: true,
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
    },
  });
  const errors = (out.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
  return { js: out.outputText, errors };
}

/** What the module's decorators receive when it runs: each call's decorator name and arguments. */
function decoratorCalls(module: string): { decorator: string; args: unknown[] }[] {
  const calls: { decorator: string; args: unknown[] }[] = [];
  const recorder =
    (decorator: string) =>
    (...args: unknown[]) => {
      calls.push({ decorator, args });
      return () => undefined;
    };
  const typeorm = new Proxy({}, { get: (_, name) => recorder(String(name)) });
  const exports = {};
  // The module's own code, run with a stand-in for `typeorm` that records what it is given.
  vm.runInNewContext(transpiled(module).js, { require: () => typeorm, exports });
  return calls;
}

/**
 * The type errors of modules checked against TypeORM's own declarations (strict, as a TypeORM
 * project compiles), each module held in memory beside this file so that `typeorm` resolves.
 */
function typeErrors(modules: string[]): string[] {
  const files = new Map(modules.map((m, i) => [path.join(HERE, `entities${i}.ts`), m]));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    experimentalDecorators: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? read(name);
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || exists(name);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => {
    const text = files.get(name);
    return text === undefined ? getSource(name, version) : ts.createSourceFile(name, text, version);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** This file's folder. */
const HERE = path.dirname(fileURLToPath(import.meta.url));

describe('generateTypeorm', () => {
  it('writes PostgreSQL entities: schema, identity, named key, unique, index, check, relation', () => {
    const module = generateTypeorm(richModel(), 'postgresql');
    expect(module).toContain('} from "typeorm";');
    const customer = entity(module, 'Customer');
    expect(customer).toContain(
      '@Entity({ name: "Customer", schema: "sales", comment: "People who buy" })',
    );
    expect(customer).toContain(
      '@PrimaryGeneratedColumn("identity", { name: "id", type: "integer", generatedIdentity: "ALWAYS", primaryKeyConstraintName: "customer_pk" })\n  id!: number;',
    );
    expect(customer).toContain(
      '@Column({ name: "email", type: "varchar", length: 120, comment: "the customer\'s e-mail" })',
    );
    expect(customer).toContain(
      '@Column({ name: "country", type: "char", length: 2, collation: "C" })',
    );
    expect(customer).toContain(
      '@Column({ name: "rating", type: "enum", enum: ["G", "PG", "R"], enumName: "mpaa_rating", nullable: true, default: () => "\'G\'" })\n  rating!: string | null;',
    );
    expect(customer).toContain('@Unique("customer_email_country_key", ["email", "country"])');
    expect(customer).toContain('@Check("customer_email_check", "email <> \'\'")');
    // An expression or a descending part is TypeORM's to leave to a migration.
    expect(customer).toContain('@Index("customer_lower_email_idx", { synchronize: false })');
    const line = entity(module, 'OrderLine');
    expect(line).toContain('@Index("order_line_customer_idx", ["customerId", "qty"])');
    expect(line).toContain(
      '@PrimaryColumn({ name: "order_id", type: "integer", primaryKeyConstraintName: "Order Line_pkey" })',
    );
    expect(line).toContain(
      '@ManyToOne(() => Customer, { onDelete: "CASCADE", onUpdate: "SET NULL" })\n  @JoinColumn({ name: "customer_id", referencedColumnName: "id", foreignKeyConstraintName: "order_line_customer_fk" })\n  customer!: Customer | null;',
    );
    expect(module).toContain(
      'export const databaseSetup: string[] = [\n  "CREATE SCHEMA IF NOT EXISTS sales;",',
    );
  });

  it('notes what TypeORM cannot express, and notesOf reads the notes', () => {
    const module = generateTypeorm(richModel(), 'postgresql');
    const notes = notesOf(module, 'typeorm');
    expect(notes.length).toBe(module.split('\n').filter((l) => l.startsWith('// Note: ')).length);
    expect(notes).toContain(
      'Customer: index customer_active_idx is declared synchronize: false, for a migration to create: TypeORM writes no descending parts',
    );
    expect(notes.some((n) => n.includes('domain year_domain becomes its type integer'))).toBe(true);
    expect(notes.some((n) => n.includes('views are left out (active_customers)'))).toBe(true);
  });

  it('writes MySQL with inline enums, auto-increment, its KEY, and RESTRICT for unnamed actions', () => {
    const module = generateTypeorm(richModel(), 'mysql');
    expect(module).not.toContain('schema:');
    const customer = entity(module, 'Customer');
    expect(customer).toContain(
      '@PrimaryGeneratedColumn("increment", { name: "id", type: "integer" })',
    );
    expect(customer).toContain(
      '@Column({ name: "rating", type: "enum", enum: ["G", "PG", "R"], nullable: true, default: () => "\'G\'" })',
    );
    expect(customer).toContain(
      '@Column({ name: "country", type: "char", length: 2, collation: "utf8mb4_bin" })',
    );
    // MariaDB wants the auto-increment column first in a key: the DDL's KEY (line).
    expect(entity(module, 'OrderLine')).toContain('@Index("line", ["line"])');
    expect(notesOf(module, 'typeorm')).toContain(
      "checks are not created: TypeORM's MySQL driver writes no CHECK (the decorators say them)",
    );
    const shop = generateTypeorm(shopModel(), 'mysql');
    expect(entity(shop, 'Order')).toContain(
      '@ManyToOne(() => Users, { onDelete: "RESTRICT", onUpdate: "RESTRICT" })',
    );
  });

  it("writes SQLite's rowid, and a type TypeORM lacks as one of the same affinity", () => {
    const module = generateTypeorm(richModel(), 'sqlite');
    expect(entity(module, 'Customer')).toContain(
      '@PrimaryGeneratedColumn("increment", { name: "id", type: "integer" })',
    );
    expect(entity(module, 'Customer')).toContain(
      '@Column({ name: "country", type: "character", length: 2, collation: "BINARY" })',
    );
    expect(notesOf(module, 'typeorm')).toContain(
      'Customer.country: TypeORM has no sqlite type char: it is written character',
    );
  });

  it('keys a table without a primary key on its unique key of required columns', () => {
    const model = importDdl(
      'CREATE TABLE log (at timestamp, code varchar(10) NOT NULL, host varchar(20) NOT NULL, UNIQUE (host, code));',
      'postgresql',
    ).model;
    const module = generateTypeorm(model, 'postgresql');
    expect(module).toContain(
      '@PrimaryColumn({ name: "host", type: "varchar", length: 20, primaryKeyConstraintName: "log_pkey" })',
    );
    expect(notesOf(module, 'typeorm')).toContain(
      'log has no primary key: TypeORM needs one: its entity keys its unique key (host, code), which synchronize makes its PRIMARY KEY',
    );
  });

  it('leaves a table with no key at all to a migration, and keys a foreign key of another type as @ForeignKey', () => {
    const model = importDdl(
      `CREATE TABLE a (id bigint PRIMARY KEY);
CREATE TABLE b (id int PRIMARY KEY, a_id int REFERENCES a (id) ON DELETE CASCADE);
CREATE TABLE events (at timestamp, kind text);`,
      'postgresql',
    ).model;
    const module = generateTypeorm(model, 'postgresql');
    // A relation would make b.a_id a bigint, as TypeORM types a relation's columns.
    expect(entity(module, 'B')).toContain(
      '@ForeignKey(() => A, ["aId"], ["id"], { name: "b_a_id_fkey", onDelete: "CASCADE" })',
    );
    expect(entity(module, 'Events')).toContain('@Entity({ name: "events", synchronize: false })');
    expect(notesOf(module, 'typeorm')).toContain(
      'events is declared synchronize: false, for a migration to create: TypeORM needs a primary key, and it has none, nor a unique key of NOT NULL columns (its entity keys at, kind)',
    );
  });

  it('declares a table synchronize: false where its name or schema would break a string literal of TypeORM', () => {
    const model = importDdl(
      `CREATE SCHEMA "s'x";
CREATE TABLE "s'x".a (id int PRIMARY KEY);
CREATE TABLE "o'b" (id int PRIMARY KEY);
CREATE TABLE "c\\d" (id int PRIMARY KEY, b_id int REFERENCES "o'b" (id));`,
      'postgresql',
    ).model;
    const module = generateTypeorm(model, 'postgresql');
    const notes = notesOf(module, 'typeorm');
    expect(module).toContain(`@Entity({ name: "a", schema: "s'x", synchronize: false })`);
    expect(module).toContain(`@Entity({ name: "o'b", synchronize: false })`);
    expect(notes).toContain(`o'b: TypeORM's SQL does not quote a name with ", ' or . in it`);
    expect(notes).toContain(`a: TypeORM's SQL does not quote a name with ", ' or . in it`);
    // PostgreSQL reads a backslash in a string literal as it is; the relation makes no key to o'b.
    expect(module).toContain('@Entity({ name: "c\\\\d" })');
    expect(module).toContain('@ManyToOne(() => OB, { createForeignKeyConstraints: false })');
    // MariaDB reads a backslash as an escape.
    expect(generateTypeorm(model, 'mysql')).toContain(
      '@Entity({ name: "c\\\\d", synchronize: false })',
    );
    expect(notesOf(generateTypeorm(model, 'mysql'), 'typeorm')).toContain(
      "c\\d: TypeORM's SQL does not quote a name with `, ', \\ or . in it",
    );
  });

  it('leaves out a column TypeORM cannot name, and the keys, indexes, checks and relations naming it', () => {
    const model = importDdl(
      `CREATE TYPE "m'd" AS ENUM ('x');
CREATE TABLE t (id int PRIMARY KEY, "c""z" int UNIQUE CHECK ("c""z" > 0), "e'f" "m'd", k int);
CREATE INDEX i ON t ("c""z", k);
CREATE INDEX j ON t (k);
CREATE TABLE r (id int PRIMARY KEY, t_c int REFERENCES t ("c""z"));`,
      'postgresql',
    ).model;
    const module = generateTypeorm(model, 'postgresql');
    const notes = notesOf(module, 'typeorm');
    expect(entity(module, 'T')).not.toContain('c\\"z');
    expect(entity(module, 'T')).not.toContain("e'f");
    expect(entity(module, 'T')).not.toMatch(/@(Unique|Check)\(|@Index\("i"/);
    expect(entity(module, 'T')).toContain('@Index("j", ["k"])');
    expect(entity(module, 'R')).not.toContain('@ManyToOne');
    expect(notes).toEqual(
      expect.arrayContaining([
        `t.c"z: TypeORM's SQL does not quote a name with " or ' in it`,
        `t.e'f: TypeORM's SQL does not quote a name with " or ' in it`,
        't: index i is left out with c"z',
        't: unique key (c"z) is left out with c"z',
        't: check "c""z" > 0 is left out with c"z',
        't: foreign key r_t_c_fkey is left out with c"z',
      ]),
    );
    // A key column TypeORM cannot name leaves the table to a migration instead.
    const keyed = importDdl('CREATE TABLE k ("i""d" int PRIMARY KEY);', 'sqlite').model;
    expect(generateTypeorm(keyed, 'sqlite')).toContain(
      '@Entity({ name: "k", synchronize: false })',
    );
  });

  it('keeps names built to break out of strings and comments intact, in code that still compiles', () => {
    // Without the characters TypeORM's SQL does not quote, which leave the column out.
    const unquoted = { postgresql: /["']/g, mysql: /[`'\\]/g, sqlite: /["']/g, mssql: /[\]']/g };
    for (const dialect of ['postgresql', 'mysql', 'sqlite', 'mssql'] as const) {
      const evil = 'x"; \'`${process.exit(1)}` */ ] \\ \n// y'.replace(unquoted[dialect], '');
      const model = new ModelBuilder().table(evil, [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        {
          name: evil,
          type: 'varchar(50)',
          defaultValue: `'${evil.replace(/'/g, "''")}'`,
          comment: evil,
        },
      ]).model;
      const module = generateTypeorm(model, dialect);
      expect(transpiled(module).errors, dialect).toEqual([]);
      const calls = decoratorCalls(module);
      const options = calls.map(
        (c) => c.args.find((a) => typeof a === 'object') as Record<string, unknown>,
      );
      expect(
        options.some((o) => o?.name === evil),
        dialect,
      ).toBe(true);
      const column = options.find((o) => o?.name === evil && 'type' in o);
      expect(column?.type, dialect).toBe('varchar');
      // The default is the DDL's own literal (MySQL's backslash escaped).
      const written = ormSchema(model, dialect).tables[0]?.columns[1]?.defaultSql;
      const value = column?.default as (() => string) | undefined;
      expect(value?.(), dialect).toBe(written);
    }
  });

  it("type-checks against TypeORM's own declarations, for every dialect", () => {
    const modules = SQL_DIALECTS.flatMap((d) =>
      [richModel(), shopModel()].map((m) => generateTypeorm(m, d)),
    );
    expect(typeErrors(modules)).toEqual([]);
    expect(generateTypeorm(richModel(), 'mssql')).toContain(
      '@Entity({ name: "Customer", schema: "sales"',
    );
  }, 30_000);
});
