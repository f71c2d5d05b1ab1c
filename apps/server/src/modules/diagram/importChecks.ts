/** What an imported model must hold together before any of it is stored. */
import { type DiagramModel, unknownColumnIds } from '@relata/core';
import { AppError } from '../../http/errors';

/** A 400 in the error shape about an imported model. */
const invalid = (message: string) => new AppError(400, 'validation_failed', message);

/** Throws unless every relationship of the model joins two of its tables by their columns. */
function checkRelationships(model: DiagramModel): void {
  const columns = new Map(model.tables.map((t) => [t.id, new Set(t.attributes.map((a) => a.id))]));
  for (const r of model.relationships) {
    if (
      !columns.get(r.sourceTableId)?.has(r.sourceColumnId) ||
      !columns.get(r.targetTableId)?.has(r.targetColumnId)
    ) {
      throw invalid(
        `The relationship "${r.name || r.id}" refers to a table or column that is not in the model.`,
      );
    }
  }
}

/** Throws unless each table's keys, uniques, indexes and checks name columns of that table. */
function checkTableItems(model: DiagramModel): void {
  for (const t of model.tables) {
    const columns = new Set(t.attributes.map((a) => a.id));
    const items = { uniques: t.uniques ?? [], indexes: t.indexes ?? [], checks: t.checks ?? [] };
    const unknown = [
      ...unknownColumnIds(items, columns),
      ...(t.primaryKeyOrder ?? []).filter((id) => !columns.has(id)),
    ];
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

/** Throws a 400 unless the imported model's references all point inside it. */
export function checkModelLinks(model: DiagramModel): void {
  checkRelationships(model);
  checkTableItems(model);
  checkProjectObjects(model);
}
