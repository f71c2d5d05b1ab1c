// Issue 40: every shared fixture schema, written by each ORM writer for each engine the ORM
// supports, turned into a database by the ORM's own tools (test/orm/: drizzle-kit, TypeORM's
// synchronize, SQLAlchemy's create_all, Django's migrate), and compared with the
// database Relata's own DDL of the same model makes: the same catalog items, except what the ORM
// cannot express (each ORM's reading says what, and the generated code notes it). Where a case
// does not reach every item yet, its figure is pinned in orm/figures.json (orm/figures.ts): the test fails when it
// changes, either way (RELATA_ORM_FIGURES=write pins the run's figures; RELATA_ORM_REPORT=1 prints
// each case's figure and differences).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Reading } from './fidelity/catalog';
import { workerEngines } from './harness/databases';
import { ENGINE_DIALECTS, type EngineDialect } from './harness/readCatalog';
import { ormCases, outcome, relataLoad, type Made, type OrmCase, type Outcome } from './orm/cases';
import { drizzleMade, drizzleReading } from './orm/drizzle';
import { typeormMade } from './orm/typeorm';
import {
  PYTHON_TARGETS,
  pythonMade,
  pythonProblem,
  pythonReading,
  type PythonOrm,
  type PythonTarget,
} from './orm/python';
import { pinnedFigures } from './orm/figures';
import { fixturesPresent } from './scripts';

const FIGURES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'orm/figures.json');

const figures = pinnedFigures(FIGURES_FILE);

const python = pythonProblem();
if (python && process.env.CI === 'true') throw new Error(`${python}; CI needs them`);
const PYTHON_ORMS: PythonOrm[] = python ? [] : ['django', 'sqlalchemy'];

const isPythonTarget = (t: EngineDialect): t is PythonTarget =>
  (PYTHON_TARGETS as readonly string[]).includes(t);

describe.skipIf(!fixturesPresent)("ORM code of every fixture, made by the ORM's own tools", () => {
  const cases = ormCases(ENGINE_DIALECTS);
  const outcomes = new Map<string, Outcome>();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relata-orm-'));
  const keep = async (orm: string, c: OrmCase, made: Made, reading: Reading) =>
    outcomes.set(`${orm}: ${c.label}`, await outcome(c, made, reading));

  beforeAll(async () => {
    const { missing } = await workerEngines();
    const here = cases.filter((c) => !missing[c.target]);
    // The engines are separate servers: one case at a time on each, side by side; the Python ORMs
    // in their own processes beside them, one after the other.
    const node = ENGINE_DIALECTS.map(async (target) => {
      for (const c of here.filter((h) => h.target === target)) {
        const relata = await relataLoad(c);
        await keep('drizzle', c, await drizzleMade(c), drizzleReading(c));
        const typeorm = await typeormMade(c, relata.catalog);
        await keep('typeorm', c, typeorm.made, typeorm.reading);
      }
    });
    // Per engine, Django (the slower: a migration per case) then SQLAlchemy.
    const pythons = PYTHON_TARGETS.map(async (target) => {
      const mine = here.filter((c) => c.target === target);
      for (const orm of PYTHON_ORMS) {
        const made = await pythonMade(orm, target, mine, dir);
        for (const [i, c] of mine.entries())
          await keep(
            orm,
            c,
            made[i] ?? { catalog: null, refused: ['not run'] },
            pythonReading(orm, { ...c, target }),
          );
      }
    });
    const started = performance.now();
    const timed = (p: Promise<void>, what: string) =>
      p.then(() => {
        if (process.env.RELATA_ORM_REPORT)
          console.log(`${what}: ${Math.round(performance.now() - started)} ms`);
      });
    await Promise.all([
      ...node.map((p, i) => timed(p, `Relata, Drizzle and TypeORM on ${ENGINE_DIALECTS[i]}`)),
      ...pythons.map((p, i) => timed(p, `Django and SQLAlchemy on ${PYTHON_TARGETS[i]}`)),
    ]);
  }, 900_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    figures.write(outcomes);
  });

  const rows = [
    ...cases.map((c) => `drizzle: ${c.label}`),
    ...cases.map((c) => `typeorm: ${c.label}`),
    ...PYTHON_ORMS.flatMap((orm) =>
      cases.filter((c) => isPythonTarget(c.target)).map((c) => `${orm}: ${c.label}`),
    ),
  ];
  it.each(rows)("%s: the same catalog items as Relata's DDL", async (key) => {
    const target = key.slice(key.lastIndexOf(' as ') + 4) as EngineDialect;
    if ((await workerEngines()).missing[target]) return;
    figures.check(key, outcomes.get(key));
  });
});
