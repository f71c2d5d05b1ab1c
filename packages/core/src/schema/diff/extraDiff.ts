import { isDialect } from '../generate/adapt';
import { extraPlace, writeExtra, type ExtraPlace } from '../generate/objects';
import type { SqlWriter } from '../generate/sqlWriter';
import { nameKey, type PhysicalExtra, type PhysicalSchema } from '../physical';
import type { SqlDialect } from '../sql/dialects';
import type { Phase, PhasedStatements } from './phases';
import { routineArguments, triggerTable } from '../sql/routineText';

/**
 * Kinds of kept statements (routines, triggers, sequences, ...) a migration creates, replaces and
 * drops, with the DROP each dialect takes for them. Other kept statements (grants, rules,
 * comments, policies) are not migrated.
 */
const DROPPED: Record<string, SqlDialect[]> = {
  function: ['postgresql', 'mysql', 'mssql'],
  procedure: ['postgresql', 'mysql', 'mssql'],
  aggregate: ['postgresql'],
  trigger: ['postgresql', 'mysql', 'sqlite', 'mssql'],
  sequence: ['postgresql', 'mysql', 'mssql'],
  extension: ['postgresql'],
  event: ['mysql'],
};

/** Kinds whose DROP names the routine's arguments in PostgreSQL (overloads share a name). */
const WITH_ARGUMENTS = /^(function|procedure|aggregate)$/i;

/** A kept object's name in the dialect, each part of `schema.name` quoted. */
function objectRef(w: SqlWriter, name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? w.ref(name.slice(dot + 1), name.slice(0, dot)) : w.q(name);
}

/** The statement that drops a kept object in the writer's dialect, or null where it has none. */
export function dropExtra(w: SqlWriter, extra: PhysicalExtra): string | null {
  const kind = extra.kind.toLowerCase();
  if (!extra.name || !DROPPED[kind]?.includes(w.dialect)) return null;
  const name = objectRef(w, extra.name);
  const word = kind.toUpperCase();
  if (kind === 'trigger' && w.dialect === 'postgresql') {
    const table = triggerTable(extra.sql);
    return table
      ? `DROP TRIGGER IF EXISTS ${w.q(extra.name.replace(/^.*\./, ''))} ON ${w.ref(table.name, table.schema)};`
      : null;
  }
  if (w.dialect === 'postgresql' && WITH_ARGUMENTS.test(kind)) {
    const args = routineArguments(extra.sql);
    return args === null ? null : `DROP ${word} IF EXISTS ${name}(${args});`;
  }
  return `DROP ${word} IF EXISTS ${name};`;
}

/** Where a kept statement's CREATE goes in a migration: extensions before the types they give. */
export type ExtraStep = ExtraPlace | 'foundations';
const CREATE_PHASE: Record<ExtraStep, Phase> = {
  foundations: 'types',
  beforeTables: 'types',
  beforeViews: 'createViews',
  last: 'createViews',
};
const FOUNDATIONS = /^extension$/i;

/**
 * The phase a kept object's DROP goes in. Triggers go first. What tables, types and triggers may
 * use goes last when it is removed, and before its new version is created when it changes.
 */
const dropPhase = (extra: PhysicalExtra, changed: boolean): Phase =>
  /^trigger$/i.test(extra.kind) ? 'dropViews' : changed ? 'dropConstraints' : 'dropTypes';

/** Kept objects a migration handles, by kind and name. */
function migrated(schema: PhysicalSchema, dialect: SqlDialect): Map<string, PhysicalExtra[]> {
  const out = new Map<string, PhysicalExtra[]>();
  for (const e of schema.extras ?? []) {
    if (!e.name || !isDialect(e.dialect, dialect) || !DROPPED[e.kind.toLowerCase()]) continue;
    if (!/^\s*create\b/i.test(e.sql)) continue;
    const key = `${e.kind.toLowerCase()} ${nameKey(e.name)}`;
    out.set(key, [...(out.get(key) ?? []), e]);
  }
  return out;
}

/** A routine's text before its body, without CREATE [OR REPLACE], in one spelling. */
const routineHead = (e: PhysicalExtra): string =>
  (e.sql.replace(/^\s*create\s+(or\s+replace\s+)?/i, '').split(/\bAS\b|\$\w*\$/i)[0] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A PostgreSQL routine whose head stays the same: CREATE OR REPLACE keeps what depends on it. */
function replaceable(was: PhysicalExtra[], now: PhysicalExtra[], dialect: SqlDialect): boolean {
  const [x] = was;
  const [y] = now;
  return (
    dialect === 'postgresql' &&
    was.length === 1 &&
    now.length === 1 &&
    !!x &&
    !!y &&
    /^(function|procedure)$/i.test(y.kind) &&
    routineHead(x) === routineHead(y)
  );
}

/** One kept object to create or drop, and whether it is there in both versions (changed). */
interface Step {
  extra: PhysicalExtra;
  changed: boolean;
}

/**
 * The changes of kept objects (routines, triggers, sequences, extensions, events) between two
 * schemas: each added one created, each removed one dropped, each changed one dropped and created
 * again (a PostgreSQL function or procedure whose head is the same is replaced in place, so the
 * triggers that call it stay). `skip` tells the ones another step handles (triggers of rebuilt
 * tables). `drops` go in before the types change; `creates(step)` where that step's statements go.
 */
export function diffExtras(
  w: SqlWriter,
  before: PhysicalSchema,
  after: PhysicalSchema,
  skip: (extra: PhysicalExtra) => boolean,
): { drops(out: PhasedStatements): void; creates(step: ExtraStep, out: PhasedStatements): void } {
  const a = migrated(before, w.dialect);
  const b = migrated(after, w.dialect);
  const tableNames = new Set(after.tables.map((t) => t.name.toLowerCase()));
  const dropped: Step[] = [];
  const created: Step[] = [];
  const same = (x: PhysicalExtra[], y: PhysicalExtra[]) =>
    x.length === y.length && x.every((e, i) => e.sql.trim() === y[i]?.sql.trim());
  const steps = (list: PhysicalExtra[], changed: boolean) =>
    list.filter((e) => !skip(e)).map((extra) => ({ extra, changed }));
  for (const [key, was] of a) {
    const now = b.get(key) ?? [];
    if (same(was, now)) continue;
    if (replaceable(was, now, w.dialect))
      created.push(
        ...steps(now, false).map(({ extra }) => ({
          extra: {
            ...extra,
            sql: extra.sql.replace(/^\s*create\s+(?!or\s+replace\b)/i, 'CREATE OR REPLACE '),
          },
          changed: true,
        })),
      );
    else {
      dropped.push(...steps(was, now.length > 0));
      created.push(...steps(now, true));
    }
  }
  for (const [key, now] of b) if (!a.has(key)) created.push(...steps(now, false));
  const stepOf = (e: PhysicalExtra): ExtraStep =>
    FOUNDATIONS.test(e.kind) ? 'foundations' : extraPlace(e, w.dialect, tableNames);
  return {
    drops(out) {
      // In reverse of the order they were created in: triggers before the routines they call.
      for (const { extra, changed } of [...dropped].reverse()) {
        const sql = dropExtra(w, extra);
        if (!sql) continue;
        // A sequence created again starts over.
        const lost = /^sequence$/i.test(extra.kind)
          ? `drops sequence ${extra.name ?? ''} and the value it had reached`
          : undefined;
        out.add(dropPhase(extra, changed), sql, lost);
      }
    },
    creates(step, out) {
      for (const { extra } of created)
        if (stepOf(extra) === step) out.add(CREATE_PHASE[step], writeExtra(extra, w) ?? '');
    },
  };
}
