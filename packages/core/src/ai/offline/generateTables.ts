import type { AiAttribute, AiRelationship, AiTable, AiTablesResponse } from '../../api/ai';
import type { SqlDialect } from '../../schema/sql/dialects';
import { columnTypeFor, primaryKeyFlags } from '../columnTypes';
import type { ExistingDiagram, ExistingTable } from '../context';
import { tableNameFor, tableNameKey } from '../names';
import { readPrompt } from './promptReader';
import { findSelected, selectEntities, type Selected } from './selectEntities';
import type { ColumnSpec } from './vocabulary';

/** The offline generator found nothing in the prompt it could build a schema from. */
export class OfflineGenerationError extends Error {}

/** A table of the answer: new, or an existing one that is reused. */
interface Plan {
  selected: Selected | undefined;
  id: string;
  name: string;
  key: { id: string; type: string } | undefined;
  existing: ExistingTable | undefined;
  attributes: AiAttribute[];
}

function column(
  table: string,
  name: string,
  type: string,
  flags: Partial<AiAttribute> = {},
): AiAttribute {
  return { id: `${table}.${name}`, name, type, isNullable: true, ...flags };
}

function typicalColumn(table: string, c: ColumnSpec, dialect: SqlDialect): AiAttribute {
  const required = c.required || c.unique;
  const defaultValue =
    c.name === 'created_at' ? 'CURRENT_TIMESTAMP' : c.kind === 'bool' && required ? 'false' : null;
  return column(table, c.name, columnTypeFor(c.kind, dialect), {
    isNullable: !required,
    isUnique: c.unique,
    defaultValue,
  });
}

function newPlan(s: Selected | undefined, name: string, dialect: SqlDialect): Plan {
  const keyType = columnTypeFor('key', dialect);
  const key = column(name, 'id', keyType, {
    isPrimaryKey: true,
    isNullable: false,
    isUnique: true,
    ...primaryKeyFlags(dialect),
  });
  const typical = (s?.spec.columns ?? []).map((c) => typicalColumn(name, c, dialect));
  return {
    selected: s,
    id: name,
    name,
    key: { id: key.id ?? '', type: keyType },
    existing: undefined,
    attributes: [key, ...typical],
  };
}

function existingPlan(s: Selected, t: ExistingTable): Plan {
  const pk = t.attributes.find((a) => a.isPrimaryKey);
  return {
    selected: s,
    id: t.id,
    name: t.name,
    key: pk && { id: pk.id, type: pk.type },
    existing: t,
    attributes: [],
  };
}

/** Adds a foreign-key column to `holder` (or finds it on an existing table) and the relationship from `ref`. */
function link(
  holder: Plan,
  ref: Plan,
  as: string,
  opts: { optional: boolean; unique: boolean; index?: number },
): AiRelationship | undefined {
  if (!ref.key) return undefined;
  const name = `${as}_id`;
  let columnId: string | undefined;
  const same = holder.attributes.find((a) => a.name === name);
  if (holder.existing) {
    columnId = holder.existing.attributes.find((a) => a.name.toLowerCase() === name)?.id;
  } else if (same) {
    same.isForeignKey = true;
    columnId = same.id;
  } else {
    const fk = column(holder.name, name, ref.key.type, {
      isNullable: opts.optional,
      isForeignKey: true,
      isUnique: opts.unique,
      isPrimaryKey: opts.index !== undefined,
    });
    holder.attributes.splice(
      opts.index ?? 1 + holder.attributes.filter((a) => a.isForeignKey).length,
      0,
      fk,
    );
    columnId = fk.id;
  }
  if (!columnId) return undefined;
  return {
    name: `fk_${tableNameKey(holder.name)}_${name}`,
    sourceTableId: ref.id,
    targetTableId: holder.id,
    sourceColumnId: ref.key.id,
    targetColumnId: columnId,
    type: opts.unique ? 'one_to_one' : 'one_to_many',
  };
}

/**
 * The offline provider: turns a prompt into an AI answer (spec 2 §5) without any network — tables
 * for the entities the prompt names or implies, typical columns with types for the project's
 * database, a primary key in every table, foreign keys for the relations, join tables for
 * many-to-many, and existing tables reused instead of duplicated. Deterministic.
 */
export function generateOfflineTables(
  prompt: string,
  dialect: SqlDialect,
  existing: ExistingDiagram,
): AiTablesResponse {
  const selected = selectEntities(readPrompt(prompt));
  if (selected.length === 0) {
    throw new OfflineGenerationError(
      'The prompt names nothing the offline generator can turn into tables.',
    );
  }
  const existingByKey = new Map(existing.tables.map((t) => [tableNameKey(t.name), t]));
  const plans = new Map<Selected, Plan>();
  for (const s of selected) {
    const reuse = existingByKey.get(s.spec.key);
    plans.set(s, reuse ? existingPlan(s, reuse) : newPlan(s, tableNameFor(s.spec.key), dialect));
  }
  const relationships: AiRelationship[] = [];
  const joins: Plan[] = [];
  for (const s of selected) {
    const holder = plans.get(s);
    for (const r of s.refs) {
      const target = findSelected(selected, r.to);
      const ref = target && plans.get(target);
      // A reference named after its entity takes the name the user gave it ("writer_id").
      const as = target && r.as === r.to ? target.spec.key : r.as;
      const made = holder && ref && link(holder, ref, as, r);
      if (made) relationships.push(made);
    }
  }
  const paired = new Set<string>();
  for (const s of selected) {
    for (const other of s.manyToMany) {
      const t = findSelected(selected, other);
      const [a, b] = [plans.get(s), t && plans.get(t)];
      const pair = [s.spec.key, t?.spec.key].sort().join(' ');
      if (!t || t === s || !a?.key || !b?.key || paired.has(pair)) continue;
      paired.add(pair);
      const name = `${s.spec.key}_${tableNameFor(t.spec.key)}`;
      if (existingByKey.has(tableNameKey(name))) continue;
      const join: Plan = {
        selected: undefined,
        id: name,
        name,
        key: undefined,
        existing: undefined,
        attributes: [],
      };
      for (const [end, index] of [
        [a, 0],
        [b, 1],
      ] as const) {
        const made = link(join, end, tableNameKey(end.name), {
          optional: false,
          unique: false,
          index,
        });
        if (made) relationships.push(made);
      }
      joins.push(join);
    }
  }
  const tables: AiTable[] = [...plans.values(), ...joins].map((p) => ({
    id: p.id,
    name: p.name,
    attributes: p.attributes,
  }));
  return { tables, relationships };
}
