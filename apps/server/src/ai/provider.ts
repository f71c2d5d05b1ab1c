import type { AssistantResponse, ExistingDiagram, ProjectFacts, SqlDialect } from '@relata/core';

/** What a table generation gets: the user's query and the context built from the project. */
export interface GenerateInput {
  query: string;
  /** The context text (spec 2 §5): database type, naming hints, existing tables and relationships. */
  context: string;
  dialect: SqlDialect;
  existing: ExistingDiagram;
}

/** What the assistant gets: the user's question and the project's facts. */
export interface AssistantInput {
  query: string;
  facts: ProjectFacts;
}

/** A provider failed or answered something unusable; the route answers the spec's message. */
export class AiProviderError extends Error {}

/** An AI behind the generate-db-tables and assistant routes. */
export interface AiProvider {
  readonly kind: 'openai' | 'offline';
  /** The raw answer for table generation, checked afterwards by convertAiResponse. */
  generateTables(input: GenerateInput): Promise<unknown>;
  /** The assistant's answer; its link is checked afterwards by safeAppUrl. */
  answer(input: AssistantInput): Promise<AssistantResponse>;
}
