import { quoteIdentifier, toPhysical } from '@relata/core';
import { generateSampleData, sampleInserts, type SampleData } from '@relata/core/sample';
import type { BuildPlan, BuildRequest, PlaygroundEngine, SampleTable } from '../engine/types';
import { schemaStatements } from './schemaStatements';

/** A table's name as the DDL writes it, qualified by its schema where the dialect keeps one. */
const quotedName = (name: string, schema: string | undefined, engine: PlaygroundEngine) =>
  schema
    ? `${quoteIdentifier(schema, engine)}.${quoteIdentifier(name, engine)}`
    : quoteIdentifier(name, engine);

/** Data with nothing in it, for writing one part of it at a time. */
const only = (data: SampleData, part: Partial<SampleData>): SampleData => ({
  ...data,
  tables: [],
  updates: [],
  sequences: [],
  notes: [],
  ...part,
});

/**
 * What a build runs on an engine (issue 20, items 2 and 3): the diagram's schema as Relata's
 * generator writes it for the engine, then each table's sample rows (parents first, the counts
 * asked for, the same data for the same diagram), then the updates that close foreign-key cycles
 * and the sequences' new positions.
 */
export function planFor({ model, rows, keep }: BuildRequest, engine: PlaygroundEngine): BuildPlan {
  const physical = toPhysical(model);
  const data = generateSampleData(physical, {
    dialect: engine,
    rows: (_name, table) => (table.id ? rows.perTable[table.id] : undefined) ?? rows.default,
  });
  const names = new Map(physical.tables.map((t) => [t.name, t]));
  const tables: SampleTable[] = data.tables.map((t) => {
    const id = names.get(t.source)?.id;
    return {
      ...(id ? { id } : {}),
      table: names.get(t.source)?.name ?? t.source,
      quoted: quotedName(t.name, t.schema, engine),
      columns: t.columns.map((c) => quoteIdentifier(c.name, engine)),
      inserts: sampleInserts(only(data, { tables: [t] })),
      rows: t.rows.length,
    };
  });
  return {
    schema: schemaStatements(model, engine),
    data: tables,
    after: sampleInserts(only(data, { updates: data.updates, sequences: data.sequences })),
    keep,
  };
}
