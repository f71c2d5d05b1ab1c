import { typeKey } from '../generate/adapt';
import type { Attribute, DiagramModel, NamedType, Table, TableIndex, View } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { convertType } from '../sql/typeMapping';
import { AnchorSet } from './anchors';
import { orUnnamed } from './dictionaryText';
import { linksByTable, relationshipLinks, type RelationshipLink } from './dictionaryRelationships';
import type {
  ColumnKey,
  DataDictionary,
  DictionaryColumn,
  DictionaryIndex,
  DictionaryRef,
  DictionaryTable,
  DictionaryType,
  DictionaryView,
} from './dictionaryTypes';

/** How the dictionary is written. */
export interface DataDictionaryOptions {
  /**
   * The dialect whose spelling of column types the dictionary shows, as its DDL writes them
   * (`string` is `VARCHAR(255)`); absent: types exactly as the model holds them.
   */
  dialect?: SqlDialect;
}

/** Options of the Markdown and HTML documents. */
export interface DocumentOptions extends DataDictionaryOptions {
  /** The document's title (a file's name, a project's name); DEFAULT_DOCUMENT_TITLE when absent. */
  title?: string;
}

/** The title of a document whose options give none. */
export const DEFAULT_DOCUMENT_TITLE = 'Data dictionary';

/** The title a document shows: the one given, or DEFAULT_DOCUMENT_TITLE when it is blank. */
export const documentTitle = (options: DocumentOptions): string =>
  options.title?.trim() ? options.title : DEFAULT_DOCUMENT_TITLE;

/** Something named in a schema: a table, view or type. */
interface Named {
  schema?: string;
  name: string;
}

/** `schema.name`, or the bare name in the default schema. */
const qualifiedName = (item: Named): string =>
  item.schema ? `${item.schema}.${item.name}` : item.name;

/** Text order independent of the locale: case-insensitive first, then exact, for a stable result. */
function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The items sorted by schema (the default one first) and then by name. */
function sortedByName<T extends Named>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => compareText(a.schema ?? '', b.schema ?? '') || compareText(a.name, b.name),
  );
}

/** Everything a table's section is built from, looked up by table id. */
interface TableContext {
  refs: Map<string, DictionaryRef>;
  out: Map<string, RelationshipLink[]>;
  in: Map<string, RelationshipLink[]>;
  views: Map<string, DictionaryRef[]>;
  /** The project types' lookup keys: a column of such a type keeps its name. */
  typeKeys: Set<string>;
  dialect?: SqlDialect;
  /** Types already written, by type and context: a model repeats a few types many times. */
  typeCache: Map<string, string>;
}

/** A column's type: a project type by its name, else as the dialect writes it, else as held. */
function columnType(a: Attribute, t: Table, keyed: boolean, context: TableContext): string {
  const held = a.type.trim();
  if (!context.dialect) return held;
  const key = [held, keyed, t.exactName === true, t.sqliteTypes === true, t.typesDialect].join(
    '\u0000',
  );
  let written = context.typeCache.get(key);
  if (written === undefined) {
    written = context.typeKeys.has(typeKey(held))
      ? held
      : convertType(held, context.dialect, {
          keyed,
          sql: t.exactName === true,
          sqliteTypes: t.sqliteTypes === true,
          ...(t.typesDialect ? { from: t.typesDialect } : {}),
        }).sql;
    context.typeCache.set(key, written);
  }
  return written;
}

/** The keys a column takes part in: PK, each foreign key with its target, UNIQUE. */
function columnKeys(a: Attribute, t: Table, links: RelationshipLink[]): ColumnKey[] {
  const keys: ColumnKey[] = a.isPrimaryKey ? [{ kind: 'PK' }] : [];
  for (const link of links) {
    const at = link.fromColumnIds.indexOf(a.id);
    const { cardinality, to } = link.relationship;
    if (at < 0 || cardinality === 'MANY_TO_MANY') continue;
    keys.push({
      kind: 'FK',
      target: { name: to.name, anchor: to.anchor, column: to.columns[at] ?? '' },
    });
  }
  if (a.isForeignKey && !keys.some((k) => k.kind === 'FK')) keys.push({ kind: 'FK' });
  const uniqueConstraint = (t.uniques ?? []).some(
    (u) => u.columnIds.length === 1 && u.columnIds[0] === a.id,
  );
  if (a.isUnique || uniqueConstraint) keys.push({ kind: 'UNIQUE' });
  return keys;
}

function column(a: Attribute, t: Table, context: TableContext): DictionaryColumn {
  const keys = columnKeys(a, t, context.out.get(t.id) ?? []);
  const defaultValue = a.defaultValue?.trim() ? a.defaultValue : null;
  return {
    name: a.name,
    type: columnType(a, t, keys.length > 0, context),
    // As toPhysical: a key column is NOT NULL, unless imported as declared (SQLite allows NULL).
    nullable: a.isNullable && (t.exactName === true || !a.isPrimaryKey),
    defaultValue,
    ...(a.generated ? { generated: { ...a.generated } } : {}),
    autoIncrement: a.isIdentity || a.isAutoIncrement,
    keys,
    ...(a.comment ? { comment: a.comment } : {}),
  };
}

/** An index with its key parts written out (`lower(email)`, `created_at DESC NULLS LAST`). */
function index(i: TableIndex, columnName: (id: string) => string): DictionaryIndex {
  const parts = i.parts.map((p) =>
    [
      (p.columnId ? columnName(p.columnId) : (p.expression ?? '')) +
        (p.prefixLength ? `(${p.prefixLength})` : ''),
      p.order ?? '',
      p.nulls ? `NULLS ${p.nulls}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  return {
    name: i.name,
    parts,
    unique: i.unique,
    ...(i.method ? { method: i.method } : {}),
    ...(i.where ? { where: i.where } : {}),
  };
}

function table(t: Table, context: TableContext): DictionaryTable {
  const ref = context.refs.get(t.id) ?? { name: qualifiedName(t), anchor: '' };
  const names = new Map(t.attributes.map((a) => [a.id, a.name]));
  const columnName = (id: string) => names.get(id) ?? id;
  return {
    ...ref,
    ...(t.schema ? { schema: t.schema } : {}),
    tableName: t.name,
    ...(t.comment ? { comment: t.comment } : {}),
    columns: t.attributes.map((a) => column(a, t, context)),
    uniques: (t.uniques ?? []).map((u) => ({ name: u.name, columns: u.columnIds.map(columnName) })),
    indexes: (t.indexes ?? []).map((i) => index(i, columnName)),
    checks: (t.checks ?? []).map((c) => ({
      name: c.name,
      expression: c.expression,
      ...(c.columnId ? { column: columnName(c.columnId) } : {}),
    })),
    relationshipsOut: (context.out.get(t.id) ?? []).map((l) => l.relationship),
    relationshipsIn: (context.in.get(t.id) ?? []).map((l) => l.relationship),
    views: context.views.get(t.id) ?? [],
  };
}

function view(v: View, refs: Map<string, DictionaryRef>): DictionaryView {
  const ref = refs.get(v.id) ?? { name: qualifiedName(v), anchor: '' };
  return {
    ...ref,
    ...(v.schema ? { schema: v.schema } : {}),
    viewName: v.name,
    ...(v.comment ? { comment: v.comment } : {}),
    materialized: v.materialized === true,
    columns: v.columnNames ?? [],
    tables: (v.tableIds ?? []).flatMap((id) => refs.get(id) ?? []),
    sql: v.query,
    dialect: v.dialect,
  };
}

function namedType(t: NamedType, refs: Map<string, DictionaryRef>): DictionaryType {
  const ref = refs.get(t.id) ?? { name: qualifiedName(t), anchor: '' };
  return {
    ...ref,
    ...(t.schema ? { schema: t.schema } : {}),
    typeName: t.name,
    kind: t.kind,
    ...(t.comment ? { comment: t.comment } : {}),
    values: t.values ?? [],
    ...(t.baseType ? { baseType: t.baseType } : {}),
    notNull: t.notNull === true,
    ...(t.defaultValue ? { defaultValue: t.defaultValue } : {}),
    checks: (t.checks ?? []).map((c) => ({ name: c.name, expression: c.expression })),
    ...(t.sql ? { sql: t.sql } : {}),
  };
}

/** Anchor ids for every table, view and type, claimed in the document's order. */
function anchorRefs(
  tables: Table[],
  views: View[],
  types: NamedType[],
): Map<string, DictionaryRef> {
  const anchors = new AnchorSet();
  const refs = new Map<string, DictionaryRef>();
  const claim = (prefix: string, item: Named & { id: string }) => {
    const name = orUnnamed(qualifiedName(item));
    refs.set(item.id, { name, anchor: anchors.claim(prefix, name) });
  };
  for (const t of tables) claim('table', t);
  for (const t of types) claim(t.kind === 'other' ? 'type' : t.kind, t);
  for (const v of views) claim('view', v);
  return refs;
}

/** The views that read each table, by table id. */
function viewsByTable(
  views: View[],
  refs: Map<string, DictionaryRef>,
): Map<string, DictionaryRef[]> {
  const out = new Map<string, DictionaryRef[]>();
  for (const v of views) {
    const ref = refs.get(v.id);
    for (const id of new Set(v.tableIds ?? [])) if (ref) out.set(id, [...(out.get(id) ?? []), ref]);
  }
  return out;
}

/**
 * The data dictionary of a model (issue 41, item 3): every table sorted by schema and name with
 * its columns (type in the chosen dialect, nullability, default, keys, comment), indexes, checks,
 * the relationships out of and into it and the views that read it; then the enums, domains,
 * other project types and views. Each table, view and type has a unique anchor id for links.
 */
export function dataDictionary(
  model: DiagramModel,
  options: DataDictionaryOptions = {},
): DataDictionary {
  const tables = sortedByName(model.tables);
  const views = sortedByName(model.views ?? []);
  const types = sortedByName(model.types ?? []);
  const byKind = (kind: NamedType['kind']) => types.filter((t) => t.kind === kind);
  const orderedTypes = [...byKind('enum'), ...byKind('domain'), ...byKind('other')];
  const refs = anchorRefs(tables, views, orderedTypes);
  const links = relationshipLinks(model.relationships, {
    tables: new Map(model.tables.map((t) => [t.id, t])),
    refs,
  });
  const context: TableContext = {
    refs,
    out: linksByTable(links, 'fromTableId'),
    in: linksByTable(links, 'toTableId'),
    views: viewsByTable(views, refs),
    typeKeys: new Set(types.map((t) => typeKey(t.name))),
    typeCache: new Map(),
    ...(options.dialect ? { dialect: options.dialect } : {}),
  };
  const described = (kind: NamedType['kind']) => byKind(kind).map((t) => namedType(t, refs));
  return {
    tables: tables.map((t) => table(t, context)),
    enums: described('enum'),
    domains: described('domain'),
    otherTypes: described('other'),
    views: views.map((v) => view(v, refs)),
  };
}
