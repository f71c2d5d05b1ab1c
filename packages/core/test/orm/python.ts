/**
 * The SQLAlchemy and Django proofs (issue 40): Debian's /usr/bin/python3 with python3-sqlalchemy,
 * python3-django and python3-psycopg2 creates each case's schema from the generated code, as its
 * users do (SQLAlchemy's `metadata.create_all`, Django's `makemigrations` + `migrate`): one Python
 * process per ORM and engine for all cases (create_sqlalchemy.py, create_django.py), each case in a
 * database of its own (a file for SQLite). Each database's catalog is read with the harness.
 *
 * Left out of the comparison (the ORMs cannot express them; the generated code notes each):
 * - both: views and their indexes, routines (functions, triggers, sequences of their own),
 *   collations, MySQL's table options, partitions;
 * - Django: defaults (3.2 has no db_default), comments, referential actions and deferrability
 *   (Django acts in Python: its foreign keys are NO ACTION and DEFERRABLE INITIALLY DEFERRED),
 *   and Django's own table (django_migrations).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DiagramModel } from '../../src/schema';
import { generateDjango, isDjangoManaged } from '../../src/schema/orm/django';
import { notesOf } from '../../src/schema/generate/script';
import { generateSqlalchemy } from '../../src/schema/orm/sqlalchemy';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import { openSqliteBytes, type Engine } from '../engines';
import {
  itemKey,
  type Catalog,
  type CatalogItem,
  type Category,
  type Reading,
} from '../fidelity/catalog';
import { workerEngines } from '../harness/databases';
import { readCatalog } from '../harness/readCatalog';
import {
  caseSchema,
  sqliteUniqueKeysAsIndexes,
  uniquesAsIndexes,
  virtualTables,
  withoutDomains,
  withoutViewIndexes,
  type Made,
  type OrmCase,
} from './cases';

const PYTHON = '/usr/bin/python3';
const HERE = path.dirname(fileURLToPath(import.meta.url));

export type PythonOrm = 'sqlalchemy' | 'django';
/** The engines both ORMs are proven on (issue 40). */
export const PYTHON_TARGETS = ['sqlite', 'postgresql'] as const;
export type PythonTarget = (typeof PYTHON_TARGETS)[number];

/** Categories no ORM here expresses. */
const NEVER: Category[] = ['views', 'routines', 'collations', 'tableOptions', 'partitions'];
/** Categories Django 3.2 does not express. */
const NOT_DJANGO: Category[] = ['defaults', 'comments'];

/** Why /usr/bin/python3 cannot run the proof, or null. */
export function pythonProblem(): string | null {
  const check = spawnSync(PYTHON, ['-c', 'import sqlalchemy, django, psycopg2'], {
    encoding: 'utf8',
  });
  if (check.error) return `${PYTHON} is missing (${check.error.message})`;
  if (check.status !== 0)
    return `${PYTHON} lacks python3-sqlalchemy, python3-django or python3-psycopg2 (${check.stderr.trim().split('\n').pop() ?? ''})`;
  return null;
}

/**
 * The reading of one ORM for one case: exact, without what it cannot express. Both: PostgreSQL's
 * domains (a column takes the domain's base type). Django: the tables it does not manage (keys of
 * other than one column: Relata's DDL creates them) and its keys to them (db_constraint=False),
 * schemas (3.2 has none), column order (its migrations add relation fields after the others),
 * primary key names (it names them itself), the indexes its code notes as beyond Django 3.2
 * (unique or operator-class indexes of expressions, unique GIN/GiST…) and the indexes, keys and
 * checks it notes as left out for a name Django cannot carry (`"`), the numbering of a column
 * other than a sole key that is no foreign key (Django's AutoField is one), identity (its AutoField is a serial), NULL in a key
 * column (SQLite's, which Django's keys never take) and whether a unique key is a constraint or an
 * index (see uniquesAsIndexes; on SQLite, where Django makes each unique key a named index,
 * without names either: see sqliteUniqueKeysAsIndexes).
 */
export function pythonReading(orm: PythonOrm, c: OrmCase & { target: PythonTarget }): Reading {
  const skipped = new Set<Category>([...NEVER, ...(orm === 'django' ? NOT_DJANGO : [])]);
  if (orm === 'django') skipped.add('columnOrder');
  const tables = orm === 'django' ? caseSchema(c).tables : [];
  const unmanaged = new Set(tables.filter((t) => !isDjangoManaged(t)).map((t) => t.name));
  const keyColumns = new Set(tables.flatMap((t) => t.primaryKey.map((k) => `${t.name}.${k}`)));
  const virtual = virtualTables(c);
  const uniqueKeys =
    orm === 'django' && c.target === 'sqlite' ? sqliteUniqueKeysAsIndexes(c) : null;
  // Django 3.2's index limits (no unique index of expressions, no operator class on one, a name
  // holding ", …): the indexes and keys (read as indexes) the code notes as left out for one of
  // them, by table and name; the checks it leaves out for their names.
  const notes = orm === 'django' ? notesOf(generateDjango(c.model, c.target), 'django') : [];
  const leftOut = (what: string) =>
    new Set(
      notes.flatMap((n) => {
        const m = new RegExp(
          `^(.+?): ${what} (.+) is left out: (Django 3\\.2 |Django has no )`,
        ).exec(n);
        return m ? [`${m[1]}\u0000${m[2]}`] : [];
      }),
    );
  const leftIndexes = leftOut('(?:index|unique key)');
  const leftChecks = leftOut('check');
  // PostgreSQL: a unique index a foreign key needs, which Django makes its field's unique=True
  // (the code notes each, with the name PostgreSQL gives that key): read by the index's name.
  const keyIndexNames = new Map(
    notes.flatMap((n) => {
      const m =
        /^(.+?): unique index (.+) is .+'s unique=True, which PostgreSQL names (.+?): /.exec(n);
      return m ? [[`${m[1]}\u0000${m[3]}`, m[2] ?? '']] : [];
    }),
  );
  const indexNamed = (catalog: Catalog): Catalog => ({
    ...catalog,
    uniques: catalog.uniques.map((u) => ({
      ...u,
      value: keyIndexNames.get(`${u.name}\u0000${u.value}`) ?? u.value,
    })),
  });
  // Django numbers a key of one integer column that is no foreign key (its AutoField): another
  // column's numbering (a serial or identity) it cannot express (the code notes its default).
  const numbered = new Set(
    tables.flatMap((t) =>
      t.primaryKey.length === 1 &&
      !t.foreignKeys.some((fk) => fk.columns.includes(t.primaryKey[0] ?? ''))
        ? [`${t.name}.${t.primaryKey[0] ?? ''}`]
        : [],
    ),
  );
  const leftIndex = (item: CatalogItem) =>
    leftIndexes.has(`${item.name}\u0000${/^\S+/.exec(item.value)?.[0] ?? ''}`);
  const toUnmanaged = (item: CatalogItem) =>
    [...unmanaged].some((t) => item.sub?.includes(`> ${t}(`));
  const skip = (category: Category, item: CatalogItem) =>
    skipped.has(category) ||
    (orm === 'django' && (item.name === 'django_migrations' || unmanaged.has(item.name))) ||
    (orm === 'django' && category === 'foreignKeys' && toUnmanaged(item)) ||
    (orm === 'django' && category === 'indexes' && leftIndex(item)) ||
    (orm === 'django' &&
      category === 'checks' &&
      leftChecks.has(`${item.name}\u0000${item.value}`)) ||
    (orm === 'django' && category === 'identity' && !numbered.has(`${item.name}.${item.sub}`)) ||
    (orm === 'django' &&
      category === 'nullability' &&
      keyColumns.has(`${item.name}.${item.sub}`)) ||
    item.name.startsWith('sqlite_') ||
    virtual(item.name);
  return {
    key: (category, item) => (orm === 'django' ? djangoKey(category, item) : itemKey(item)),
    value: (category, item) => {
      // Django names its foreign keys itself and acts in Python: only the key is compared.
      if (orm === 'django' && category === 'foreignKeys') return '';
      if (orm === 'django' && category === 'primaryKeys')
        return /\(.*\)/.exec(item.value)?.[0] ?? item.value;
      // Django names every check itself.
      if (orm === 'django' && category === 'checks') return '';
      // Django 3.2's AutoField is a serial: an identity column is one (the code notes it).
      if (orm === 'django' && category === 'identity' && /^(ALWAYS|BY DEFAULT)\b/.test(item.value))
        return 'SERIAL';
      // SQLite keeps an index's WHERE as written: SQLAlchemy writes a text() one in parentheses.
      // Only parentheses that enclose the whole condition: `(a) AND (b)` keeps its own.
      if (c.target === 'sqlite' && category === 'indexes')
        return item.value.replace(/ WHERE (\(.*\))$/s, (all, where: string) =>
          enclosed(where) ? ` WHERE ${where.slice(1, -1)}` : all,
        );
      // SQLite keeps a declared type as written: its case and spacing mean nothing.
      if (c.target === 'sqlite' && category === 'columns')
        return item.value.toLowerCase().replace(/\s+/g, '');
      return item.value;
    },
    skip,
    catalog: (catalog) => {
      const read = withoutViewIndexes(
        c.target === 'postgresql' ? withoutDomains(catalog) : catalog,
      );
      if (orm !== 'django') return read;
      return uniqueKeys
        ? uniqueKeys(read)
        : uniquesAsIndexes(indexNamed(read), c.target, () => true);
    },
  };
}

/**
 * An item's key as Django can make it: without schemas (its tables are the search path's, and so
 * are the tables its keys reference), and a check by its expression, whether written on its column
 * or on its table (Django writes every check on the table, in parentheses).
 */
function djangoKey(category: Category, item: CatalogItem): string {
  let sub = item.sub?.replace(/> (?:"(?:[^"]|"")+"|[\w$]+)\./, '> ');
  if (category === 'checks' && sub && enclosed(sub)) sub = sub.slice(1, -1);
  return [item.name, sub].filter((p) => p != null).join('.');
}

/** Whether one pair of parentheses encloses the whole text (`(a)`, not `(a) AND (b)`). */
function enclosed(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    if (depth === 0) return false;
  }
  return true;
}

/** The generator of each ORM. */
const GENERATE: Record<PythonOrm, (model: DiagramModel, dialect: SqlDialect) => string> = {
  sqlalchemy: generateSqlalchemy,
  django: generateDjango,
};

/** Runs a Python script with `input` on its stdin. */
function python(
  script: string,
  input: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [script]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

/**
 * One ORM's code of every case for one engine, created by the ORM in one Python process, each case
 * in its own database under `dir`; each database read, then dropped.
 */
export async function pythonMade(
  orm: PythonOrm,
  target: PythonTarget,
  cases: OrmCase[],
  dir: string,
): Promise<Made[]> {
  // PostgreSQL: a database of the worker's (ScratchDatabases) for each case, taken empty here and
  // connected to only when read (a client per case would be too many), then given back.
  const scratch = target === 'postgresql' ? (await workerEngines()).scratch : null;
  if (target === 'postgresql' && !scratch) throw new Error('PostgreSQL is not reachable');
  const names: string[] = [];
  const unread = new Set<string>();
  try {
    const jobs = [];
    for (const [n, c] of cases.entries()) {
      const file = path.join(dir, `${orm}_${target}_${n}.py`);
      writeFileSync(file, GENERATE[orm](c.model, target));
      const database = scratch ? await scratch.take() : path.join(dir, `${orm}_${target}_${n}.db`);
      names.push(database);
      if (scratch) unread.add(database);
      jobs.push({ module: file, app: `fixture_${n}`, database, dialect: target });
    }
    const run = await python(path.join(HERE, `create_${orm}.py`), JSON.stringify(jobs));
    if (run.status !== 0) throw new Error(`${orm} on ${target}: ${run.stderr}`);
    const results = JSON.parse(run.stdout) as { error: string | null }[];
    const made: Made[] = [];
    for (const [n, result] of results.entries()) {
      const name = names[n] ?? '';
      let engine: Engine | null = null;
      try {
        if (result.error) {
          made.push({ catalog: null, refused: [result.error] });
          continue;
        }
        engine = scratch ? await scratch.connect(name) : await openSqliteBytes(readFileSync(name));
        unread.delete(name);
        made.push({ catalog: await readCatalog(engine), refused: [] });
      } catch (error) {
        made.push({
          catalog: null,
          refused: [error instanceof Error ? error.message : String(error)],
        });
      } finally {
        await engine?.close();
      }
    }
    return made;
  } finally {
    // The databases not read (a case the ORM refused, or the run failing) are given back too.
    for (const name of unread) await (await scratch?.connect(name))?.close();
  }
}
