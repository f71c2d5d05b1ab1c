/**
 * Diagrams that carry a payload in every field a generator writes as a name, a label or a text
 * (issue 35, item 1): the same diagram with harmless payloads is the baseline every script of a
 * payload diagram must match statement for statement.
 */
import {
  ATTRIBUTE_DEFAULTS,
  type Attribute,
  type DiagramModel,
  type Table,
} from '../../src/schema/model';
import { standardString } from '../../src/schema/quoting';

/** The fields that carry a payload. */
export const PAYLOAD_FIELDS = [
  'table',
  'column',
  'type',
  'label',
  'view',
  'index',
  'constraint',
  'schema',
  'collation',
  'method',
  'comment',
  'default',
  'check',
  'extra',
  'area',
  'version',
] as const;

/** One payload per field. */
export type Payloads = Record<(typeof PAYLOAD_FIELDS)[number], string>;

/** A string as the model holds a literal in a default or a check: standard SQL, quotes doubled. */
const literal = standardString;

const attribute = (id: string, name: string, type: string, more: Partial<Attribute> = {}) =>
  ({ id, name, type, ...ATTRIBUTE_DEFAULTS, ...more }) satisfies Attribute;

const key = (id: string) =>
  attribute(id, 'id', 'integer', { isPrimaryKey: true, isNullable: false });

const place = { x: 0, y: 0, width: 200, height: 100 };

/** Options of payloadModel. */
export interface PayloadModelOptions {
  /** Whether tables, types and the view live in the payload schema (the migration planner renames unqualified). */
  schema?: boolean;
}

/**
 * The index's access method: the payload inside a name, which no generator may let out of its
 * place. A payload that makes a plain word (`mz`, `mabcz`) is a name PostgreSQL would look up as
 * an extension's method and refuse as unknown, which says nothing of quoting: such a payload gets
 * the engines' own `btree`.
 */
const indexMethod = (payload: string): string =>
  /^[A-Za-z0-9_]*$/.test(payload) ? 'btree' : `m${payload}z`;

/**
 * A diagram with the payloads in: two tables (exact names) related by a named foreign key; a
 * column with a comment, a literal default and a collation; an enum (labels) and a domain
 * (literal default and check) used by columns; named uniques (one repeating the primary key),
 * indexes (one with a method, one the only key of an auto-increment column) and check (a literal
 * in it); a PostgreSQL view, an extra statement of another dialect, a canvas comment
 * and an area. Every payload sits between fixed letters, so that no two names meet, none is empty
 * and none ends with a space.
 */
export function payloadModel(p: Payloads, options: PayloadModelOptions = {}): DiagramModel {
  const schema = options.schema === false ? {} : { schema: `s${p.schema}z` };
  const comment = `n${p.comment}`;
  const enumName = `e${p.type}z`;
  const domainName = `d${p.type}y`;
  const a: Table = {
    id: 'ta',
    name: `a${p.table}z`,
    exactName: true,
    ...schema,
    comment,
    ...place,
    attributes: [
      key('a1'),
      attribute('a2', `c${p.column}z`, 'varchar(200)', {
        defaultValue: literal(`v${p.default}z`),
        comment,
        collation: `x${p.collation}z`,
      }),
      attribute('a3', 'e', enumName),
      attribute('a4', 'd', domainName),
      attribute('a5', 'k', 'varchar(200)'),
    ],
    uniques: [
      { id: 'u1', name: `u${p.constraint}z`, columnIds: ['a2'] },
      // The primary key's columns again: PostgreSQL and SQLite fold it into the key unless it is
      // written after the table (decision 0070).
      { id: 'u2', name: `r${p.constraint}z`, columnIds: ['a1'] },
    ],
    indexes: [
      {
        id: 'i1',
        name: `i${p.index}z`,
        unique: false,
        parts: [{ columnId: 'a5' }],
        method: indexMethod(p.method),
      },
    ],
    checks: [
      {
        id: 'c1',
        name: `k${p.constraint}z`,
        expression: `k <> ${literal(`w${p.check}z`)}`,
        columnId: 'a5',
      },
    ],
  };
  const b: Table = {
    id: 'tb',
    name: `b${p.table}z`,
    exactName: true,
    ...schema,
    ...place,
    attributes: [
      key('b1'),
      attribute('b2', 'a_id', 'integer', { isForeignKey: true }),
      // Auto-increment keyed by an index alone: MySQL's index goes inside its CREATE TABLE.
      attribute('b3', 'n', 'integer', { isAutoIncrement: true, isNullable: false }),
    ],
    indexes: [{ id: 'i2', name: `j${p.index}z`, unique: false, parts: [{ columnId: 'b3' }] }],
  };
  return {
    tables: [a, b],
    relationships: [
      {
        id: 'r1',
        name: `f${p.constraint}z`,
        sourceTableId: 'ta',
        targetTableId: 'tb',
        sourceColumnId: 'a1',
        targetColumnId: 'b2',
        cardinality: 'ONE_TO_MANY',
      },
    ],
    comments: [{ id: 'm1', text: comment, x: 0, y: 0 }],
    types: [
      {
        id: 'y1',
        name: enumName,
        ...schema,
        kind: 'enum',
        values: [`l1${p.label}z`, `l2${p.label}z`],
        comment,
      },
      {
        id: 'y2',
        name: domainName,
        ...schema,
        kind: 'domain',
        baseType: 'text',
        defaultValue: literal(`v${p.default}z`),
        checks: [{ name: '', expression: `VALUE <> ${literal(`w${p.check}z`)}` }],
        comment,
      },
    ],
    views: [
      {
        id: 'v1',
        name: `v${p.view}z`,
        ...schema,
        query: 'SELECT 1 AS one',
        dialect: 'postgresql',
        comment,
        x: 0,
        y: 0,
      },
    ],
    extraSql: [
      {
        id: 'x1',
        dialect: 'mssql',
        kind: 'procedure',
        name: `x${p.extra}z`,
        sql: 'CREATE PROCEDURE p AS SELECT 1;',
      },
    ],
    areas: [{ id: 'g1', name: `g${p.area}z`, tables: ['ta'] }],
  };
}

/**
 * The payload diagram edited with other payloads `q`, as the next version: table, column, index,
 * unique and foreign key renamed, comments, default and check changed, an enum label added, the
 * second table dropped (a destructive statement, its name in the flag) and a column added.
 */
export function payloadModelAfter(
  p: Payloads,
  q: Payloads,
  options: PayloadModelOptions = {},
): DiagramModel {
  const model = payloadModel(p, options);
  const [a] = model.tables;
  const [enumType, domain] = model.types ?? [];
  if (!a || !enumType || !domain) throw new Error('payloadModelAfter: the model lost a part');
  const comment = `m${q.comment}`;
  a.name = `a${q.table}w`;
  a.comment = comment;
  const [, column] = a.attributes;
  if (column) {
    column.name = `c${q.column}w`;
    column.comment = comment;
    column.defaultValue = literal(`v${q.default}w`);
  }
  a.attributes.push(
    attribute('a6', `o${q.column}w`, 'varchar(200)', {
      defaultValue: literal(`v${q.default}w`),
      comment,
    }),
  );
  for (const u of a.uniques ?? []) u.name = `${u.name.charAt(0)}${q.constraint}w`;
  for (const i of a.indexes ?? []) i.name = `i${q.index}w`;
  for (const c of a.checks ?? []) c.expression = `k <> ${literal(`w${q.check}w`)}`;
  enumType.values = [...(enumType.values ?? []), `l3${q.label}w`];
  enumType.comment = comment;
  model.tables = [a];
  model.relationships = [];
  return model;
}
