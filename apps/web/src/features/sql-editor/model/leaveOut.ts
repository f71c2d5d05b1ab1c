import type { Attribute, DiagramModel, Table } from '@relata/core';
import type { SkippedObject } from '../engine/types';

/**
 * A part of a diagram table the build leaves out so that the rest of the table builds (issue 36,
 * item A5): a column of a type the engine lacks, or a check, default or generated expression
 * calling a function it lacks or holding a value it refuses.
 */
export interface LeftOutPart {
  /** The diagram table's id. */
  table: string;
  kind: 'column' | 'check' | 'default' | 'generated expression';
  /** The attribute's id (column, default, generated expression) or the check's id. */
  id: string;
  /** For the report: `table.column`, or the check's name. */
  name: string;
}

/** A type name without schema, quotes, arguments and array brackets, in lower case (`public.hstore[]` is `hstore`). */
export function bareType(type: string): string {
  const base = type
    .trim()
    .replace(/(\s*\[\s*\d*\s*\])+$/, '')
    .replace(/\s*\(.*\)\s*$/, '');
  return (base.split('.').at(-1) ?? base)
    .replace(/["`[\]]/g, '')
    .trim()
    .toLowerCase();
}

/** The last part of a qualified name, in lower case. */
const lastPart = (name: string): string => (name.split('.').at(-1) ?? name).toLowerCase();

/** A call of the function in an expression (`levenshtein (`), outside nothing in particular: a word match. */
const calls = (name: string) =>
  new RegExp(String.raw`(^|[^\w$."])"?${name.replace(/[^\w]/g, '\\$&')}"?\s*\(`, 'i');

/** What the engine's message says is missing or wrong: a type, a function, or a value. */
function culprit(
  message: string,
): { type: string } | { func: string } | { value: string } | undefined {
  const type = /type "([^"]+)" does not exist/i.exec(message)?.[1];
  if (type) return { type: lastPart(type) };
  const func =
    /function ([^\s(]+)\([^)]*\) does not exist/i.exec(message)?.[1] ??
    /no such function: ([^\s,]+)/i.exec(message)?.[1];
  if (func) return { func: lastPart(func.replace(/"/g, '')) };
  // A literal the column's type refuses (`date/time field value out of range: "0000-00-00"`).
  if (!/invalid input|out of range/i.test(message)) return undefined;
  const value = /"([^"]+)"\s*$/.exec(message)?.[1];
  return value ? { value } : undefined;
}

/** The parts of one table that the message blames. */
function partsOf(table: Table, message: string): LeftOutPart[] {
  const found = culprit(message);
  if (!found) return [];
  const named = (a: Attribute) => `${table.name}.${a.name}`;
  const part = (kind: LeftOutPart['kind'], id: string, name: string): LeftOutPart => ({
    table: table.id,
    kind,
    id,
    name,
  });
  if ('type' in found)
    return table.attributes
      .filter((a) => bareType(a.type) === found.type)
      .map((a) => part('column', a.id, named(a)));
  if ('func' in found) {
    const call = calls(found.func);
    return [
      ...(table.checks ?? [])
        .filter((c) => call.test(c.expression))
        .map((c) => part('check', c.id, c.name || `check on ${table.name}`)),
      ...table.attributes.flatMap((a) => [
        ...(a.defaultValue !== null && call.test(a.defaultValue)
          ? [part('default', a.id, named(a))]
          : []),
        ...(a.generated && call.test(a.generated.expression)
          ? [part('generated expression', a.id, named(a))]
          : []),
      ]),
    ];
  }
  return table.attributes
    .filter((a) => a.defaultValue?.includes(found.value))
    .map((a) => part('default', a.id, named(a)));
}

/**
 * The parts to leave out of tables whose CREATE TABLE the engine refused, so that they build: a
 * column whose type does not exist, a check, default or generated expression calling a function
 * that does not exist, a default holding a value the type refuses. Empty when the message blames
 * nothing in the table (then the table stays skipped).
 */
export function partsToLeaveOut(model: DiagramModel, refused: SkippedObject[]): LeftOutPart[] {
  const tables = new Map(model.tables.map((t) => [t.id, t]));
  return refused.flatMap((s) => {
    const table = s.kind === 'table' && s.table ? tables.get(s.table) : undefined;
    return table ? partsOf(table, s.message) : [];
  });
}

/** A table without the given parts, and without the keys, indexes and checks that use a column it loses. */
function tableWithout(table: Table, parts: LeftOutPart[]): Table {
  const of = (kind: LeftOutPart['kind']) =>
    new Set(parts.filter((p) => p.kind === kind).map((p) => p.id));
  const [columns, checks, defaults, generated] = [
    of('column'),
    of('check'),
    of('default'),
    of('generated expression'),
  ];
  const attributes = table.attributes
    .filter((a) => !columns.has(a.id))
    .map((a) => {
      const copy = { ...a };
      if (defaults.has(a.id)) copy.defaultValue = null;
      if (generated.has(a.id)) delete copy.generated;
      return copy;
    });
  const copy: Table = { ...table, attributes };
  if (table.checks)
    copy.checks = table.checks.filter(
      (c) => !checks.has(c.id) && !(c.columnId && columns.has(c.columnId)),
    );
  if (table.uniques)
    copy.uniques = table.uniques.filter((u) => !u.columnIds.some((id) => columns.has(id)));
  if (table.indexes)
    copy.indexes = table.indexes.filter(
      (i) =>
        !i.parts.some((p) => p.columnId && columns.has(p.columnId)) &&
        !i.includeColumnIds?.some((id) => columns.has(id)),
    );
  if (table.primaryKeyOrder)
    copy.primaryKeyOrder = table.primaryKeyOrder.filter((id) => !columns.has(id));
  return copy;
}

/** The model without the given parts (and the relationships through a column left out). */
export function withoutParts(model: DiagramModel, parts: LeftOutPart[]): DiagramModel {
  const byTable = new Map<string, LeftOutPart[]>();
  for (const p of parts) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p]);
  const columns = new Set(parts.filter((p) => p.kind === 'column').map((p) => p.id));
  return {
    ...model,
    tables: model.tables.map((t) => {
      const own = byTable.get(t.id);
      return own ? tableWithout(t, own) : t;
    }),
    relationships: model.relationships.filter(
      (r) => !columns.has(r.sourceColumnId) && !columns.has(r.targetColumnId),
    ),
  };
}

/**
 * The parts left out, as the build reports them: each with the refused CREATE TABLE statement,
 * the engine's message and what it needs (the extension that provides the missing type).
 */
export function leftOutObjects(parts: LeftOutPart[], refused: SkippedObject[]): SkippedObject[] {
  return parts.flatMap((p) => {
    const table = refused.find((s) => s.kind === 'table' && s.table === p.table);
    if (!table) return [];
    return [
      {
        kind: p.kind,
        name: p.name,
        statement: table.statement,
        message: table.message,
        table: p.table,
        ...(table.needs ? { needs: table.needs } : {}),
      },
    ];
  });
}
