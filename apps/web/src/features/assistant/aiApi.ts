import {
  assistantResponseSchema,
  generateDbTablesResponseSchema,
  type AssistantResponse,
  type GenerateDbTablesResponse,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

const aiPath = (projectId: string, fn: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/ai/${fn}`;

/** Generates tables from a prompt (Editors and Admins); the diagram refetches on its own event. */
export function generateDbTables(
  projectId: string,
  query: string,
): Promise<GenerateDbTablesResponse> {
  return apiJson(aiPath(projectId, 'generate-db-tables'), generateDbTablesResponseSchema, {
    method: 'POST',
    body: { query },
  });
}

/** Asks the project assistant (any member): a message and maybe a link into the app. */
export function askAssistant(projectId: string, query: string): Promise<AssistantResponse> {
  return apiJson(aiPath(projectId, 'assistant'), assistantResponseSchema, {
    method: 'POST',
    body: { query },
  });
}
