import type {
  Attribute,
  CheckConstraint,
  DiagramModel,
  NamedType,
  Relationship,
  Table,
  TableIndex,
} from '../model';
import { isSqlKeywordDefault } from '../sql/defaultValue';
import { tablesOfAreas } from '../areas';
import { commentText, dbmlExpression, dbmlName, dbmlString } from '../quoting';
import { groupRelationships } from '../toPhysical';

/** A table's or type's name, schema-qualified (`sales.orders`) when it has a schema. */
function qualifiedName(item: { schema?: string; name: string }): string {
  return item.schema ? `${dbmlName(item.schema)}.${dbmlName(item.name)}` : dbmlName(item.name);
}

/** A column type: bare when DBML reads it back as written (`varchar(20)`, `sales.status`, `int[]`), else quoted. */
function dbmlType(type: string): string {
  const t = type.trim() === '' ? 'text' : type.trim();
  return /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?(\([\w,]*\))?(\[\])?$/.test(t) ? t : dbmlName(t);
}

/** A default: numbers and booleans bare, SQL keywords and expressions in backticks, the rest as a string. */
function dbmlDefault(value: string): string {
  const v = value.trim();
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v)) return v;
  if (/^(true|false|null)$/i.test(v)) return v.toLowerCase();
  if (/^'(?:[^']|'')*'$/s.test(v)) return dbmlString(v.slice(1, -1).replace(/''/g, "'"));
  if (/^[\w\s-]*$/.test(v) && !isSqlKeywordDefault(v)) return dbmlString(v);
  return dbmlExpression(v);
}

/** Whether the primary key needs the `indexes` block: composite, named or in a recorded order. */
function pkInIndexes(t: Table, pk: Attribute[]): boolean {
  return pk.length > 1 || (pk.length === 1 && (!!t.primaryKeyName || !!t.primaryKeyOrder));
}

/** The one check each column carries as its `check:` setting (DBML takes one per column). */
function columnChecks(t: Table): Map<string, CheckConstraint> {
  const out = new Map<string, CheckConstraint>();
  for (const c of t.checks ?? []) if (c.columnId && !out.has(c.columnId)) out.set(c.columnId, c);
  return out;
}

function column(a: Attribute, pkSetting: boolean, check: CheckConstraint | undefined): string {
  const settings: string[] = [];
  if (a.isPrimaryKey && pkSetting) settings.push('pk');
  if (a.isIdentity || a.isAutoIncrement) settings.push('increment');
  settings.push(a.isNullable && !a.isPrimaryKey ? 'null' : 'not null');
  if (a.isUnique) settings.push('unique');
  if (a.defaultValue !== null && a.defaultValue.trim() !== '')
    settings.push(`default: ${dbmlDefault(a.defaultValue)}`);
  if (check) settings.push(`check: ${dbmlExpression(check.expression)}`);
  if (a.comment) settings.push(`note: ${dbmlString(a.comment)}`);
  return `  ${dbmlName(a.name)} ${dbmlType(a.type)} [${settings.join(', ')}]`;
}

/** An index key: one part bare, several in parentheses; expressions in backticks. */
function indexKey(parts: string[]): string {
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(', ')})`;
}

/** What an index holds that DBML cannot say (order, WHERE, INCLUDE), for its note. */
function indexExtras(index: TableIndex, columnName: (id: string) => string): string[] {
  const extras = index.parts.flatMap((p) =>
    p.order === 'DESC' ? [`${p.columnId ? columnName(p.columnId) : p.expression} DESC`] : [],
  );
  if (index.method && !/^[A-Za-z_]\w*$/.test(index.method)) extras.push(`USING ${index.method}`);
  if (index.where) extras.push(`WHERE ${index.where}`);
  if (index.includeColumnIds?.length)
    extras.push(`INCLUDE (${index.includeColumnIds.map(columnName).join(', ')})`);
  return extras;
}

function indexLine(index: TableIndex, columnName: (id: string) => string): string {
  const key = indexKey(
    index.parts.map((p) =>
      p.columnId ? dbmlName(columnName(p.columnId)) : dbmlExpression(p.expression ?? ''),
    ),
  );
  const settings: string[] = [];
  if (index.unique) settings.push('unique');
  if (index.name) settings.push(`name: ${dbmlString(index.name)}`);
  // DBML's index type is a bare word: another method is kept in the note.
  if (index.method && /^[A-Za-z_]\w*$/.test(index.method)) settings.push(`type: ${index.method}`);
  const extras = indexExtras(index, columnName);
  if (extras.length > 0) settings.push(`note: ${dbmlString(extras.join('; '))}`);
  return `    ${key}${settings.length > 0 ? ` [${settings.join(', ')}]` : ''}`;
}

/** The `indexes { }` block: the primary key when it needs one, named uniques, then the indexes. */
function indexesBlock(t: Table, pk: Attribute[]): string[] {
  const columnName = (id: string) => t.attributes.find((a) => a.id === id)?.name ?? id;
  const lines: string[] = [];
  if (pkInIndexes(t, pk)) {
    const order = t.primaryKeyOrder ?? pk.map((a) => a.id);
    const name = t.primaryKeyName ? `, name: ${dbmlString(t.primaryKeyName)}` : '';
    lines.push(`    ${indexKey(order.map((id) => dbmlName(columnName(id))))} [pk${name}]`);
  }
  for (const u of t.uniques ?? [])
    lines.push(
      indexLine(
        {
          id: u.id,
          name: u.name,
          unique: true,
          parts: u.columnIds.map((columnId) => ({ columnId })),
        },
        columnName,
      ),
    );
  for (const index of t.indexes ?? []) lines.push(indexLine(index, columnName));
  return lines.length > 0 ? ['', '  indexes {', ...lines, '  }'] : [];
}

/** The checks no column setting carries, as notes: table-level ones and a column's further ones. */
function checkNotes(t: Table, kept: Map<string, CheckConstraint>): string[] {
  return (t.checks ?? [])
    .filter((c) => !c.columnId || kept.get(c.columnId) !== c)
    .map(
      (c) =>
        `  // ${commentText(`Note: check${c.name ? ` ${c.name}` : ''} (${c.expression}) is not written: ${c.columnId ? 'a DBML column holds one check' : 'DBML checks are column settings'}`)}`,
    );
}

function table(t: Table): string {
  const pk = t.attributes.filter((a) => a.isPrimaryKey);
  const checks = columnChecks(t);
  const pkSetting = !pkInIndexes(t, pk);
  const lines = [
    ...t.attributes.map((a) => column(a, pkSetting, checks.get(a.id))),
    ...checkNotes(t, checks),
    ...indexesBlock(t, pk),
  ];
  if (t.comment) lines.push('', `  Note: ${dbmlString(t.comment)}`);
  // A colour is written only where DBML reads it as one: `#rrggbb` or a palette word.
  const color =
    t.color && /^(#[0-9a-fA-F]{3,8}|[\w-]+)$/.test(t.color) ? ` [headercolor: ${t.color}]` : '';
  return `Table ${qualifiedName(t)}${color} {\n${lines.join('\n')}\n}`;
}

/** An enum as a DBML Enum block; other kinds of type as a note (DBML has only enums). */
function namedType(type: NamedType): string {
  if (type.kind !== 'enum')
    return `// ${commentText(`Note: ${type.kind === 'domain' ? 'domain' : 'type'} ${qualifiedName(type)} is not written: DBML has only enums`)}`;
  const values = (type.values ?? []).map((v) => `  ${dbmlName(v)}`);
  return `Enum ${qualifiedName(type)} {\n${values.join('\n')}\n}`;
}

const OPERATORS = {
  ONE_TO_MANY: '<',
  MANY_TO_ONE: '>',
  ONE_TO_ONE: '-',
  MANY_TO_MANY: '<>',
} as const;

/** A Ref's `[delete: ..., update: ...]` settings, empty for NO ACTION. */
function refActions(r: Relationship): string {
  const settings: string[] = [];
  if (r.onDelete && r.onDelete !== 'NO ACTION')
    settings.push(`delete: ${r.onDelete.toLowerCase()}`);
  if (r.onUpdate && r.onUpdate !== 'NO ACTION')
    settings.push(`update: ${r.onUpdate.toLowerCase()}`);
  return settings.length > 0 ? ` [${settings.join(', ')}]` : '';
}

function ref(group: Relationship[], tables: Map<string, Table>): string | null {
  const [first] = group;
  if (!first) return null;
  const source = tables.get(first.sourceTableId);
  const target = tables.get(first.targetTableId);
  if (!source || !target) return null;
  const columnName = (t: Table, id: string) => t.attributes.find((a) => a.id === id)?.name;
  const sourceCols = group.map((r) => columnName(source, r.sourceColumnId));
  const targetCols = group.map((r) => columnName(target, r.targetColumnId));
  if (sourceCols.some((c) => c === undefined) || targetCols.some((c) => c === undefined))
    return null;
  const end = (t: Table, cols: (string | undefined)[]) => {
    const names = cols.map((c) => dbmlName(c ?? ''));
    return `${qualifiedName(t)}.${names.length === 1 ? (names[0] ?? '') : `(${names.join(', ')})`}`;
  };
  const name = first.name.trim() === '' ? '' : ` ${dbmlName(first.name.trim())}`;
  return `Ref${name}: ${end(source, sourceCols)} ${OPERATORS[first.cardinality]} ${end(target, targetCols)}${refActions(first)}`;
}

/** A table's header on the canvas: what must lie inside an area for the table to belong to it. */
const headerBox = (t: Table) => ({
  id: t.id,
  x: t.x,
  y: t.y,
  width: Math.max(300, t.width),
  height: 40,
});

/**
 * An area as a TableGroup: its tables (those it names, or else those whose header lies inside
 * it) and its colour. An area with no table is left out: DBML has no empty groups.
 */
function tableGroups(model: DiagramModel, tables: Map<string, Table>): string[] {
  const areas = model.areas ?? [];
  const placed = areas.map((a) => ({
    x: a.x ?? 0,
    y: a.y ?? 0,
    width: a.width ?? 0,
    height: a.height ?? 0,
  }));
  const inside = tablesOfAreas(placed, model.tables.map(headerBox));
  return areas.flatMap((a, i) => {
    const members = (a.tables ?? inside[i] ?? []).flatMap((id) => {
      const t = tables.get(id);
      return t ? [`  ${qualifiedName(t)}`] : [];
    });
    if (members.length === 0) return [];
    const color = a.color && /^#[0-9a-fA-F]{6}$/.test(a.color) ? ` [color: ${a.color}]` : '';
    return [`TableGroup ${dbmlName(a.name)}${color} {\n${members.join('\n')}\n}`];
  });
}

/** What DBML cannot hold (views, statements kept verbatim), one note each. */
function leftOut(model: DiagramModel): string[] {
  return [
    ...(model.views ?? []).map(
      (v) => `Note: view ${qualifiedName(v)} is not written: DBML has no views`,
    ),
    ...(model.extraSql ?? []).map(
      (x) =>
        `Note: ${x.kind}${x.name ? ` ${x.name}` : ''} is not written: DBML keeps no SQL statements`,
    ),
  ].map((note) => `// ${commentText(note)}`);
}

/**
 * The diagram as DBML: enums as Enum blocks; a Table block per table (schema-qualified, header
 * colour, Note) whose columns carry pk, increment, null/not null, unique, default, check and note,
 * followed by an `indexes { }` block (composite or named primary key, uniques, indexes with name,
 * type and expressions in backticks); a Ref line per relationship (`<` one-to-many, `>`
 * many-to-one, `-` one-to-one, `<>` many-to-many; composite, with delete and update actions), a
 * TableGroup per area with the tables in it, and a Note per canvas comment. What DBML cannot hold is named in `// Note:` lines.
 */
export function generateDbml(model: DiagramModel): string {
  const tables = new Map(model.tables.map((t) => [t.id, t]));
  const parts = [...(model.types ?? []).map(namedType), ...model.tables.map(table)];
  const refs = groupRelationships(model.relationships).flatMap((g) => ref(g, tables) ?? []);
  if (refs.length > 0) parts.push(refs.join('\n'));
  parts.push(...tableGroups(model, tables));
  model.comments.forEach((c, i) =>
    parts.push(`Note comment_${i + 1} {\n  ${dbmlString(c.text)}\n}`),
  );
  const notes = leftOut(model);
  if (notes.length > 0) parts.push(notes.join('\n'));
  return parts.join('\n\n') + '\n';
}
