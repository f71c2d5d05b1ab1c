import type { z } from 'zod';
import type { aiAttributeSchema, aiTableSchema } from '../api/ai';
import { AI_TABLE_NAME, type IdFactory } from '../schema/defaults';
import type { Attribute, Table } from '../schema/model';
import type { ExistingTable } from './context';
import { AI_TABLE_SIZE } from './grid';

type ParsedAttribute = z.output<typeof aiAttributeSchema>;
type ParsedTable = z.output<typeof aiTableSchema>;

/**
 * A table a relationship of an AI answer can point at: one the answer creates, or one already on
 * the canvas (named by its id, or repeated by the answer under the same name).
 */
export type TableEnd =
  | { kind: 'new'; table: Table; byId: Map<string, string>; byName: Map<string, string> }
  | { kind: 'existing'; table: ExistingTable; aiNames: Map<string, string> };

/** A generated column with the editor's defaults for missing flags; a primary key is never nullable (spec 2 §4). */
function toAttribute(a: ParsedAttribute, id: IdFactory): Attribute {
  const isPrimaryKey = a.isPrimaryKey ?? false;
  return {
    id: id(),
    name: a.name,
    type: a.type || 'string',
    defaultValue: a.defaultValue ?? null,
    isNullable: isPrimaryKey ? false : (a.isNullable ?? true),
    isPrimaryKey,
    isForeignKey: a.isForeignKey ?? false,
    isUnique: a.isUnique ?? false,
    isIdentity: a.isIdentity ?? false,
    isAutoIncrement: a.isAutoIncrement ?? false,
  };
}

/** A new table from an AI answer, at the origin until laid out, named 'Untitled Table' when unnamed (spec 2 §3). */
export function newTableEnd(t: ParsedTable, id: IdFactory): TableEnd & { kind: 'new' } {
  const attributes = t.attributes.map((a) => toAttribute(a, id));
  const byId = new Map<string, string>();
  const byName = new Map<string, string>();
  t.attributes.forEach((a, i) => {
    const newId = attributes[i]?.id ?? '';
    if (a.id && !byId.has(a.id)) byId.set(a.id, newId);
    if (!byName.has(a.name.toLowerCase())) byName.set(a.name.toLowerCase(), newId);
  });
  const table: Table = {
    id: id(),
    name: t.name || AI_TABLE_NAME,
    attributes,
    x: 0,
    y: 0,
    ...AI_TABLE_SIZE,
  };
  return { kind: 'new', table, byId, byName };
}

/** An existing table the answer repeats or names; `aiNames` maps the answer's column ids to names. */
export function existingTableEnd(
  table: ExistingTable,
  repeated?: ParsedTable,
): TableEnd & { kind: 'existing' } {
  const aiNames = new Map<string, string>();
  for (const a of repeated?.attributes ?? []) if (a.id) aiNames.set(a.id, a.name);
  return { kind: 'existing', table, aiNames };
}

/** A second table of the answer with the name of an earlier one: its column ids resolve by name. */
export function twinTableEnd(
  first: TableEnd & { kind: 'new' },
  repeated: ParsedTable,
): TableEnd & { kind: 'new' } {
  const byId = new Map<string, string>();
  for (const a of repeated.attributes) {
    const target = first.byName.get(a.name.toLowerCase());
    if (a.id && target) byId.set(a.id, target);
  }
  return { ...first, byId };
}

/** The id of a table end as the saved relationship refers to it. */
export function endTableId(end: TableEnd): string {
  return end.table.id;
}

const afterDot = (ref: string) => ref.slice(ref.lastIndexOf('.') + 1);

/**
 * Finds the column a relationship names, by id, by the answer's id, by name, or as
 * `table.column`. On an existing table the referenced side falls back to its primary key.
 */
export function resolveColumn(end: TableEnd, ref: string, holdsKey: boolean): string | undefined {
  const lower = ref.toLowerCase();
  if (end.kind === 'new') {
    return (
      end.byId.get(ref) ?? end.byName.get(lower) ?? end.byName.get(afterDot(lower)) ?? undefined
    );
  }
  const attrs = end.table.attributes;
  const byName = (name: string | undefined) =>
    name === undefined ? undefined : attrs.find((a) => a.name.toLowerCase() === name.toLowerCase());
  const found =
    attrs.find((a) => a.id === ref) ??
    byName(end.aiNames.get(ref)) ??
    byName(lower) ??
    byName(afterDot(lower)) ??
    (holdsKey ? undefined : attrs.find((a) => a.isPrimaryKey));
  return found?.id;
}
