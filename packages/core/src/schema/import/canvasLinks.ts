/**
 * Linking an import to the tables already on the canvas (issue 36, item 3): a reference to a
 * table the script does not create becomes a relationship to the canvas's table of that name, by
 * its ids, or is listed as unresolved. A read script is linked once per canvas it goes to, so the
 * reading (the costly part) does not depend on the canvas.
 */
import { nameKey } from '../physical';
import type { IdFactory } from '../defaults';
import type {
  Cardinality,
  Deferrability,
  DiagramModel,
  ReferentialAction,
  Relationship,
  Table,
} from '../model';
import type { SqlDialect } from '../sql/dialects';
import { byName, CanvasTables, type CanvasColumn, type CanvasTable } from './canvasTables';
import type {
  ImportDiagnostic,
  OutsideForeignKey,
  QualifiedName,
  UnresolvedReference,
} from './catalog';

/** A reference from an imported table to a table the import does not hold, by the import's ids. */
export interface OutsideReference {
  line: number;
  /** How the summary names it: `orders.customer_id → customers(id)`. */
  reference: string;
  /** How a note names it: `foreign key orders_fk on orders (customer_id)`. */
  label: string;
  /** The relationship's name. */
  name: string;
  /** The imported table and its columns of the reference. */
  tableId: string;
  columnIds: string[];
  /** The other table as the script names it, and its columns (none: its primary key). */
  ref: QualifiedName;
  refColumns: string[];
  /** The imported table's end of the relationship: a SQL foreign key's table is the target. */
  importedEnd: 'source' | 'target';
  cardinality: Cardinality;
  /** Whether the imported columns hold the key (flagged as foreign keys once linked). */
  holdsKey: boolean;
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
  deferrable?: Deferrability;
}

/** The lookup key of a table by schema and name, as fromPhysical keys the tables it makes. */
const tableKey = (schema: string | null | undefined, name: string) =>
  nameKey(schema ? `${schema}.${name}` : name);

/**
 * The foreign keys a SQL script holds to tables it does not create, by the ids its model gave
 * their tables and columns: ONE_TO_ONE when the key columns are the primary key or one unique
 * column (as fromPhysical decides); unnamed keys of one table to the same table get names.
 */
export function outsideReferences(
  model: DiagramModel,
  outside: readonly OutsideForeignKey[],
): OutsideReference[] {
  if (outside.length === 0) return [];
  const tables = new Map(model.tables.map((t) => [tableKey(t.schema, t.name), t]));
  const unnamed = new Map<string, number>();
  const pairKey = (fk: OutsideForeignKey) =>
    `${tableKey(fk.table.schema, fk.table.name)} ${tableKey(fk.ref.schema, fk.ref.name)}`;
  for (const fk of outside)
    if (fk.name === null) unnamed.set(pairKey(fk), (unnamed.get(pairKey(fk)) ?? 0) + 1);
  return outside.flatMap((fk) => {
    const table = tables.get(tableKey(fk.table.schema, fk.table.name));
    if (!table) return [];
    const columns = fk.columns.map((c) =>
      table.attributes.find((a) => nameKey(a.name) === nameKey(c)),
    );
    if (columns.some((c) => c === undefined)) return [];
    const found = columns.filter((c) => c !== undefined);
    const key = table.attributes.filter((a) => a.isPrimaryKey);
    const oneToOne =
      (found.length === key.length && found.every((c) => c.isPrimaryKey)) ||
      (found.length === 1 && found[0]?.isUnique === true);
    const { line, reference, label, ref, refColumns, onDelete, onUpdate, deferrable } = fk;
    return [
      {
        line,
        reference,
        label,
        name:
          fk.name ??
          ((unnamed.get(pairKey(fk)) ?? 0) > 1 ? `fk_${table.name}_${fk.columns.join('_')}` : ''),
        tableId: table.id,
        columnIds: found.map((c) => c.id),
        ref,
        refColumns,
        importedEnd: 'target' as const,
        cardinality: oneToOne ? 'ONE_TO_ONE' : 'ONE_TO_MANY',
        holdsKey: true,
        ...(onDelete ? { onDelete } : {}),
        ...(onUpdate ? { onUpdate } : {}),
        ...(deferrable ? { deferrable } : {}),
      },
    ];
  });
}

/** The canvas columns a reference names (its primary key when none), or why it cannot be linked. */
function canvasColumns(r: OutsideReference, table: CanvasTable): CanvasColumn[] | string {
  const columns =
    r.refColumns.length > 0
      ? r.refColumns.map((c) => byName(table.columns, c, (x) => x.name))
      : table.primaryKey.map((id) => table.columns.find((c) => c.id === id));
  const missing = r.refColumns.filter((_, i) => columns[i] === undefined);
  if (missing.length > 0) return `${table.name} on the diagram has no column ${missing.join(', ')}`;
  const found = columns.filter((c) => c !== undefined);
  if (found.length !== r.columnIds.length || found.length !== columns.length)
    return `its columns do not match the key of ${table.name} on the diagram`;
  return found;
}

/** What linking an import to a canvas gave. */
export interface CanvasLinks {
  model: DiagramModel;
  unresolved: UnresolvedReference[];
  /** Notes on the references left out (the CLI prints them). */
  warnings: ImportDiagnostic[];
}

/**
 * Links an import's outside references to `canvas` (none when the import replaces the diagram):
 * each found one becomes a relationship per column pair, its imported columns flagged as foreign
 * keys; the others are unresolved. Names match by `dialect`'s rules as the script's own do (see
 * CanvasTables). The model is not changed: the tables whose columns are flagged are copies.
 */
export function linkToCanvas(
  model: DiagramModel,
  outside: readonly OutsideReference[],
  canvas: readonly CanvasTable[] | undefined,
  dialect: SqlDialect,
  id: IdFactory,
): CanvasLinks {
  const unresolved: UnresolvedReference[] = [];
  const warnings: ImportDiagnostic[] = [];
  if (outside.length === 0) return { model, unresolved, warnings };
  const tables = canvas && canvas.length > 0 ? new CanvasTables(canvas, dialect) : undefined;
  const relationships: Relationship[] = [];
  const flagged = new Map<string, Set<string>>();
  const refName = (q: QualifiedName) => (q.schema === null ? q.name : `${q.schema}.${q.name}`);
  for (const r of outside) {
    const table = tables?.find(r.ref);
    const columns = table
      ? canvasColumns(r, table)
      : `it references ${refName(r.ref)}, which is not created in this script${canvas ? ' nor on the diagram' : ''}`;
    if (typeof columns === 'string' || !table) {
      const reason = typeof columns === 'string' ? columns : '';
      unresolved.push({ line: r.line, reference: r.reference, reason });
      warnings.push({ line: r.line, message: `${r.label} is left out: ${reason}` });
      continue;
    }
    columns.forEach((column, i) => {
      const own = { table: r.tableId, column: r.columnIds[i] ?? '' };
      const other = { table: table.id, column: column.id };
      const [source, target] = r.importedEnd === 'target' ? [other, own] : [own, other];
      relationships.push({
        id: id(),
        name: r.name,
        sourceTableId: source.table,
        targetTableId: target.table,
        sourceColumnId: source.column,
        targetColumnId: target.column,
        cardinality: r.cardinality,
        ...(r.onDelete ? { onDelete: r.onDelete } : {}),
        ...(r.onUpdate ? { onUpdate: r.onUpdate } : {}),
        ...(r.deferrable ? { deferrable: r.deferrable } : {}),
      });
    });
    if (r.holdsKey) {
      const ids = flagged.get(r.tableId) ?? new Set<string>();
      for (const c of r.columnIds) ids.add(c);
      flagged.set(r.tableId, ids);
    }
  }
  const flag = (t: Table): Table => {
    const ids = flagged.get(t.id);
    return ids
      ? {
          ...t,
          attributes: t.attributes.map((a) => (ids.has(a.id) ? { ...a, isForeignKey: true } : a)),
        }
      : t;
  };
  return {
    model: {
      ...model,
      tables: flagged.size > 0 ? model.tables.map(flag) : model.tables,
      relationships: [...model.relationships, ...relationships],
    },
    unresolved,
    warnings,
  };
}
