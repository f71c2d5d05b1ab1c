/**
 * Reading a PostgreSQL catalog dump (issue 38): its shape, checked with zod, and the dump written
 * back as the script pg_dump would write for the schema (types, sequences, functions, tables,
 * keys, indexes, views in dependency order, triggers, comments), which the importer then reads.
 * Names go through quoting.ts; definitions are the engine's own text.
 */
import { z } from 'zod';
import { quoteIdentifier, sqlString } from '../quoting';
import { storedPostgresCheck } from '../sql/expressions';
import { checkedDump } from './dumpShape';
import { POSTGRESQL_QUERY } from './postgresqlQuery';
import { unsafeText, type DumpTexts } from './dumpTexts';
import type { CatalogDump, LiveReader } from './reader';

const text = z.string();
const maybe = z.string().nullable();
const definitions = z.array(z.object({ definition: text }));

const POSTGRESQL_DUMP = z.object({
  schemas: z.array(z.object({ name: text })),
  extensions: z.array(z.object({ name: text, schema: text })),
  types: z.array(
    z.object({
      schema: text,
      name: text,
      kind: z.enum(['e', 'd', 'c', 'r']),
      labels: z.array(text).nullable(),
      base: maybe,
      not_null: z.boolean(),
      default_value: maybe,
      checks: z.array(z.object({ name: text, definition: text })).nullable(),
      attributes: z.array(z.object({ name: text, type: text })).nullable(),
      subtype: maybe,
      comment: maybe,
    }),
  ),
  sequences: z.array(
    z.object({
      schema: text,
      name: text,
      type: text,
      start: text,
      increment: text,
      min: text,
      max: text,
      cache: text,
      cycle: z.boolean(),
      owned_by: z.object({ schema: text, table: text, column: text }).nullable(),
    }),
  ),
  functions: z.array(z.object({ schema: text, name: text, definition: text })),
  aggregates: z.array(
    z.object({
      schema: text,
      name: text,
      arguments: text,
      sfunc: text,
      stype: text,
      finalfunc: maybe,
      combinefunc: maybe,
      initcond: maybe,
    }),
  ),
  tables: z.array(
    z.object({
      schema: text,
      name: text,
      persistence: text,
      comment: maybe,
      partition_key: maybe,
      partition_bound: maybe,
      parents: z.array(z.object({ schema: text, name: text })),
      columns: z.array(
        z.object({
          name: text,
          type: text,
          not_null: z.boolean(),
          default_value: maybe,
          identity: maybe,
          generated: maybe,
          collation: maybe,
          collation_schema: maybe,
          comment: maybe,
          local: z.boolean(),
          // Absent from dumps taken before identity options were read (2026-12-04).
          identity_start: z
            .string()
            .regex(/^-?\d+$/)
            .nullish(),
          identity_increment: z
            .string()
            .regex(/^-?\d+$/)
            .nullish(),
        }),
      ),
      constraints: z.array(z.object({ name: text, type: text, definition: text })),
    }),
  ),
  indexes: z.array(
    z.object({ schema: text, table_name: text, table_kind: text, name: text, definition: text }),
  ),
  views: z.array(
    z.object({
      id: z.number(),
      schema: text,
      name: text,
      kind: z.enum(['v', 'm']),
      definition: text,
      comment: maybe,
      depends_on: z.array(z.number()),
    }),
  ),
  triggers: definitions,
  rules: definitions,
});

/** A PostgreSQL dump's parts, as checked. */
type PostgresqlParts = z.infer<typeof POSTGRESQL_DUMP>;
type Table = PostgresqlParts['tables'][number];
type Column = Table['columns'][number];
type View = PostgresqlParts['views'][number];

const name = (n: string): string => quoteIdentifier(n, 'postgresql');
/** A schema-qualified name, the default schema left out as the importer reads it. */
const qualified = (schema: string, n: string): string =>
  schema === 'public' ? name(n) : `${name(schema)}.${name(n)}`;
const literal = (t: string): string => sqlString(t, 'postgresql');

/** COMMENT ON, when there is a comment. */
const commentOn = (what: string, target: string, comment: string | null): string[] =>
  comment === null ? [] : [`COMMENT ON ${what} ${target} IS ${literal(comment)};`];

/** An engine-printed definition as one statement (pg_get_viewdef and others end with `;`). */
const statement = (definition: string): string => `${definition.trim().replace(/;$/, '')};`;

/** CREATE TYPE or CREATE DOMAIN for one user type. */
function typeStatement(t: PostgresqlParts['types'][number]): string[] {
  const target = qualified(t.schema, t.name);
  if (t.kind === 'e')
    return [`CREATE TYPE ${target} AS ENUM (${(t.labels ?? []).map(literal).join(', ')});`];
  if (t.kind === 'r') return [`CREATE TYPE ${target} AS RANGE (subtype = ${t.subtype ?? ''});`];
  if (t.kind === 'c') {
    const attributes = (t.attributes ?? []).map((a) => `${name(a.name)} ${a.type}`);
    return [`CREATE TYPE ${target} AS (${attributes.join(', ')});`];
  }
  const parts = [`CREATE DOMAIN ${target} AS ${t.base ?? ''}`];
  if (t.default_value !== null) parts.push(`DEFAULT ${t.default_value}`);
  if (t.not_null) parts.push('NOT NULL');
  for (const c of t.checks ?? [])
    parts.push(`CONSTRAINT ${name(c.name)} ${storedPostgresCheck(c.definition)}`);
  return [`${parts.join(' ')};`];
}

/** The bounds a sequence has without MINVALUE / MAXVALUE, by its type. */
const TYPE_MAX: Record<string, string> = {
  smallint: '32767',
  integer: '2147483647',
  bigint: '9223372036854775807',
};

/** CREATE SEQUENCE with the options that differ from the defaults, as pg_dump writes it. */
function sequenceStatement(s: PostgresqlParts['sequences'][number]): string {
  const max = TYPE_MAX[s.type] ?? TYPE_MAX.bigint!;
  const ascending = !s.increment.startsWith('-');
  const options = [
    s.type === 'bigint' ? '' : `AS ${s.type}`,
    `START WITH ${s.start}`,
    `INCREMENT BY ${s.increment}`,
    ascending && s.min === '1' ? 'NO MINVALUE' : `MINVALUE ${s.min}`,
    (ascending ? s.max === max : s.max === '-1') ? 'NO MAXVALUE' : `MAXVALUE ${s.max}`,
    `CACHE ${s.cache}`,
    s.cycle ? 'CYCLE' : '',
  ].filter(Boolean);
  return `CREATE SEQUENCE ${qualified(s.schema, s.name)} ${options.join(' ')};`;
}

/** CREATE AGGREGATE from its transition and final functions. */
function aggregateStatement(a: PostgresqlParts['aggregates'][number]): string {
  const options = [
    `SFUNC = ${a.sfunc}`,
    `STYPE = ${a.stype}`,
    ...(a.finalfunc === null ? [] : [`FINALFUNC = ${a.finalfunc}`]),
    ...(a.combinefunc === null ? [] : [`COMBINEFUNC = ${a.combinefunc}`]),
    ...(a.initcond === null ? [] : [`INITCOND = ${literal(a.initcond)}`]),
  ];
  return `CREATE AGGREGATE ${qualified(a.schema, a.name)}(${a.arguments}) (\n    ${options.join(',\n    ')}\n);`;
}

/** One column's definition inside CREATE TABLE. */
function columnDefinition(c: Column): string {
  const parts = [name(c.name), c.type];
  if (c.collation !== null)
    parts.push(
      `COLLATE ${c.collation_schema === null || c.collation_schema === 'pg_catalog' ? name(c.collation) : qualified(c.collation_schema, c.collation)}`,
    );
  if (c.identity !== null) {
    const options = [
      ...(c.identity_start && c.identity_start !== '1' ? [`START WITH ${c.identity_start}`] : []),
      ...(c.identity_increment && c.identity_increment !== '1'
        ? [`INCREMENT BY ${c.identity_increment}`]
        : []),
    ];
    parts.push(
      `GENERATED ${c.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY${options.length > 0 ? ` (${options.join(' ')})` : ''}`,
    );
  } else if (c.generated === 's' && c.default_value !== null)
    parts.push(`GENERATED ALWAYS AS (${c.default_value}) STORED`);
  else if (c.default_value !== null) parts.push(`DEFAULT ${c.default_value}`);
  if (c.not_null) parts.push('NOT NULL');
  return parts.join(' ');
}

/** CREATE TABLE: own columns and checks, then PARTITION OF / INHERITS / PARTITION BY. */
function tableStatement(t: Table): string {
  const target = qualified(t.schema, t.name);
  const checks = t.constraints
    .filter((k) => k.type === 'c')
    .map((k) => `CONSTRAINT ${name(k.name)} ${storedPostgresCheck(k.definition)}`);
  const unlogged = t.persistence === 'u' ? 'UNLOGGED ' : '';
  const [parent] = t.parents;
  if (t.partition_bound !== null && parent) {
    const body = checks.length > 0 ? ` (\n    ${checks.join(',\n    ')}\n)` : '';
    const key = t.partition_key === null ? '' : ` PARTITION BY ${t.partition_key}`;
    return `CREATE ${unlogged}TABLE ${target} PARTITION OF ${qualified(parent.schema, parent.name)}${body} ${t.partition_bound}${key};`;
  }
  const elements = [...t.columns.filter((c) => c.local).map(columnDefinition), ...checks];
  const inherits =
    t.parents.length > 0
      ? ` INHERITS (${t.parents.map((p) => qualified(p.schema, p.name)).join(', ')})`
      : '';
  const key = t.partition_key === null ? '' : ` PARTITION BY ${t.partition_key}`;
  return `CREATE ${unlogged}TABLE ${target} (\n    ${elements.join(',\n    ')}\n)${inherits}${key};`;
}

/** Keys, uniques, exclusions and foreign keys, as ALTER TABLE after every table exists. */
const constraintStatements = (t: Table, types: string[]): string[] =>
  t.constraints
    .filter((k) => types.includes(k.type))
    .map(
      (k) =>
        `ALTER TABLE ${qualified(t.schema, t.name)} ADD CONSTRAINT ${name(k.name)} ${k.definition};`,
    );

/** Table and column comments. */
const tableComments = (t: Table): string[] => [
  ...commentOn('TABLE', qualified(t.schema, t.name), t.comment),
  ...t.columns.flatMap((c) =>
    commentOn('COLUMN', `${qualified(t.schema, t.name)}.${name(c.name)}`, c.comment),
  ),
];

/** Views ordered so that each comes after the views it reads (creation order otherwise). */
function viewsInOrder(views: View[]): View[] {
  const byId = new Map(views.map((v) => [v.id, v]));
  const done = new Set<number>();
  const out: View[] = [];
  const visit = (v: View, path: Set<number>): void => {
    if (done.has(v.id) || path.has(v.id)) return;
    path.add(v.id);
    for (const id of v.depends_on) {
      const dependency = byId.get(id);
      if (dependency) visit(dependency, path);
    }
    done.add(v.id);
    out.push(v);
  };
  for (const v of views) visit(v, new Set());
  return out;
}

/** CREATE [MATERIALIZED] VIEW and its comment. */
function viewStatements(v: View): string[] {
  const target = qualified(v.schema, v.name);
  const kind = v.kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW';
  return [
    `CREATE ${kind} ${target} AS\n${statement(v.definition)}`,
    ...commentOn(kind, target, v.comment),
  ];
}

/** The dump as pg_dump would write the schema. */
function postgresqlScript(dump: CatalogDump): string {
  const d = dump as unknown as CatalogDump & PostgresqlParts; // checked by parse
  const statements = [
    ...d.extensions.map(
      (x) => `CREATE EXTENSION IF NOT EXISTS ${name(x.name)} WITH SCHEMA ${name(x.schema)};`,
    ),
    ...d.schemas.map((s) => `CREATE SCHEMA ${name(s.name)};`),
    ...d.types.flatMap((t) => [
      ...typeStatement(t),
      ...commentOn(t.kind === 'd' ? 'DOMAIN' : 'TYPE', qualified(t.schema, t.name), t.comment),
    ]),
    ...d.sequences.map(sequenceStatement),
    ...d.functions.map((f) => statement(f.definition)),
    ...d.aggregates.map(aggregateStatement),
    ...d.tables.map(tableStatement),
    ...d.sequences.flatMap((s) =>
      s.owned_by === null
        ? []
        : [
            `ALTER SEQUENCE ${qualified(s.schema, s.name)} OWNED BY ${qualified(s.owned_by.schema, s.owned_by.table)}.${name(s.owned_by.column)};`,
          ],
    ),
    ...d.tables.flatMap((t) => constraintStatements(t, ['p', 'u', 'x'])),
    ...d.tables.flatMap((t) => constraintStatements(t, ['f'])),
    ...d.tables.flatMap(tableComments),
    ...d.indexes.filter((i) => i.table_kind !== 'm').map((i) => statement(i.definition)),
    ...viewsInOrder(d.views).flatMap(viewStatements),
    // A materialized view's indexes come after it.
    ...d.indexes.filter((i) => i.table_kind === 'm').map((i) => statement(i.definition)),
    ...d.triggers.map((t) => statement(t.definition)),
    ...d.rules.map((r) => statement(r.definition)),
  ];
  return `${statements.join('\n\n')}\n`;
}

/** The dump's SQL texts, by what each must be (see dumpTexts.ts). */
const textsOf = (d: PostgresqlParts): DumpTexts => ({
  expressions: [
    ...d.types.flatMap((t) => [
      t.base,
      t.default_value,
      t.subtype,
      ...(t.checks ?? []).map((c) => c.definition),
      ...(t.attributes ?? []).map((a) => a.type),
    ]),
    ...d.sequences.map((s) => s.type),
    ...d.aggregates.flatMap((a) => [a.arguments, a.sfunc, a.stype, a.finalfunc, a.combinefunc]),
    ...d.tables.flatMap((t) => [
      t.partition_key,
      t.partition_bound,
      ...t.columns.flatMap((c) => [c.type, c.default_value]),
      ...t.constraints.map((k) => k.definition),
    ]),
  ],
  numbers: d.sequences.flatMap((s) => [s.start, s.increment, s.min, s.max, s.cache]),
  statements: [
    ...d.functions.map((f) => f.definition),
    ...d.indexes.map((i) => i.definition),
    ...d.views.map((v) => v.definition),
    ...d.triggers.map((t) => t.definition),
    ...d.rules.map((r) => r.definition),
  ],
});

/** The dump checked: its shape, then every SQL text it carries. */
function parsePostgresql(value: unknown): CatalogDump | string {
  const dump = checkedDump(value, 'postgresql', POSTGRESQL_DUMP);
  if (typeof dump === 'string') return dump;
  return unsafeText('postgresql', textsOf(dump as unknown as PostgresqlParts)) ?? dump; // checked just above
}

/** PostgreSQL's part of live reading. */
export const postgresqlReader: LiveReader = {
  query: POSTGRESQL_QUERY,
  parse: parsePostgresql,
  script: postgresqlScript,
};
