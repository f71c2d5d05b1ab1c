/**
 * What each column needs: its type in the dialect (project types resolved), length, numeric
 * range, allowed values, nullability and the rules its table's checks add.
 */
import { createsType, typeKey } from '../schema/generate/adapt';
import type { SqlWriter } from '../schema/generate/sqlWriter';
import { quoteIdentifier } from '../schema/quoting';
import { translateExpression } from '../schema/sql/expressions';
import { nextvalSequence } from '../schema/sql/sequenceDefault';
import { isIntegerType, isSerialType, sqlTypeFor } from '../schema/sql/typeMapping';
import { parseType, type ParsedType } from '../schema/sql/types';
import type { PhysicalColumn, PhysicalTable, PhysicalType } from '../schema/physical';
import {
  readChecks,
  type CheckRules,
  type CheckSource,
  type ColumnRule,
  type Constant,
} from './checks';
import type { SampleDialect, SampleLiteralKind } from './types';

/** The kinds of value the generator makes. */
export type ValueKind =
  | 'integer'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'date'
  | 'time'
  | 'datetime'
  | 'datetimetz'
  | 'uuid'
  | 'json'
  | 'binary'
  | 'bits'
  | 'xml'
  | 'interval'
  | 'inet'
  | 'cidr'
  | 'macaddr'
  | 'point'
  | 'array'
  | 'text';

/** One inserted column's plan. */
export interface ColumnPlan {
  column: PhysicalColumn;
  /** Lower-case name, as the checks and keys refer to it. */
  key: string;
  kind: ValueKind;
  literal: SampleLiteralKind;
  /** The element kind of a PostgreSQL array column. */
  element?: ValueKind;
  nullable: boolean;
  /** Longest text the type takes (varchar(n), char(n)), if limited. */
  maxLength?: number;
  /** A bit string of exactly maxLength digits (bit(n)), rather than up to it (varbit(n)). */
  exact: boolean;
  /** Digits after the point (decimal(p, s)). */
  scale: number;
  /** The numeric range the type holds. */
  typeMin: number;
  typeMax: number;
  /** Values the column must take one of (enum labels, IN lists), if any. */
  allowed?: Constant[];
  rule?: ColumnRule;
  /** Counts up by itself (identity, serial, auto-increment): gets 1, 2, 3, ... */
  auto: boolean;
  /** PostgreSQL identity GENERATED ALWAYS (the insert must override it). */
  always: boolean;
  /** The sequence of a `nextval('...')` default, as setval's regclass text names it. */
  sequence?: string;
  /** Alone a primary key or unique key: values are made distinct as they are drawn. */
  uniqueAlone: boolean;
}

/** A table's plan: inserted columns and the rules of its checks. */
export interface TablePlan {
  columns: ColumnPlan[];
  byKey: Map<string, ColumnPlan>;
  rules: CheckRules;
}

const SIMPLE: Partial<Record<ParsedType['kind'], ValueKind>> = {
  integer: 'integer',
  decimal: 'decimal',
  float: 'float',
  boolean: 'boolean',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  datetimetz: 'datetimetz',
  uuid: 'uuid',
  json: 'json',
  binary: 'binary',
  xml: 'xml',
};

const SPECIAL: Record<string, ValueKind> = {
  interval: 'interval',
  inet: 'inet',
  inet4: 'inet',
  inet6: 'inet',
  cidr: 'cidr',
  macaddr: 'macaddr',
  macaddr8: 'macaddr',
  point: 'point',
  bit: 'bits',
  varbit: 'bits',
  'bit varying': 'bits',
};

/** The value kind of a parsed SQL type. */
function kindOf(p: ParsedType): ValueKind {
  if (p.base === 'bit' && p.kind !== 'boolean') return 'bits';
  return SPECIAL[p.base] ?? SIMPLE[p.kind] ?? 'text';
}

const LITERAL: Partial<Record<ValueKind, SampleLiteralKind>> = {
  integer: 'number',
  decimal: 'number',
  float: 'number',
  boolean: 'boolean',
  binary: 'binary',
};

/** Integer range by byte width (SQL Server's and MySQL's tinyint alike: 0..127 fits both). */
const INT_RANGE: Record<number, [number, number]> = {
  1: [0, 127],
  2: [-32768, 32767],
  3: [-8388608, 8388607],
  4: [-2147483648, 2147483647],
  8: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** The numeric range and scale a type holds. */
function numericRange(p: ParsedType, kind: ValueKind): { min: number; max: number; scale: number } {
  if (kind === 'integer') {
    const [min, max] = INT_RANGE[p.size] ?? [-2147483648, 2147483647];
    return { min: p.unsigned ? 0 : min, max: p.unsigned ? max * 2 + 1 : max, scale: 0 };
  }
  if (kind === 'decimal') {
    if (p.base === 'money' || p.base === 'smallmoney') return { min: -1e9, max: 1e9, scale: 2 };
    const precision = Number(p.args[0] ?? 18);
    const scale = Math.min(Number(p.args[1] ?? (p.args[0] === undefined ? 2 : 0)), 6);
    const digits = Math.min(precision - scale, 12);
    const max = 10 ** digits - 10 ** -scale;
    return { min: -max, max, scale };
  }
  if (kind === 'float') return { min: -1e9, max: 1e9, scale: 2 };
  return { min: -Infinity, max: Infinity, scale: 0 };
}

/** The type a column really has in the dialect: a project type's base, labels, checks and NOT NULL. */
interface ResolvedType {
  parsed: ParsedType;
  labels?: string[];
  checks: CheckSource[];
  notNull: boolean;
}

/** Resolves a column's type through the project types the dialect creates (PostgreSQL enums and domains). */
function resolveType(
  table: PhysicalTable,
  column: PhysicalColumn,
  types: Map<string, PhysicalType>,
  writer: SqlWriter,
  dialect: SampleDialect,
): ResolvedType {
  const named = types.get(typeKey(column.type));
  const array = /\[\]$/.test(column.type.trim());
  if (named && createsType(named, dialect)) {
    if (named.kind === 'enum')
      return {
        parsed: { ...parseType('text'), array },
        labels: named.values ?? [],
        checks: [],
        notNull: false,
      };
    const base = named.baseType
      ? sqlTypeFor(named.baseType, dialect, { keyed: false, sql: true })
      : 'text';
    return {
      parsed: { ...parseType(base), array: array || parseType(base).array },
      checks: (named.checks ?? []).map((c) => ({
        expression: c.expression,
        valueColumn: column.name,
      })),
      notNull: named.notNull === true,
    };
  }
  return { parsed: parseType(writer.typeOf(column, table)), checks: [], notNull: false };
}

/** Whether a generated column is written as one (its expression translates) and so takes no value. */
export function isGenerated(
  column: PhysicalColumn,
  table: PhysicalTable,
  dialect: SampleDialect,
): boolean {
  return (
    !!column.generated &&
    'sql' in translateExpression(column.generated.expression, dialect, table.columns)
  );
}

/** The checks a table's DDL keeps in the dialect (an untranslatable one is left out there). */
function writtenChecks(table: PhysicalTable, dialect: SampleDialect): CheckSource[] {
  return (table.checks ?? []).flatMap((c) =>
    'sql' in translateExpression(c.expression, dialect, table.columns)
      ? [{ expression: c.expression }]
      : [],
  );
}

/**
 * The sequence a default's `nextval(...)` takes, as setval's regclass text names it
 * (`sch."My Seq"`, each part quoted only where PostgreSQL needs it).
 */
function sequenceOf(defaultValue: string | null): string | undefined {
  const sequence = nextvalSequence(defaultValue);
  if (!sequence) return undefined;
  const parts = sequence.schema === undefined ? [sequence.name] : [sequence.schema, sequence.name];
  return parts.map((p) => quoteIdentifier(p, 'postgresql')).join('.');
}

/** Plans the inserted columns of a table (generated columns left out). */
export function planTable(
  table: PhysicalTable,
  types: Map<string, PhysicalType>,
  writer: SqlWriter,
  dialect: SampleDialect,
  uniqueAlone: Set<string>,
): TablePlan {
  const resolved = table.columns
    .filter((c) => !isGenerated(c, table, dialect))
    .map((column) => ({ column, type: resolveType(table, column, types, writer, dialect) }));
  const auto = writer.autoIncrementColumns(table);
  const nullableByKey = new Map(
    resolved.map(({ column, type }) => [
      column.name.toLowerCase(),
      column.nullable && !type.notNull && !table.primaryKey.includes(column.name),
    ]),
  );
  const checks = [...writtenChecks(table, dialect), ...resolved.flatMap((r) => r.type.checks)];
  const rules = readChecks(checks, (name) => nullableByKey.get(name) === true);
  const columns = resolved.map(({ column, type }): ColumnPlan => {
    const key = column.name.toLowerCase();
    const p = type.parsed;
    const kind: ValueKind = p.array && dialect === 'postgresql' ? 'array' : kindOf(p);
    const element = kind === 'array' ? kindOf({ ...p, array: false }) : undefined;
    const range = numericRange(p, element ?? kind);
    const rule = rules.columns.get(key);
    const length =
      /^\d+$/.test(p.args[0] ?? '') &&
      (p.kind === 'varchar' || p.kind === 'char' || kind === 'bits');
    const sequence = dialect === 'postgresql' ? sequenceOf(column.defaultValue) : undefined;
    const serial = dialect === 'postgresql' && isSerialType(column.type);
    const labels = type.labels?.map((text): Constant => ({ text }));
    return {
      column,
      key,
      kind,
      literal: LITERAL[kind] ?? 'text',
      ...(element ? { element } : {}),
      nullable: (nullableByKey.get(key) ?? false) && rule?.isNull !== false,
      ...(length ? { maxLength: Number(p.args[0]) } : {}),
      exact: p.base === 'bit',
      scale: range.scale,
      typeMin: range.min,
      typeMax: range.max,
      ...(labels || rule?.allowed ? { allowed: labels ?? rule?.allowed } : {}),
      ...(rule ? { rule } : {}),
      auto:
        (column.autoIncrement || serial || sequence !== undefined) && isIntegerType(column.type),
      always:
        dialect === 'postgresql' && auto.has(column) && column.identityGeneration === 'ALWAYS',
      ...(sequence ? { sequence } : {}),
      uniqueAlone: uniqueAlone.has(key),
    };
  });
  return { columns, byKey: new Map(columns.map((c) => [c.key, c])), rules };
}
