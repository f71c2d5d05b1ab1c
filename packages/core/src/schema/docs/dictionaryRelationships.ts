import type { Attribute, Relationship, Table } from '../model';
import { groupRelationships } from '../toPhysical';
import type { DictionaryRef, DictionaryRelationship } from './dictionaryTypes';

/** A relationship of the dictionary with the ids the table sections are looked up by. */
export interface RelationshipLink {
  relationship: DictionaryRelationship;
  /** The table holding the foreign key (a many-to-many relationship's source). */
  fromTableId: string;
  toTableId: string;
  /** The foreign-key columns of `from`, by attribute id, in key order. */
  fromColumnIds: string[];
}

/** What resolving relationships needs: the tables and their dictionary links, by table id. */
export interface LinkContext {
  tables: Map<string, Table>;
  refs: Map<string, DictionaryRef>;
}

/** The attributes of a table by the ids a relationship group names, or null when one is gone. */
function attributesOf(table: Table, ids: string[]): Attribute[] | null {
  const found = ids.map((id) => table.attributes.find((a) => a.id === id));
  return found.every((a) => a !== undefined) ? found : null;
}

/**
 * One relationship group (a composite foreign key is several relationships of one name) as a
 * foreign key: on the target for ONE_TO_MANY and ONE_TO_ONE, on the source for MANY_TO_ONE, as
 * toPhysical writes it. Null when a table or column it names no longer exists.
 */
function linkOf(group: Relationship[], context: LinkContext): RelationshipLink | null {
  const [first] = group;
  const source = first && context.tables.get(first.sourceTableId);
  const target = first && context.tables.get(first.targetTableId);
  const sourceRef = first && context.refs.get(first.sourceTableId);
  const targetRef = first && context.refs.get(first.targetTableId);
  if (!first || !source || !target || !sourceRef || !targetRef) return null;
  const sourceColumns = attributesOf(
    source,
    group.map((r) => r.sourceColumnId),
  );
  const targetColumns = attributesOf(
    target,
    group.map((r) => r.targetColumnId),
  );
  if (!sourceColumns || !targetColumns) return null;
  const holderIsSource =
    first.cardinality === 'MANY_TO_ONE' || first.cardinality === 'MANY_TO_MANY';
  const [fromTable, fromRef, fromColumns] = holderIsSource
    ? [source, sourceRef, sourceColumns]
    : [target, targetRef, targetColumns];
  const [toTable, toRef, toColumns] = holderIsSource
    ? [target, targetRef, targetColumns]
    : [source, sourceRef, sourceColumns];
  const names = (columns: Attribute[]) => columns.map((a) => a.name);
  return {
    relationship: {
      name: first.name.trim(),
      cardinality: first.cardinality,
      from: { ...fromRef, columns: names(fromColumns) },
      to: { ...toRef, columns: names(toColumns) },
      onDelete: first.onDelete ?? 'NO ACTION',
      onUpdate: first.onUpdate ?? 'NO ACTION',
      optional: first.cardinality !== 'MANY_TO_MANY' && fromColumns.some((a) => a.isNullable),
    },
    fromTableId: fromTable.id,
    toTableId: toTable.id,
    fromColumnIds: fromColumns.map((a) => a.id),
  };
}

/** Every relationship of the model as a foreign key, composite ones grouped, in the model's order. */
export function relationshipLinks(
  relationships: Relationship[],
  context: LinkContext,
): RelationshipLink[] {
  return groupRelationships(relationships).flatMap((group) => linkOf(group, context) ?? []);
}

/** Links grouped by a table id they name (`fromTableId` or `toTableId`). */
export function linksByTable(
  links: RelationshipLink[],
  side: 'fromTableId' | 'toTableId',
): Map<string, RelationshipLink[]> {
  const out = new Map<string, RelationshipLink[]>();
  for (const link of links) {
    const list = out.get(link[side]) ?? [];
    list.push(link);
    out.set(link[side], list);
  }
  return out;
}
