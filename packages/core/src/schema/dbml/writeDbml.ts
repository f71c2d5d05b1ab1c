import type { Attribute, DiagramModel, Relationship, Table } from '../model';
import { groupRelationships } from '../toPhysical';

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A DBML name: bare when plain, otherwise in double quotes. */
export function dbmlName(name: string): string {
  return PLAIN.test(name) ? name : `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A table name; `Schema.Table` is written as DBML's schema-qualified form when both parts are plain. */
function tableName(name: string): string {
  const parts = name.split('.');
  return parts.length === 2 && parts.every((p) => PLAIN.test(p)) ? name : dbmlName(name);
}

function dbmlType(type: string): string {
  const t = type.trim() === '' ? 'text' : type.trim();
  return /^[A-Za-z_][\w]*(\s*\([\w\s,]*\))?(\[\])?$/.test(t)
    ? t.replace(/\s+/g, '')
    : `"${t.replace(/"/g, '\\"')}"`;
}

function dbmlDefault(value: string): string {
  const v = value.trim();
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v)) return v;
  if (/^(true|false|null)$/i.test(v)) return v.toLowerCase();
  if (/^'(?:[^']|'')*'$/.test(v)) return `'${v.slice(1, -1).replace(/''/g, "\\'")}'`;
  if (/^[\w\s-]*$/.test(v)) return `'${v.replace(/'/g, "\\'")}'`;
  return '`' + v.replace(/`/g, '') + '`';
}

function column(a: Attribute, compositePk: boolean): string {
  const settings: string[] = [];
  if (a.isPrimaryKey && !compositePk) settings.push('pk');
  if (a.isIdentity || a.isAutoIncrement) settings.push('increment');
  settings.push(a.isNullable && !a.isPrimaryKey ? 'null' : 'not null');
  if (a.isUnique) settings.push('unique');
  if (a.defaultValue !== null && a.defaultValue.trim() !== '')
    settings.push(`default: ${dbmlDefault(a.defaultValue)}`);
  return `  ${dbmlName(a.name)} ${dbmlType(a.type)} [${settings.join(', ')}]`;
}

function table(t: Table): string {
  const pk = t.attributes.filter((a) => a.isPrimaryKey);
  const lines = t.attributes.map((a) => column(a, pk.length > 1));
  if (pk.length > 1)
    lines.push(
      '',
      '  indexes {',
      `    (${pk.map((a) => dbmlName(a.name)).join(', ')}) [pk]`,
      '  }',
    );
  return `Table ${tableName(t.name)} {\n${lines.join('\n')}\n}`;
}

const OPERATORS = {
  ONE_TO_MANY: '<',
  MANY_TO_ONE: '>',
  ONE_TO_ONE: '-',
  MANY_TO_MANY: '<>',
} as const;

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
    return `${tableName(t.name)}.${names.length === 1 ? (names[0] ?? '') : `(${names.join(', ')})`}`;
  };
  const name = first.name.trim() === '' ? '' : ` ${dbmlName(first.name.trim())}`;
  return `Ref${name}: ${end(source, sourceCols)} ${OPERATORS[first.cardinality]} ${end(target, targetCols)}`;
}

/**
 * The diagram as DBML: a Table block per table (pk, increment, null/not null, unique, default;
 * composite keys as an `indexes { (a, b) [pk] }` block), a Ref line per relationship
 * (`<` one-to-many, `>` many-to-one, `-` one-to-one, `<>` many-to-many) and a Note per comment.
 */
export function generateDbml(model: DiagramModel): string {
  const tables = new Map(model.tables.map((t) => [t.id, t]));
  const parts = model.tables.map(table);
  const refs = groupRelationships(model.relationships).flatMap((g) => ref(g, tables) ?? []);
  if (refs.length > 0) parts.push(refs.join('\n'));
  model.comments.forEach((c, i) =>
    parts.push(
      `Note comment_${i + 1} {\n  '${c.text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'\n}`,
    ),
  );
  return parts.join('\n\n') + '\n';
}
