import { z } from 'zod';
import { aiTablesResponseSchema, type AiRelationshipType } from '../api/ai';
import { createId, type IdFactory } from '../schema/defaults';
import type { Cardinality, DiagramModel, Relationship, Table } from '../schema/model';
import type { ExistingDiagram, ExistingTable } from './context';
import { aiGridOrigin, aiGridPosition } from './grid';
import { tableNameKey } from './names';
import {
  endTableId,
  existingTableEnd,
  newTableEnd,
  resolveColumn,
  twinTableEnd,
  type TableEnd,
} from './tableEnds';

/** An AI answer that cannot be used: wrong shape, or a reference that resolves to nothing (spec 2 §8). */
export class AiResponseError extends Error {}

/** What an AI answer becomes: the model to save, and what was created, reused and left out. */
export interface ConvertedAiResponse {
  /** New tables (laid out) and relationships; a relationship end may be an existing table's id. */
  model: DiagramModel;
  createdTableNames: string[];
  /** Existing tables the answer repeated; they are reused, not created again. */
  reusedTableNames: string[];
  /** Relationships left out, and why (already there, or a key column an existing table lacks). */
  notes: string[];
}

/** The diagram's cardinality for an answer's lower-case relationship type (spec 2 §3). */
export function cardinalityOf(type: AiRelationshipType): Cardinality {
  return type.toUpperCase() as Cardinality;
}

/** Which end holds the foreign-key column: the target, except for many-to-one (and none for many-to-many). */
function keyHolder(type: AiRelationshipType): 'source' | 'target' | undefined {
  if (type === 'many_to_many') return undefined;
  return type === 'many_to_one' ? 'source' : 'target';
}

function indexExisting(tables: ExistingTable[]) {
  const byId = new Map(tables.map((t) => [t.id, t]));
  const byKey = new Map<string, ExistingTable>();
  for (const t of tables) if (!byKey.has(tableNameKey(t.name))) byKey.set(tableNameKey(t.name), t);
  return { byId, byKey };
}

/**
 * Turns an AI answer (spec 2 §5) into a diagram model: validates its shape, reuses existing tables
 * the answer repeats (same normalised name) instead of duplicating them, resolves every
 * relationship end by id or name — a table that resolves to nothing is an error — maps the
 * lower-case types to cardinalities, and lays new tables out in a grid of 4 columns, 500 apart,
 * with width and height 0.
 */
export function convertAiResponse(
  raw: unknown,
  existing: ExistingDiagram,
  options: { idFactory?: IdFactory } = {},
): ConvertedAiResponse {
  const parsed = aiTablesResponseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new AiResponseError(
      `The answer has not the expected shape: ${z.prettifyError(parsed.error)}`,
    );
  }
  const id = options.idFactory ?? createId;
  const known = indexExisting(existing.tables);
  const ends = new Map<string, TableEnd>();
  const newByKey = new Map<string, TableEnd & { kind: 'new' }>();
  const created: Table[] = [];
  const reused = new Set<string>();
  const notes: string[] = [];

  for (const t of parsed.data.tables) {
    if (ends.has(t.id))
      throw new AiResponseError(`Two tables of the answer share the id "${t.id}".`);
    const key = t.name ? tableNameKey(t.name) : undefined;
    const same = known.byId.get(t.id) ?? (key ? known.byKey.get(key) : undefined);
    const twin = key ? newByKey.get(key) : undefined;
    if (same) {
      ends.set(t.id, existingTableEnd(same, t));
      reused.add(same.name);
    } else if (twin) {
      ends.set(t.id, twinTableEnd(twin, t));
      notes.push(`"${t.name}" repeats "${twin.table.name}" of the same answer`);
    } else {
      const end = newTableEnd(t, id);
      ends.set(t.id, end);
      if (key) newByKey.set(key, end);
      created.push(end.table);
    }
  }

  const resolveTable = (ref: string): TableEnd | undefined => {
    const direct = ends.get(ref);
    if (direct) return direct;
    const byId = known.byId.get(ref);
    if (byId) return existingTableEnd(byId);
    const key = tableNameKey(ref);
    const byName = newByKey.get(key) ?? known.byKey.get(key);
    if (!byName) return undefined;
    return 'kind' in byName ? byName : existingTableEnd(byName);
  };

  const seen = new Set(
    existing.relationships.map((r) =>
      [r.sourceTableId, r.sourceColumnId, r.targetTableId, r.targetColumnId, r.cardinality].join(
        ' ',
      ),
    ),
  );
  const relationships: Relationship[] = [];
  for (const r of parsed.data.relationships) {
    const label = r.name || `${r.sourceTableId} -> ${r.targetTableId}`;
    const source = resolveTable(r.sourceTableId);
    const target = resolveTable(r.targetTableId);
    const missing = !source ? r.sourceTableId : !target ? r.targetTableId : undefined;
    if (!source || !target) {
      throw new AiResponseError(
        `The relationship "${label}" refers to the table "${missing ?? ''}", which is neither in the answer nor in the diagram.`,
      );
    }
    const holder = keyHolder(r.type);
    const sourceColumnId = resolveColumn(source, r.sourceColumnId, holder === 'source');
    const targetColumnId = resolveColumn(target, r.targetColumnId, holder === 'target');
    if (!sourceColumnId || !targetColumnId) {
      const [end, ref] = !sourceColumnId ? [source, r.sourceColumnId] : [target, r.targetColumnId];
      if (end.kind === 'existing') {
        notes.push(`"${label}" is left out: ${end.table.name} has no column "${ref}"`);
        continue;
      }
      throw new AiResponseError(
        `The relationship "${label}" refers to the column "${ref}", which ${end.table.name} does not have.`,
      );
    }
    const cardinality = cardinalityOf(r.type);
    const relationship: Relationship = {
      id: id(),
      name: r.name,
      sourceTableId: endTableId(source),
      targetTableId: endTableId(target),
      sourceColumnId,
      targetColumnId,
      cardinality,
    };
    const signature = [
      relationship.sourceTableId,
      sourceColumnId,
      relationship.targetTableId,
      targetColumnId,
      cardinality,
    ].join(' ');
    if (seen.has(signature)) {
      notes.push(`"${label}" is already in the diagram`);
      continue;
    }
    seen.add(signature);
    const holderEnd = holder === 'source' ? source : holder === 'target' ? target : undefined;
    const holderColumn = holder === 'source' ? sourceColumnId : targetColumnId;
    if (holderEnd?.kind === 'new') {
      const column = holderEnd.table.attributes.find((a) => a.id === holderColumn);
      if (column) column.isForeignKey = true;
    }
    relationships.push(relationship);
  }

  if (created.length === 0 && relationships.length === 0 && reused.size === 0) {
    throw new AiResponseError('The answer holds no tables.');
  }
  const origin = aiGridOrigin(existing.tables);
  created.forEach((t, i) => Object.assign(t, aiGridPosition(i, origin)));
  return {
    model: { tables: created, relationships, comments: [] },
    createdTableNames: created.map((t) => t.name),
    reusedTableNames: [...reused],
    notes,
  };
}
