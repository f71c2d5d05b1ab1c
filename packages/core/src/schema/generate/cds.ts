import type { DiagramModel } from '../model';
import {
  findColumn,
  type PhysicalColumn,
  type PhysicalSchema,
  type PhysicalTable,
} from '../physical';
import { isGenericType, parseType } from '../sql/types';
import { toPhysical } from '../toPhysical';

/** CDS keywords that cannot be bare element or entity names. */
const CDS_RESERVED = new Set([
  'entity',
  'type',
  'key',
  'namespace',
  'using',
  'as',
  'to',
  'on',
  'many',
  'one',
  'of',
  'association',
  'composition',
  'aspect',
  'service',
  'view',
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'null',
  'default',
  'true',
  'false',
  'context',
  'annotate',
  'extend',
  'with',
  'projection',
  'virtual',
  'masked',
  'localized',
  'define',
  'all',
  'any',
  'distinct',
  'exists',
  'in',
  'is',
  'like',
  'between',
  'case',
  'when',
  'then',
  'else',
  'end',
  'join',
  'order',
  'by',
  'group',
  'having',
  'limit',
  'union',
  'abstract',
  'action',
  'function',
  'event',
  'array',
]);

/** A CDS identifier: bare when plain, otherwise in `![...]`. */
function cdsName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !CDS_RESERVED.has(name.toLowerCase())
    ? name
    : `![${name.replace(/]/g, ']]')}]`;
}

const GENERIC: Record<string, string> = {
  string: 'String',
  text: 'String',
  number: 'Integer',
  integer: 'Integer',
  boolean: 'Boolean',
  date: 'DateTime',
  object: 'cds.JSON',
  array: 'cds.JSON',
};

/**
 * The CDS type of a column: the diagram's generic types map to String, Integer, Boolean,
 * DateTime and cds.JSON (spec 2, §5); SQL types map to the closest CDS type, and anything else
 * to String.
 */
export function cdsTypeFor(rawType: string): string {
  const t = rawType.trim();
  if (isGenericType(t)) return GENERIC[t] ?? 'String';
  const p = parseType(t);
  const length = p.args[0] !== undefined && /^\d+$/.test(p.args[0]) ? `(${p.args[0]})` : '';
  switch (p.kind) {
    case 'varchar':
    case 'char':
      return `String${length}`;
    case 'integer':
      return p.size === 8 ? 'Integer64' : 'Integer';
    case 'decimal':
      return p.args.length > 0 && p.args.every((a) => /^\d+$/.test(a))
        ? `Decimal(${p.args.join(', ')})`
        : 'Decimal';
    case 'float':
      return 'Double';
    case 'boolean':
      return 'Boolean';
    case 'date':
      return 'Date';
    case 'time':
      return 'Time';
    case 'datetime':
      return 'DateTime';
    case 'datetimetz':
      return 'Timestamp';
    case 'json':
      return 'cds.JSON';
    case 'uuid':
      return 'UUID';
    case 'binary':
      return 'LargeBinary';
    default:
      return 'String';
  }
}

function element(table: PhysicalTable, column: PhysicalColumn): string {
  const key = table.primaryKey.includes(column.name);
  const notNull = !key && !column.nullable ? ' not null' : '';
  return `  ${key ? 'key ' : ''}${cdsName(column.name)} : ${cdsTypeFor(column.type)}${notNull};`;
}

function entity(table: PhysicalTable, schema: PhysicalSchema): string {
  const lines: string[] = [];
  // Every entity has a key; a table without one gets `key id : String` (spec 2, §5).
  if (table.primaryKey.length === 0 && !findColumn(table, 'id')) lines.push('  key id : String;');
  for (const c of table.columns) {
    const line = element(table, c);
    lines.push(
      table.primaryKey.length === 0 && c.name.toLowerCase() === 'id'
        ? line.replace(/^ {2}/, '  key ').replace(' not null', '')
        : line,
    );
  }
  const used = new Set(table.columns.map((c) => c.name.toLowerCase()));
  for (const fk of table.foreignKeys) {
    const ref = schema.tables.find((t) => t.name === fk.refTable);
    if (!ref) continue;
    let name =
      fk.columns.length === 1 && /_id$/i.test(fk.columns[0] ?? '')
        ? (fk.columns[0] ?? '').replace(/_id$/i, '')
        : fk.refTable;
    while (used.has(name.toLowerCase())) name = `${name}_ref`;
    used.add(name.toLowerCase());
    const on = fk.columns
      .map((c, i) => `${cdsName(name)}.${cdsName(fk.refColumns[i] ?? '')} = ${cdsName(c)}`)
      .join(' and ');
    lines.push(`  ${cdsName(name)} : Association to ${cdsName(fk.refTable)} on ${on};`);
  }
  return `entity ${cdsName(table.name)} {\n${lines.join('\n')}\n}`;
}

/**
 * The diagram as CAP CDS (spec 2, §5): a namespace, one entity per table with its keys (key id
 * String where a table has none), elements with CDS types and 'not null', an association per
 * foreign key, and a join entity for each many-to-many relationship.
 */
export function generateCds(model: DiagramModel, namespace = 'relata'): string {
  const schema = toPhysical(model);
  const ns = namespace.trim().replace(/[^A-Za-z0-9_.]+/g, '_') || 'relata';
  return [`namespace ${ns};`, ...schema.tables.map((t) => entity(t, schema))].join('\n\n') + '\n';
}
