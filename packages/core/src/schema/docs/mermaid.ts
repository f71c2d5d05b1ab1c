import type { DiagramModel } from '../model';
import { dataDictionary, type DataDictionaryOptions } from './dictionary';
import { relationshipName } from './dictionaryText';
import type { DictionaryColumn, DictionaryRelationship, DictionaryTable } from './dictionaryTypes';
import { EntityIds, attributeName, attributeType, mermaidString } from './mermaidText';

/** What an attribute's keys are called in Mermaid. */
const KEY_WORDS = { PK: 'PK', FK: 'FK', UNIQUE: 'UK' } as const;

/** An attribute line: `type name PK, FK "comment"`; a renamed column keeps its name in the comment. */
function attribute(column: DictionaryColumn): string {
  const name = attributeName(column.name);
  const keys = [...new Set(column.keys.map((k) => KEY_WORDS[k.kind]))];
  const renamed = name !== column.name ? column.name : '';
  const comment = [renamed, column.comment ?? ''].filter(Boolean).join(': ');
  return [
    `    ${attributeType(column.type)} ${name}`,
    keys.length > 0 ? ` ${keys.join(', ')}` : '',
    comment ? ` "${mermaidString(comment)}"` : '',
  ].join('');
}

/** An entity: its id, its name as the label where the id differs, and its columns. */
function entity(table: DictionaryTable, id: string): string {
  const head = id === table.name ? id : `${id}["${mermaidString(table.name)}"]`;
  if (table.columns.length === 0) return `  ${head}`;
  return [`  ${head} {`, ...table.columns.map(attribute), '  }'].join('\n');
}

/**
 * A relationship line, the referenced table on the left: `||` when every row of the other table
 * has one (`|o` when its key may be NULL), `o{` for many rows or `||` for one-to-one on the right,
 * `}o--o{` for many-to-many; labelled with the foreign key's name.
 */
function relationshipLine(r: DictionaryRelationship, ids: Map<string, string>): string | null {
  const parent = ids.get(r.to.anchor);
  const child = ids.get(r.from.anchor);
  if (!parent || !child) return null;
  const label = `"${mermaidString(relationshipName(r))}"`;
  // A many-to-many relationship references neither table: its source (`from`) comes first.
  if (r.cardinality === 'MANY_TO_MANY') return `  ${child} }o--o{ ${parent} : ${label}`;
  const left = r.optional ? '|o' : '||';
  const right = r.cardinality === 'ONE_TO_ONE' ? '||' : 'o{';
  return `  ${parent} ${left}--${right} ${child} : ${label}`;
}

/**
 * The model as a Mermaid `erDiagram` (issue 41, item 4): one entity per table with its columns
 * (`type name PK, FK, UK "comment"`), labelled with its `schema.name` where that is not a plain id,
 * and one line per relationship with its cardinality and its foreign key's name. Output stays
 * within Mermaid's grammar whatever the names: see mermaidText.ts.
 */
export function mermaidErDiagram(model: DiagramModel, options: DataDictionaryOptions = {}): string {
  const { tables } = dataDictionary(model, options);
  const entityIds = new EntityIds();
  const ids = new Map(tables.map((t) => [t.anchor, entityIds.claim(t.name)]));
  const entities = tables.map((t) => entity(t, ids.get(t.anchor) ?? ''));
  const lines = tables.flatMap((t) =>
    t.relationshipsOut.flatMap((r) => relationshipLine(r, ids) ?? []),
  );
  return ['erDiagram', ...entities, ...lines].join('\n') + '\n';
}
