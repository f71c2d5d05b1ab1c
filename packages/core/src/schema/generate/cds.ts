import type { DiagramModel } from '../model';
import {
  findColumn,
  type PhysicalColumn,
  type PhysicalSchema,
  type PhysicalTable,
  type PhysicalType,
} from '../physical';
import { stripOuterParens } from '../sql/defaultValue';
import { stripCasts } from '../sql/expressions';
import { isGenericType, parseType } from '../sql/types';
import { blockCommentLines, cdsName, commentText } from '../quoting';
import { toPhysical } from '../toPhysical';

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

/** What the elements of an entity need to know: the project types by lower-case name. */
interface CdsContext {
  types: Map<string, PhysicalType>;
}

/** A definition's CDS name: `schema.name` when it has a schema (CDS names may be dotted). */
function qualifiedName(item: { schema?: string; name: string }): string {
  return item.schema ? `${cdsName(item.schema)}.${cdsName(item.name)}` : cdsName(item.name);
}

/** A `// Note:` line, nothing in it ending the comment. */
const note = (text: string, indent = ''): string => `${indent}// ${commentText(`Note: ${text}`)}`;

/** A doc comment (`/** text *\/`) before a definition, or nothing. */
function docComment(text: string | undefined, indent: string): string[] {
  if (!text) return [];
  const lines = blockCommentLines(text);
  return lines.length === 1
    ? [`${indent}/** ${lines[0] ?? ''} */`]
    : [`${indent}/**`, ...lines.map((l) => `${indent} * ${l}`), `${indent} */`];
}

/** An enum's body: `{ a; ![b c]; }`. */
const enumBody = (values: string[]): string =>
  `enum { ${values.map((v) => `${cdsName(v)};`).join(' ')} }`;

/** A project type: an enum as a CDS enum type, a domain as a type of its base; others only noted. */
function typeDefinition(type: PhysicalType): string[] {
  const doc = docComment(type.comment, '');
  if (type.kind === 'enum')
    return [...doc, `type ${qualifiedName(type)} : String ${enumBody(type.values ?? [])};`];
  if (type.kind === 'other')
    return [note(`type ${qualifiedName(type)} is not written: CDS has no equivalent`)];
  const checks = (type.checks ?? []).map((c) =>
    note(
      `check ${c.name ? `${c.name} ` : ''}(${c.expression}) of domain ${type.name} is not enforced by CDS`,
    ),
  );
  return [
    ...doc,
    ...checks,
    `type ${qualifiedName(type)} : ${cdsTypeFor(type.baseType ?? 'text')};`,
  ];
}

/** The project type a column's type names, if any. */
function projectType(type: string, context: CdsContext): PhysicalType | undefined {
  const key = lookupKey(type);
  return context.types.get(key) ?? context.types.get(key.replace(/^.*\./, ''));
}

/** A type name as types are looked up: without quotes of any dialect, in lower case. */
const lookupKey = (name: string): string =>
  name
    .trim()
    .replace(/["`[\]]/g, '')
    .toLowerCase();

/** A column's CDS type: its project type, an inline enum for MySQL's ENUM(...), or the mapped type. */
function elementType(column: PhysicalColumn, context: CdsContext): string {
  const named = projectType(column.type, context);
  if (named && named.kind !== 'other') return qualifiedName(named);
  if (named) return cdsTypeFor(named.baseType ?? 'text');
  const parsed = parseType(column.type);
  if (parsed.base === 'enum')
    return `String ${enumBody(parsed.args.map((a) => a.replace(/^'|'$/g, '').replace(/''/g, "'")))}`;
  return cdsTypeFor(column.type);
}

/** A default CDS takes as written (numbers, strings, booleans), or null. */
function cdsDefault(value: string): string | null {
  const v = stripOuterParens(value);
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) || /^'(?:[^']|'')*'$/s.test(v)) return v;
  if (/^(true|false)$/i.test(v)) return v.toLowerCase();
  return null;
}

const NOW = /^(current_timestamp|now|getdate|sysdatetime|localtimestamp)(\s*\(\s*\d*\s*\))?$/i;

/** What CDS says of a default and ON UPDATE: `default x`, `default $now`, `@cds.on.update : $now`, or a note. */
function defaultParts(column: PhysicalColumn): {
  annotations: string[];
  suffix: string;
  notes: string[];
} {
  const out = { annotations: [] as string[], suffix: '', notes: [] as string[] };
  const value = column.defaultValue === null ? '' : stripOuterParens(column.defaultValue);
  const plain = stripOuterParens(stripCasts(value));
  const literal = cdsDefault(plain);
  if (NOW.test(plain) || /^'now'$/i.test(plain)) out.suffix = ' default $now';
  else if (literal !== null) out.suffix = ` default ${literal}`;
  else if (value !== '' && !/^null$/i.test(value))
    out.notes.push(
      `default of ${column.name} (${value}) is not written: CDS defaults are literals`,
    );
  if (column.onUpdate && NOW.test(column.onUpdate.trim()))
    out.annotations.push('@cds.on.update : $now');
  else if (column.onUpdate)
    out.notes.push(`ON UPDATE ${column.onUpdate} of ${column.name} is not written`);
  if (column.autoIncrement)
    out.notes.push(
      `${column.name} is generated by the database (identity); CDS has no auto-increment`,
    );
  if (column.generated)
    out.notes.push(`${column.name} is computed in SQL as ${column.generated.expression}`);
  return out;
}

/** An element's lines: doc comment, annotations, the element, and notes on what CDS leaves out. */
function element(column: PhysicalColumn, key: boolean, context: CdsContext): string[] {
  const notNull = !key && !column.nullable ? ' not null' : '';
  const { annotations, suffix, notes } = defaultParts(column);
  return [
    ...docComment(column.comment, '  '),
    ...annotations.map((a) => `  ${a}`),
    `  ${key ? 'key ' : ''}${cdsName(column.name)} : ${elementType(column, context)}${notNull}${suffix};`,
    ...notes.map((n) => note(n, '  ')),
  ];
}

/** Names in an array: a space before its `]` where the last is delimited (`![a]]` would read on). */
const cdsList = (names: string[]): string => {
  const list = names.join(', ');
  return list.endsWith(']') ? `${list} ` : list;
};

/** The entity's `@assert.unique` annotation: named unique constraints and unique columns. */
function uniqueAnnotation(table: PhysicalTable): string[] {
  const constraints = [
    ...table.columns.filter((c) => c.unique).map((c) => [c.name, [c.name]] as const),
    ...(table.uniques ?? []).map((u) => [u.name || u.columns.join('_'), u.columns] as const),
  ];
  if (constraints.length === 0) return [];
  const entries = constraints.map(
    ([name, columns]) =>
      `  ${cdsName(name.replace(/\W+/g, '_'))} : [${cdsList(columns.map(cdsName))}]`,
  );
  return [`@assert.unique : {\n${entries.join(',\n')}\n}`];
}

/** Checks and indexes, which CDS does not hold, as notes inside the entity. */
function constraintNotes(table: PhysicalTable): string[] {
  const checks = (table.checks ?? []).map((c) =>
    note(`check ${c.name ? `${c.name} ` : ''}(${c.expression}) is not enforced by CDS`, '  '),
  );
  const indexes = (table.indexes ?? []).map((i) => {
    const parts = i.parts.map(
      (p) => `${p.column ?? p.expression ?? ''}${p.order === 'DESC' ? ' DESC' : ''}`,
    );
    return note(
      `${i.unique ? 'unique ' : ''}index ${i.name} (${parts.join(', ')}) is not written: CDS has no indexes`,
      '  ',
    );
  });
  return [...checks, ...indexes];
}

/** An association per foreign key, named after its column (`user_id` -> `user`) or the referenced table. */
function associations(table: PhysicalTable, schema: PhysicalSchema): string[] {
  const lines: string[] = [];
  const used = new Set(table.columns.map((c) => c.name.toLowerCase()));
  for (const fk of table.foreignKeys) {
    const ref =
      schema.tables.find(
        (t) => t.name === fk.refTable && (t.schema ?? '') === (fk.refSchema ?? table.schema ?? ''),
      ) ?? schema.tables.find((t) => t.name === fk.refTable);
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
    const actions = [
      fk.onDelete && fk.onDelete !== 'NO ACTION' ? `ON DELETE ${fk.onDelete}` : '',
      fk.onUpdate && fk.onUpdate !== 'NO ACTION' ? `ON UPDATE ${fk.onUpdate}` : '',
    ].filter(Boolean);
    const unsaid =
      actions.length > 0 ? ` ${note(`${actions.join(' ')} is not expressed in CDS`)}` : '';
    lines.push(`  ${cdsName(name)} : Association to ${qualifiedName(ref)} on ${on};${unsaid}`);
  }
  return lines;
}

function entity(table: PhysicalTable, schema: PhysicalSchema, context: CdsContext): string {
  const lines: string[] = [];
  // Every entity has a key; a table without one gets `key id : String` (spec 2, §5).
  if (table.primaryKey.length === 0 && !findColumn(table, 'id')) lines.push('  key id : String;');
  for (const c of table.columns) {
    const key =
      table.primaryKey.includes(c.name) ||
      (table.primaryKey.length === 0 && c.name.toLowerCase() === 'id');
    lines.push(...element(c, key, context));
  }
  lines.push(...constraintNotes(table), ...associations(table, schema));
  return [
    ...docComment(table.comment, ''),
    ...uniqueAnnotation(table),
    `entity ${qualifiedName(table)} {\n${lines.join('\n')}\n}`,
  ].join('\n');
}

/** Views and verbatim statements, which CDS does not take from SQL, one note each. */
function leftOut(schema: PhysicalSchema): string[] {
  return [
    ...(schema.views ?? []).map((v) =>
      note(`view ${qualifiedName(v)} is not written: its query is SQL, not CDS`),
    ),
    ...(schema.extras ?? []).map((x) =>
      note(`${x.kind}${x.name ? ` ${x.name}` : ''} is not written: CDS keeps no SQL statements`),
    ),
  ];
}

/**
 * The diagram as CAP CDS (spec 2, §5): a namespace; enums as CDS enum types and domains as types
 * of their base; one entity per table (schema-qualified names) with its keys (key id String where
 * a table has none), elements with CDS types, literal defaults, 'not null', doc comments from the
 * comments, `@cds.on.insert/update: $now` for current-time defaults and ON UPDATE,
 * `@assert.unique` for uniques, an association per foreign key, and a join entity for each
 * many-to-many relationship. What CDS cannot say (checks, indexes, identity, FK actions, views,
 * SQL statements) is named in `// Note:` comments.
 */
export function generateCds(model: DiagramModel, namespace = 'relata'): string {
  const schema = toPhysical(model);
  const ns = namespace.trim().replace(/[^A-Za-z0-9_.]+/g, '_') || 'relata';
  const types = schema.types ?? [];
  const context: CdsContext = {
    types: new Map(
      types.flatMap((t) => [
        [lookupKey(t.name), t] as const,
        ...(t.schema ? [[lookupKey(`${t.schema}.${t.name}`), t] as const] : []),
      ]),
    ),
  };
  const notes = leftOut(schema);
  return (
    [
      `namespace ${ns};`,
      ...types.map((t) => typeDefinition(t).join('\n')),
      ...schema.tables.map((t) => entity(t, schema, context)),
      ...(notes.length > 0 ? [notes.join('\n')] : []),
    ].join('\n\n') + '\n'
  );
}
