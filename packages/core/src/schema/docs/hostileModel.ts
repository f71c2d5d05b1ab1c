import type { Attribute, DiagramModel, Table } from '../model';

/**
 * Names and comments that break documents written without escaping: table pipes, backticks,
 * quotes, tags that end a style or open a script, line breaks, Markdown syntax, Mermaid's
 * keywords and entity codes, and Unicode. The documentation tests run every writer on them.
 */
export const HOSTILE_TEXTS = [
  'a|b`<script>alert(1)</script>',
  '</style><script>alert("x")</script>',
  `"double" and 'single' quotes`,
  'line one\nline two\r\nline three',
  'Straße ⚡ データ',
  '# heading *bold* _it_ ~~gone~~ $x$',
  '- list',
  '1. item',
  '[link](javascript:alert(1))',
  '&amp; &lt;b&gt; \\back\\slash',
  'direction LR',
  '%% comment #quot; ~x~',
  '```fence``` ``',
  'pk',
  'one',
] as const;

/** A column with every flag at its default but the ones given. */
function column(id: string, name: string, fields: Partial<Attribute> = {}): Attribute {
  return {
    id,
    name,
    type: 'text',
    defaultValue: null,
    isNullable: true,
    isPrimaryKey: false,
    isForeignKey: false,
    isUnique: false,
    isIdentity: false,
    isAutoIncrement: false,
    ...fields,
  };
}

/** A table named by a hostile text: a key column, a column named by the text, and its comment. */
function hostileTable(text: string, n: number): Table {
  return {
    id: `t${n}`,
    name: text,
    x: 0,
    y: 0,
    width: 200,
    height: 100,
    exactName: true,
    comment: text,
    attributes: [
      column(`t${n}.id`, 'id', { type: 'integer', isPrimaryKey: true, isNullable: false }),
      column(`t${n}.c`, text, { comment: text, defaultValue: `'${text}'` }),
      column(`t${n}.fk`, `${text} ref`, { type: 'character varying(40)', isForeignKey: true }),
    ],
    indexes: [{ id: `t${n}.i`, name: text, unique: false, parts: [{ expression: text }] }],
    checks: [{ id: `t${n}.k`, name: text, expression: text }],
  };
}

/**
 * A model whose every name, comment, default, expression and SQL body is one of HOSTILE_TEXTS:
 * one table per text (each referencing the one before by a relationship named by the text), an
 * enum, a domain, another type and a view of each, and two tables in schemas that slug the same.
 */
export function hostileModel(): DiagramModel {
  const tables = HOSTILE_TEXTS.map(hostileTable);
  tables.push({ ...hostileTable('orders', 90), schema: 'sales' });
  tables.push({ ...hostileTable('sales.orders', 91) });
  const relationships = tables.slice(1).map((t, i) => ({
    id: `r${i}`,
    name: t.name,
    sourceTableId: tables[i]?.id ?? '',
    targetTableId: t.id,
    sourceColumnId: `${tables[i]?.id ?? ''}.id`,
    targetColumnId: `${t.id}.fk`,
    cardinality: i % 3 === 0 ? ('ONE_TO_ONE' as const) : ('ONE_TO_MANY' as const),
    onDelete: 'CASCADE' as const,
  }));
  const types = HOSTILE_TEXTS.flatMap((text, i) => [
    { id: `e${i}`, name: text, kind: 'enum' as const, values: [text, 'ok'], comment: text },
    { id: `d${i}`, name: text, kind: 'domain' as const, baseType: text, defaultValue: text },
    { id: `o${i}`, name: text, kind: 'other' as const, sql: text, dialect: 'postgresql' },
  ]);
  const views = HOSTILE_TEXTS.map((text, i) => ({
    id: `v${i}`,
    name: text,
    query: `SELECT '${text}'`,
    dialect: 'postgresql',
    columnNames: [text],
    tableIds: [`t${i}`],
    comment: text,
    x: 0,
    y: 0,
  }));
  return { tables, relationships, comments: [], types, views };
}
