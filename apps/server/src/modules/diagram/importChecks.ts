/** What an imported model must hold together before any of it is stored. */
import { type DiagramModel, type ImportMode, unknownColumnIds } from '@relata/core';
import { AppError } from '../../http/errors';
import type { Trx } from './stored';

/** A 400 in the error shape about an imported model. */
const invalid = (message: string) => new AppError(400, 'validation_failed', message);

/** An end of an imported relationship at a table the import does not hold: its ids. */
export interface OutsideEnd {
  tableId: string;
  columnId: string;
  /** How the error names the relationship. */
  relationship: string;
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * Checks that every relationship of the model joins two of its tables by their columns, or (an
 * "Add to diagram" import, issue 36 item 3) one of its tables to a table of the diagram; returns
 * the ends at the diagram's tables, which the import checks against the stored diagram
 * (checkOutsideEnds). Throws a 400 for any other relationship.
 */
function checkRelationships(model: DiagramModel, mode: ImportMode): OutsideEnd[] {
  const columns = new Map(model.tables.map((t) => [t.id, new Set(t.attributes.map((a) => a.id))]));
  const outside: OutsideEnd[] = [];
  // A replacing import clears the diagram: its relationships join its own tables only.
  const awayAllowed = mode === 'add' ? 1 : 0;
  // Both ends looked up once, with no objects made for a relationship inside the model (12 000
  // of them at 10 000 tables).
  for (const r of model.relationships) {
    const source = columns.get(r.sourceTableId);
    const target = columns.get(r.targetTableId);
    const away = (source ? 0 : 1) + (target ? 0 : 1);
    const elsewhere =
      away > awayAllowed ||
      (!source && !isUuid(r.sourceTableId)) ||
      (!target && !isUuid(r.targetTableId));
    if (
      elsewhere ||
      source?.has(r.sourceColumnId) === false ||
      target?.has(r.targetColumnId) === false
    )
      throw invalid(
        `The relationship "${r.name || r.id}" refers to a table or column that is not in the model.`,
      );
    if (away === 0) continue;
    const relationship = r.name || r.id;
    if (!source)
      outside.push({ tableId: r.sourceTableId, columnId: r.sourceColumnId, relationship });
    if (!target)
      outside.push({ tableId: r.targetTableId, columnId: r.targetColumnId, relationship });
  }
  return outside;
}

/**
 * Throws a 400 unless each end at a diagram's table names a table of the project, as stored, and
 * one of its columns. The tables are locked until the import ends, so none goes meanwhile.
 */
export async function checkOutsideEnds(
  trx: Trx,
  projectId: string,
  ends: readonly OutsideEnd[],
): Promise<void> {
  if (ends.length === 0) return;
  const rows = await trx
    .selectFrom('db_entities')
    .select(['id', 'attributes'])
    .where('project_id', '=', projectId)
    .where('id', 'in', [...new Set(ends.map((e) => e.tableId))])
    .forShare()
    .execute();
  const stored = new Map(rows.map((r) => [r.id, new Set(r.attributes.map((a) => a.id))]));
  for (const e of ends) {
    if (!stored.get(e.tableId)?.has(e.columnId))
      throw invalid(
        `The relationship "${e.relationship}" refers to a table or column that is not in the model or on the diagram.`,
      );
  }
}

/** Throws unless each table's keys, uniques, indexes and checks name columns of that table. */
function checkTableItems(model: DiagramModel): void {
  for (const t of model.tables) {
    const unknown = unknownColumnIds(t, new Set(t.attributes.map((a) => a.id)));
    if (unknown.length > 0)
      throw invalid(`The table "${t.name}" refers to a column that is not in it: ${unknown[0]}.`);
  }
}

/** Throws unless every view reads tables of the model, and no two types share a schema and name. */
function checkProjectObjects(model: DiagramModel): void {
  const tables = new Set(model.tables.map((t) => t.id));
  for (const v of model.views ?? []) {
    if ((v.tableIds ?? []).some((id) => !tables.has(id)))
      throw invalid(`The view "${v.name}" reads a table that is not in the model.`);
  }
  const names = new Set<string>();
  for (const type of model.types ?? []) {
    const key = `${type.schema ?? ''}.${type.name}`;
    if (names.has(key)) throw invalid(`The type "${type.name}" is in the model twice.`);
    names.add(key);
  }
}

/**
 * Throws a 400 unless the imported model's references point inside it, but for relationships of
 * an "Add to diagram" import that end at a table of the diagram: those ends are returned, for
 * checkOutsideEnds.
 */
export function checkModelLinks(model: DiagramModel, mode: ImportMode): OutsideEnd[] {
  const outside = checkRelationships(model, mode);
  checkTableItems(model);
  checkProjectObjects(model);
  return outside;
}
