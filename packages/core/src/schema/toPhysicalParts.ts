import type { DiagramModel, Table } from './model';
import type {
  PhysicalCheck,
  PhysicalColumn,
  PhysicalIndex,
  PhysicalSchema,
  PhysicalTable,
  PhysicalUnique,
} from './physical';

type Columns = Map<string, PhysicalColumn>;

/** Column names for attribute ids, leaving out ids whose column no longer exists. */
function names(ids: string[], columns: Columns): string[] {
  return ids.flatMap((id) => columns.get(id)?.name ?? []);
}

function uniques(table: Table, columns: Columns): PhysicalUnique[] {
  return (table.uniques ?? []).flatMap((u) => {
    const cols = names(u.columnIds, columns);
    const conflict = u.onConflict ? { onConflict: u.onConflict } : {};
    const nulls = u.nullsNotDistinct ? { nullsNotDistinct: true } : {};
    const deferral = u.deferrable ? { deferrable: u.deferrable } : {};
    return cols.length === u.columnIds.length
      ? [{ name: u.name, columns: cols, ...conflict, ...nulls, ...deferral }]
      : [];
  });
}

function indexes(table: Table, columns: Columns): PhysicalIndex[] {
  return (table.indexes ?? []).flatMap((index) => {
    const parts = index.parts.flatMap((p) => {
      const column = p.columnId === undefined ? undefined : columns.get(p.columnId)?.name;
      if (column === undefined && !p.expression) return [];
      return [
        {
          ...(column !== undefined ? { column } : { expression: p.expression }),
          ...(p.order ? { order: p.order } : {}),
          ...(p.nulls ? { nulls: p.nulls } : {}),
          ...(column !== undefined && p.prefixLength ? { prefixLength: p.prefixLength } : {}),
        },
      ];
    });
    if (parts.length !== index.parts.length) return [];
    const include = names(index.includeColumnIds ?? [], columns);
    return [
      {
        name: index.name,
        unique: index.unique,
        parts,
        ...(index.method ? { method: index.method } : {}),
        ...(index.where ? { where: index.where } : {}),
        ...(include.length > 0 ? { include } : {}),
        ...(index.nullsNotDistinct ? { nullsNotDistinct: true } : {}),
        ...(index.comment !== undefined ? { comment: index.comment } : {}),
      },
    ];
  });
}

function checks(table: Table, columns: Columns): PhysicalCheck[] {
  return (table.checks ?? []).flatMap((c) => {
    if (c.expression.trim() === '') return [];
    const column = c.columnId === undefined ? undefined : columns.get(c.columnId)?.name;
    return [{ name: c.name, expression: c.expression, ...(column ? { column } : {}) }];
  });
}

/** A table's unique constraints, indexes and checks with column names instead of attribute ids. */
export function tableConstraints(
  table: Table,
  columns: Columns,
): Pick<PhysicalTable, 'uniques' | 'indexes' | 'checks'> {
  const out: Pick<PhysicalTable, 'uniques' | 'indexes' | 'checks'> = {};
  const u = uniques(table, columns);
  const i = indexes(table, columns);
  const c = checks(table, columns);
  if (u.length > 0) out.uniques = u;
  if (i.length > 0) out.indexes = i;
  if (c.length > 0) out.checks = c;
  return out;
}

/** The project's types, views (reading tables by name) and extra SQL, without canvas ids. */
export function projectObjects(
  model: DiagramModel,
): Pick<PhysicalSchema, 'types' | 'views' | 'extras'> {
  const tableNames = new Map(model.tables.map((t) => [t.id, t.name]));
  const out: Pick<PhysicalSchema, 'types' | 'views' | 'extras'> = {};
  if (model.types?.length) out.types = model.types.map(({ id: _id, ...type }) => type);
  if (model.views?.length)
    out.views = model.views.map(({ id: _id, x: _x, y: _y, tableIds, ...view }) => ({
      ...view,
      tables: (tableIds ?? []).flatMap((id) => tableNames.get(id) ?? []),
    }));
  if (model.extraSql?.length) out.extras = model.extraSql.map(({ id: _id, ...extra }) => extra);
  return out;
}
