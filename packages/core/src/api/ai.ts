import { z } from 'zod';

/** Toast text when AI table generation fails or its result cannot be used (spec 2 §8). */
export const AI_GENERATION_FAILED_MESSAGE = 'Could not create database with AI. Try again later.';
/** Shown when the prompt box is used without a current project (spec 2 §5). */
export const NO_PROJECT_SELECTED_MESSAGE = 'No project selected.';
/** Error bubble of the assistant panel (spec 2 §8). */
export const ASSISTANT_FAILED_MESSAGE = 'Failed to get response from assistant.';
/** Shown instead of an empty assistant reply (spec 2 §8). */
export const ASSISTANT_EMPTY_MESSAGE = 'No response from assistant.';
/** The prompt box's text while the generator works (spec 2 §2). */
export const AI_GENERATING_MESSAGE = 'Generating response...';
/** Placeholder of the prompt box on the canvas (spec 2 §2). */
export const AI_PROMPT_PLACEHOLDER = 'Create a database for...';
/** The assistant panel's empty state (spec 2 §2). */
export const ASSISTANT_EMPTY_STATE = 'Ask me anything!';
/** The assistant's first message (spec 2 §2). */
export const ASSISTANT_GREETING = 'Hello! How can I assist you today?';
/** Delay before the assistant's typing indicator shows (spec 2 §9). */
export const ASSISTANT_TYPING_DELAY_MS = 500;
/** Longest AI message the prompt box and the assistant send (spec 2 §9). */
export const AI_QUERY_MAX = 2000;
/** Longest extra context text a client may send with a generation request. */
export const AI_CONTEXT_MAX = 4000;
/** Most tables, columns per table and relationships one AI answer may bring. */
export const AI_LIMITS = { tables: 100, columns: 100, relationships: 400 } as const;

/** The user's message: trimmed, not blank, at most 2000 characters (spec 2 §5). */
const query = z.string().trim().min(1, 'is required').max(AI_QUERY_MAX);

/** POST /api/projects/:projectId/ai/generate-db-tables (spec 2 §7: query, context). */
export const generateDbTablesBodySchema = z.strictObject({
  query,
  /** Extra notes from the client; the server builds the authoritative context itself. */
  context: z.string().max(AI_CONTEXT_MAX).optional(),
});

/** What a generation created: counts and names (existing tables it repeated are reused, not copied). */
export const generateDbTablesResponseSchema = z.object({
  tables: z.number(),
  relationships: z.number(),
  tableNames: z.array(z.string()),
  reusedTableNames: z.array(z.string()),
  provider: z.enum(['openai', 'offline']),
});

/** POST /api/projects/:projectId/ai/assistant */
export const assistantBodySchema = z.strictObject({ query });

/** The assistant's answer (spec 2 §3 "Assistant response"): a message and an optional link. */
export const assistantResponseSchema = z.object({
  message: z.string(),
  url: z.string().optional(),
});

/** Body of a generation request. */
export type GenerateDbTablesBody = z.infer<typeof generateDbTablesBodySchema>;
/** Answer of a generation request. */
export type GenerateDbTablesResponse = z.infer<typeof generateDbTablesResponseSchema>;
/** Body of an assistant request. */
export type AssistantBody = z.infer<typeof assistantBodySchema>;
/** Answer of the assistant. */
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;

/** The relationship kinds an AI answer uses, in lower case (spec 2 §3). */
export const AI_RELATIONSHIP_TYPES = [
  'one_to_many',
  'many_to_one',
  'one_to_one',
  'many_to_many',
] as const;

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const ref = z.string().trim().min(1).max(128);

/** A column of a generated table; flags left out take the editor's defaults. */
export const aiAttributeSchema = z.object({
  id: z.string().trim().max(128).optional(),
  name: z.string().trim().min(1).max(128),
  type: z.string().trim().max(128).default('string'),
  defaultValue: z.string().max(1000).nullable().optional(),
  isNullable: z.boolean().optional(),
  isPrimaryKey: z.boolean().optional(),
  isForeignKey: z.boolean().optional(),
  isUnique: z.boolean().optional(),
  isIdentity: z.boolean().optional(),
  isAutoIncrement: z.boolean().optional(),
});

/** A generated table (spec 2 §5: id, name, attributes); an empty name becomes 'Untitled Table'. */
export const aiTableSchema = z.object({
  id: ref,
  name: z.string().trim().max(128).default(''),
  attributes: z.array(aiAttributeSchema).max(AI_LIMITS.columns),
});

/** A generated relationship (spec 2 §5); the tables and columns are named by id or by name. */
export const aiRelationshipSchema = z.object({
  name: z.string().trim().max(128).default(''),
  sourceTableId: ref,
  targetTableId: ref,
  sourceColumnId: ref,
  targetColumnId: ref,
  type: z.preprocess(lowerCase, z.enum(AI_RELATIONSHIP_TYPES)),
});

/** The AI answer for table generation (spec 2 §5): tables and relationships. */
export const aiTablesResponseSchema = z.object({
  tables: z.array(aiTableSchema).max(AI_LIMITS.tables),
  relationships: z.array(aiRelationshipSchema).max(AI_LIMITS.relationships).default([]),
});

/** A generated column. */
export type AiAttribute = z.input<typeof aiAttributeSchema>;
/** A generated table. */
export type AiTable = z.input<typeof aiTableSchema>;
/** A generated relationship. */
export type AiRelationship = z.input<typeof aiRelationshipSchema>;
/** A whole AI answer for table generation. */
export type AiTablesResponse = z.input<typeof aiTablesResponseSchema>;
/** One of the lower-case relationship kinds. */
export type AiRelationshipType = (typeof AI_RELATIONSHIP_TYPES)[number];

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type GenerateDbTablesBodyInput = z.input<typeof generateDbTablesBodySchema>;
export type AssistantBodyInput = z.input<typeof assistantBodySchema>;
