/**
 * Issue 40 with issue 35's property on real engines: a name can never change what the ORM's own
 * tools create. ormQuoting.test.ts proves that payloads in every name, label and text leave the
 * generated code the same code; here payload diagrams (quoting/) are created by each ORM's tools,
 * as ormFixtures.test.ts creates the fixtures (Drizzle: drizzle-kit's SQL, loaded; TypeORM:
 * synchronize; SQLAlchemy: create_all; Django: makemigrations and migrate), on each engine the
 * ORM is proven on. The engine then holds exactly the diagram's tables and columns with the
 * design's names, and nothing else but the ORM's own bookkeeping, and the tools refuse nothing.
 * What the generated code notes it cannot name is left out, and only that. Prisma has no engine
 * here (ormQuoting.test.ts proves its schemas valid to Prisma's engine). RELATA_ORM_REPORT=1
 * prints each case's differences and refusals, and the time each engine took.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesOf } from '../src/schema/generate/script';
import type { DiagramModel } from '../src/schema/model';
import { generateDjango } from '../src/schema/orm/django';
import { generateDrizzle } from '../src/schema/orm/drizzle';
import { generateSqlalchemy } from '../src/schema/orm/sqlalchemy';
import { generateTypeorm } from '../src/schema/orm/typeorm';
import { commentText } from '../src/schema/quoting';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { emptyCatalog, type Catalog, type CatalogItem } from './fidelity/catalog';
import { errorMessage, workerEngines } from './harness/databases';
import { ENGINE_DIALECTS, type EngineDialect } from './harness/readCatalog';
import type { Made, OrmCase } from './orm/cases';
import { drizzleMade } from './orm/drizzle';
import { PYTHON_TARGETS, pythonMade, pythonProblem, type PythonOrm } from './orm/python';
import { typeormMade } from './orm/typeorm';
import {
  differences,
  engineNames,
  type EngineNames,
  type EngineTable,
} from './quoting/engineNames';
import { payloadModel, type Payloads } from './quoting/payloadModel';
import { ORM_FINDINGS, enginePayload, everywhere, payloads } from './quoting/payloads';

/** Samples after the findings, per engine: each is a database for every ORM on it. */
const RUNS = 2;

/**
 * The payload diagrams on an engine, by label: harmless names first (a case failing with them
 * fails whatever the names), a % and a Python format, ormQuoting.test.ts's findings, then samples
 * of what the engine takes in a name (as quotingEngines.test.ts: MariaDB keeps names in utf8mb3).
 */
const payloadsOn = (target: EngineDialect): [string, Payloads][] => [
  ['harmless names', everywhere('harmless')],
  ['percent', everywhere('%(x)s 100%')],
  ...ORM_FINDINGS.map((p, i): [string, Payloads] => [`finding ${i + 1}`, p]),
  ...fc
    .sample(payloads(enginePayload(target === 'mysql')), { numRuns: RUNS, seed: 40 })
    .map((p, i): [string, Payloads] => [`sample ${i + 1}`, p]),
];

type Orm = 'drizzle' | 'typeorm' | PythonOrm;

/** The engines each ORM is proven on (ormFixtures.test.ts). */
const TARGETS: Record<Orm, readonly EngineDialect[]> = {
  drizzle: ENGINE_DIALECTS,
  typeorm: ENGINE_DIALECTS,
  sqlalchemy: PYTHON_TARGETS,
  django: PYTHON_TARGETS,
};

/** The tables an ORM keeps for itself beside the design's. */
const BOOKKEEPING: Record<Orm, string[]> = {
  drizzle: [],
  typeorm: [],
  sqlalchemy: [],
  django: ['django_migrations'],
};

const python = pythonProblem();
if (python && process.env.CI === 'true') throw new Error(`${python}; CI needs them`);
const PYTHON_ORMS: PythonOrm[] = python ? [] : ['sqlalchemy', 'django'];
const ORMS: Orm[] = ['drizzle', 'typeorm', ...PYTHON_ORMS];

/** Whether a module's notes hold a note that starts and ends so, as the notes write it. */
const noted = (notes: string[], start: string, end = '') =>
  notes.some((n) => n.startsWith(commentText(start)) && n.endsWith(commentText(end)));

/** Each ORM's writer, whose code's notes say what it cannot name. */
const WRITERS: Record<Orm, (model: DiagramModel, dialect: SqlDialect) => string> = {
  drizzle: generateDrizzle,
  typeorm: generateTypeorm,
  sqlalchemy: generateSqlalchemy,
  django: generateDjango,
};

/**
 * Where an ORM's tools put a table of the design, as its code's notes say: as it is, without the
 * columns it cannot name, in the default schema, or nowhere (null); `unquoted` where they write a
 * name of it unquoted, which may fail their SQL.
 */
type Place = (t: EngineTable, notes: string[]) => { table: EngineTable | null; unquoted: boolean };

/** Each ORM's placing of a table, from its notes. */
const PLACES: Record<Orm, Place> = {
  // Drizzle leaves out (noted) a schema, table or column whose name its tools cannot carry.
  drizzle: (t, notes) => {
    if (
      noted(notes, `${t.name}: left out`) ||
      (t.schema !== undefined && noted(notes, `schema ${t.schema}: left out`))
    )
      return { table: null, unquoted: false };
    const columns = t.columns.filter((c) => !noted(notes, `${t.name}.${c}: left out`));
    return { table: { ...t, columns }, unquoted: false };
  },
  sqlalchemy: (t) => ({ table: t, unquoted: false }),
  typeorm: (t, notes) => {
    const unquoted = "TypeORM's SQL does not quote a name with ";
    if (noted(notes, `${t.name}: ${unquoted}`, ' or . in it'))
      return { table: null, unquoted: true };
    const columns = t.columns.filter((c) => !noted(notes, `${t.name}.${c}: ${unquoted}`));
    return { table: { ...t, columns }, unquoted: columns.length < t.columns.length };
  },
  // Django leaves an unmanaged model's table alone: it refuses nothing for it.
  django: (t, notes) => {
    const unmanaged = [
      'Django reads the % in its names as a query parameter;',
      'Django 3.2 writes names between double quotes without doubling the " in them;',
    ];
    if (unmanaged.some((why) => noted(notes, `${t.name}: ${why}`)))
      return { table: null, unquoted: false };
    const { schema, ...unqualified } = t;
    const noSchemas = (s: string) =>
      `${t.name}: its schema ${s} is left out: Django 3.2 has no schemas`;
    const moved = schema !== undefined && noted(notes, noSchemas(schema));
    return { table: moved ? unqualified : t, unquoted: false };
  },
};

/**
 * The names an ORM's tools give a case's diagram: the design's (engineNames), placed as the
 * code's notes say; whether the code writes a name unquoted (see Place).
 */
function ormNames(orm: Orm, c: OrmCase): { names: EngineNames; unquoted: boolean } {
  const design = engineNames(c.model, c.target);
  const notes = notesOf(WRITERS[orm](c.model, c.target), orm);
  const places = design.tables.map((t) => PLACES[orm](t, notes));
  return {
    names: { ...design, tables: places.flatMap((p) => p.table ?? []) },
    unquoted: places.some((p) => p.unquoted),
  };
}

/** The catalog items differences reads, without those of an ORM's own tables. */
function withoutBookkeeping(catalog: Catalog, orm: Orm): Catalog {
  const designed = (items: CatalogItem[]) =>
    items.filter((item) => !BOOKKEEPING[orm].includes(item.name));
  return {
    ...catalog,
    tables: designed(catalog.tables),
    columns: designed(catalog.columns),
    types: designed(catalog.types),
    views: designed(catalog.views),
    routines: designed(catalog.routines),
  };
}

/** What an ORM made of a case that differs from its names, and the refusals its notes excuse. */
interface Outcome {
  found: string[];
  excused: string[];
}

/**
 * What an ORM made of a payload diagram, against its names: what is missing or stray, and what
 * its tools refused, unless the code notes a name they write unquoted (which they may refuse).
 */
function outcome(orm: Orm, c: OrmCase, made: Made): Outcome {
  const { names, unquoted } = ormNames(orm, c);
  const refused = made.refused.map((r) => `refused ${r}`);
  return {
    found: [
      ...(unquoted ? [] : refused),
      ...differences(withoutBookkeeping(made.catalog ?? emptyCatalog(), orm), names),
    ],
    excused: unquoted ? refused : [],
  };
}

/** A payload diagram as a case of the ORM proofs (orm/cases.ts), with its payloads. */
interface PayloadCase extends OrmCase {
  payloads: Payloads;
}

/**
 * A payload diagram as a case of the ORM proofs, which read its model and target: it comes from
 * no fixture file, so its fixture names none.
 */
const payloadCase = (label: string, target: EngineDialect, p: Payloads): PayloadCase => ({
  label: `${label} as ${target}`,
  target,
  model: payloadModel(p),
  payloads: p,
  fixture: {
    schema: label,
    dialect: target,
    dir: '',
    info: {
      file: '',
      table_count: 0,
      qualified_tables: [],
      foreign_key_count: 0,
      foreign_keys: [],
      views: [],
    },
  },
});

describe("names in ORM code, created by the ORM's own tools", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relata-orm-quoting-'));
  const outcomes = new Map<string, Outcome>();
  const casesOn = (target: EngineDialect) =>
    payloadsOn(target).map(([label, p]) => payloadCase(label, target, p));
  const keyOf = (orm: Orm, c: OrmCase) => `${orm}: ${c.label}`;

  beforeAll(async () => {
    const { missing } = await workerEngines();
    const started = performance.now();
    const timed = (what: string) => {
      if (process.env.RELATA_ORM_REPORT)
        console.log(`${what}: ${Math.round(performance.now() - started)} ms`);
    };
    // The engines are separate servers: side by side, one case at a time on each; each Python ORM
    // in a process of its own beside them for all cases of an engine.
    const node = ENGINE_DIALECTS.filter((t) => !missing[t]).map(async (target) => {
      for (const c of casesOn(target)) {
        // loadScript's lexer may refuse drizzle-kit's SQL outright: a refusal of the case too.
        const drizzle = await drizzleMade(c).catch((error: unknown) => ({
          catalog: null,
          refused: [`drizzle-kit's SQL: ${errorMessage(error)}`],
        }));
        outcomes.set(keyOf('drizzle', c), outcome('drizzle', c, drizzle));
        const { made } = await typeormMade(c, null);
        outcomes.set(keyOf('typeorm', c), outcome('typeorm', c, made));
      }
      timed(`Drizzle and TypeORM on ${target}`);
    });
    const pythons = PYTHON_TARGETS.filter((t) => !missing[t]).flatMap((target) => {
      const mine = casesOn(target);
      return PYTHON_ORMS.map(async (orm) => {
        const made = await pythonMade(orm, target, mine, dir);
        mine.forEach((c, i) =>
          outcomes.set(
            keyOf(orm, c),
            outcome(orm, c, made[i] ?? { catalog: null, refused: ['not run'] }),
          ),
        );
        timed(`${orm} on ${target}`);
      });
    });
    await Promise.all([...node, ...pythons]);
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const orm of ORMS)
    for (const target of TARGETS[orm])
      for (const c of casesOn(target)) {
        const key = keyOf(orm, c);
        it(`${key}: only the diagram's tables and columns`, async (ctx) => {
          const missing = (await workerEngines()).missing[target];
          if (missing) return ctx.skip(missing);
          const o = outcomes.get(key);
          if (process.env.RELATA_ORM_REPORT)
            console.log(`${key} ${JSON.stringify(c.payloads.table)}`, o);
          expect(o?.found, `${key}, with ${JSON.stringify(c.payloads)}`).toEqual([]);
        });
      }
});
