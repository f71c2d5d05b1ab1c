/**
 * Issue 40 with issue 35's property: a name, a label or a text can never change what generated
 * ORM code does. Diagrams carry payloads from the whole of Unicode in every field (quoting/); each
 * ORM module must parse as the same code as the same diagram with harmless payloads of the same
 * lengths (keeping the characters for which a writer leaves a name out: leftOutAlike): the same code, for TypeScript by TypeScript's parser (Drizzle, TypeORM), for
 * Python by Python's own (`ast`, Debian's /usr/bin/python3: SQLAlchemy and Django), and the
 * Prisma schema valid to Prisma's engine with the same models and fields.
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readPrismaSchema } from '../src/connect/prisma';
import { generateDjango } from '../src/schema/orm/django';
import { generateDrizzle } from '../src/schema/orm/drizzle';
import { generatePrisma } from '../src/schema/orm/prisma';
import { generateSqlalchemy } from '../src/schema/orm/sqlalchemy';
import { generateTypeorm } from '../src/schema/orm/typeorm';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { payloadModel, type Payloads } from './quoting/payloadModel';
import { ORM_FINDINGS, harmless, payloads } from './quoting/payloads';

/** The payload diagrams of a run: the findings, then samples of the whole of Unicode. */
const samples = (count: number): Payloads[] => [
  ...ORM_FINDINGS,
  ...fc.sample(payloads(), { numRuns: count, seed: 40 }),
];

/**
 * The harmless payloads a run is compared with (quoting/payloads' harmless), the index method
 * kept a plain word or not as the payload is: a plain one is the engines' btree, any other a
 * method the ORM leaves out, which decides what code is written.
 */
const harmlessFor = (p: Payloads): Payloads => ({
  ...harmless(p),
  method: (/^[A-Za-z0-9_]*$/.test(p.method) ? 'x' : '-').repeat(p.method.length),
});

/**
 * The characters for which a writer leaves a name or a label out, noted, or writes it another
 * way, because the ORM's own tools cannot carry it: a quote or backslash they do not double
 * (drizzle-kit, TypeORM, Django), drizzle-kit's separators (`;`, `,`, `-`, and the `(` its MySQL
 * enum reader cuts at), TypeORM's `.`, Django's `%`.
 */
const DECIDING = /["'`\\;,.%(-]/;

/**
 * harmlessFor, keeping where its payload has them the characters that decide what is left out:
 * both diagrams leave out the same things, and the rest of each text may not change the code.
 */
const leftOutAlike = (p: Payloads): Payloads => {
  const h = harmlessFor(p);
  const keep = (field: keyof Payloads) =>
    [...h[field]].map((ch, i) => (DECIDING.test(p[field][i] ?? '') ? p[field][i] : ch)).join('');
  return Object.fromEntries(Object.keys(h).map((f) => [f, keep(f as keyof Payloads)])) as Payloads;
};

/**
 * What a TypeScript module does, as its parser reads it: whether it parses, its top-level
 * statements, and the names it uses that it does not declare or import (where code breaking out
 * of a string would reach: `process`, `require`, …). Texts, names and what a value decides (a
 * default as a string or as SQL, an option left out) are left out.
 */
function tsShape(code: string): unknown {
  const file = ts.createSourceFile('schema.ts', code, ts.ScriptTarget.Latest, true);
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportSpecifier(node) ||
      ts.isVariableDeclaration(node) ||
      ts.isParameter(node) ||
      (ts.isClassDeclaration(node) && node.name)
    )
      declared.add(node.name?.getText(file) ?? '');
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ((ts.isVariableDeclaration(parent) ||
          ts.isParameter(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isClassDeclaration(parent)) &&
          parent.name === node) ||
        ts.isImportSpecifier(parent) ||
        ts.isTypeReferenceNode(parent);
      if (!isName) used.add(node.text);
    }
    if (node.kind === ts.SyntaxKind.ImportKeyword && ts.isCallExpression(parent(node)))
      used.add('import()');
    ts.forEachChild(node, visit);
  };
  visit(file);
  const diagnostics = (file as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics ?? [];
  return {
    parses: diagnostics.length === 0,
    statements: file.statements.map((s) => ts.SyntaxKind[s.kind]),
    undeclared: [...used].filter((name) => !declared.has(name)).sort(),
  };
}

/** A node's parent. */
const parent = (node: ts.Node): ts.Node => node.parent;

const PYTHON = '/usr/bin/python3';
/** Each module's syntax tree as node kinds, by Python's own parser, or its syntax error. */
const PYTHON_SHAPES = `
import ast, json, sys
out = []
for code in json.load(sys.stdin):
    try:
        out.append([type(n).__name__ for n in ast.walk(ast.parse(code))])
    except SyntaxError as error:
        out.append(["SyntaxError: " + str(error)])
json.dump(out, sys.stdout)
`;
const python = spawnSync(PYTHON, ['-c', 'import ast'], { encoding: 'utf8' });
const hasPython = !python.error && python.status === 0;
if (!hasPython && process.env.CI === 'true') throw new Error(`${PYTHON} is needed in CI`);

/** The syntax trees of Python modules, read in one Python process. */
function pythonShapes(modules: string[]): string[][] {
  const run = spawnSync(PYTHON, ['-c', PYTHON_SHAPES], {
    input: JSON.stringify(modules),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const DIALECTS: SqlDialect[] = ['postgresql', 'mysql', 'sqlite'];
const RUNS = 60;

describe('names, labels and texts in generated ORM code', () => {
  it('leave each Drizzle and TypeORM module the same TypeScript, whatever they hold', () => {
    for (const p of samples(RUNS))
      for (const dialect of DIALECTS)
        for (const write of [generateDrizzle, generateTypeorm]) {
          const code = write(payloadModel(p), dialect);
          const shape = tsShape(code);
          expect(shape, code).toMatchObject({ parses: true });
          expect(shape, code).toEqual(tsShape(write(payloadModel(leftOutAlike(p)), dialect)));
        }
  }, 60_000);

  it.skipIf(!hasPython)(
    'leave each SQLAlchemy and Django module the same Python, whatever they hold',
    () => {
      const pairs = samples(RUNS).flatMap((p) =>
        (['postgresql', 'sqlite'] as const).flatMap((dialect) =>
          [generateSqlalchemy, generateDjango].map((write) => ({
            code: write(payloadModel(p), dialect),
            expected: write(payloadModel(leftOutAlike(p)), dialect),
          })),
        ),
      );
      const shapes = pythonShapes(pairs.flatMap((c) => [c.code, c.expected]));
      pairs.forEach(({ code }, i) => {
        expect(shapes[2 * i], code).toEqual(shapes[2 * i + 1]);
        expect(shapes[2 * i]?.[0], code).toBe('Module');
      });
    },
    60_000,
  );

  it("leave each Prisma schema valid to Prisma's engine, with the same models and fields", async () => {
    /** The tables Prisma reads back: how many columns and keys each has, or Prisma's error. */
    const shape = async (schema: string) => {
      const read = await readPrismaSchema([['schema.prisma', schema]]);
      if ('error' in read) return read;
      return read.model.tables.map((t) => ({
        columns: t.attributes.length,
        keys: t.attributes.filter((c) => c.isPrimaryKey).length,
      }));
    };
    /** The table names Prisma reads back: each a name of the diagram (mapped with @@map). */
    const names = async (schema: string) => {
      const read = await readPrismaSchema([['schema.prisma', schema]]);
      return 'error' in read ? [] : read.model.tables.map((t) => t.name);
    };
    for (const p of samples(RUNS / 3))
      for (const dialect of DIALECTS) {
        const model = payloadModel(p);
        const schema = generatePrisma(model, dialect);
        expect(await shape(schema), schema).toEqual(
          await shape(generatePrisma(payloadModel(harmlessFor(p)), dialect)),
        );
        const designed = new Set(model.tables.map((t) => t.name));
        for (const name of await names(schema)) expect(designed, schema).toContain(name);
      }
  }, 120_000);
});
