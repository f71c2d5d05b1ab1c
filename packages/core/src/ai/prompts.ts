import { AI_RELATIONSHIP_TYPES } from '../api/ai';

/** Instructions of the table generator for an OpenAI-compatible model. */
export const GENERATION_INSTRUCTIONS = [
  'You design relational database schemas for Relata, a database diagram editor.',
  'Answer with one JSON object only: {"tables": [...], "relationships": [...]}.',
  'A table is {"id", "name", "attributes"}; an attribute is {"id", "name", "type", "defaultValue", "isNullable", "isPrimaryKey", "isForeignKey", "isUnique", "isAutoIncrement"}.',
  'A relationship is {"name", "sourceTableId", "targetTableId", "sourceColumnId", "targetColumnId", "type"} with type one of one_to_many, many_to_one, one_to_one, many_to_many (lower case).',
  'The source is the referenced table and column (usually its primary key); the target table holds the foreign-key column. Use one_to_many for a foreign key.',
  'Give every table a primary key and ids that are short and unique (t1, t1_c1). Model many-to-many as a join table with two one_to_many relationships.',
  'Do not repeat existing tables: refer to them by their table id and column ids, put foreign keys in the new tables, and never add columns to existing tables.',
].join('\n');

/** The user message of a generation request: the context text, then the user's query (spec 2 §7). */
export function generationUserMessage(query: string, context: string): string {
  return `${context}\n\nRequest: ${query}`;
}

const flag = { type: 'boolean' } as const;
const text = { type: 'string' } as const;
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** JSON Schema of the generation answer for structured output (every field required, as strict mode wants). */
export const GENERATION_JSON_SCHEMA = object({
  tables: {
    type: 'array',
    items: object({
      id: text,
      name: text,
      attributes: {
        type: 'array',
        items: object({
          id: text,
          name: text,
          type: text,
          defaultValue: { type: ['string', 'null'] },
          isNullable: flag,
          isPrimaryKey: flag,
          isForeignKey: flag,
          isUnique: flag,
          isAutoIncrement: flag,
        }),
      },
    }),
  },
  relationships: {
    type: 'array',
    items: object({
      name: text,
      sourceTableId: text,
      targetTableId: text,
      sourceColumnId: text,
      targetColumnId: text,
      type: { type: 'string', enum: [...AI_RELATIONSHIP_TYPES] },
    }),
  },
});

/** Instructions of the project assistant for an OpenAI-compatible model. */
export const ASSISTANT_INSTRUCTIONS = [
  'You are the assistant of Relata, a collaborative web app for designing databases.',
  "Answer the user's question in a few friendly sentences, using only the project context and the documentation topics below.",
  'Answer with one JSON object only: {"message": string, "url": string or null}. Put in url the one documentation link from the list that helps most, or null.',
].join('\n');

/** JSON Schema of the assistant's answer for structured output. */
export const ASSISTANT_JSON_SCHEMA = object({ message: text, url: { type: ['string', 'null'] } });
