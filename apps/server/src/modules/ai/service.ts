import {
  AI_GENERATION_FAILED_MESSAGE,
  ASSISTANT_FAILED_MESSAGE,
  buildGenerationContext,
  convertAiResponse,
  safeAppUrl,
  type AssistantResponse,
  type ConvertedAiResponse,
  type ExistingDiagram,
  type GenerateDbTablesBody,
  type GenerateDbTablesResponse,
} from '@relata/core';
import type { FastifyBaseLogger } from 'fastify';
import { AiProviderError, type AiProvider } from '../../ai/provider';
import { AppError } from '../../http/errors';
import { requireRole } from '../projects/access';
import { getDiagram, type DiagramDeps } from '../diagram/service';
import { loadProject, loadProjectFacts } from './facts';
import { saveGenerated } from './save';

/** What the AI services need: the diagram's database and hub, and the configured provider. */
export interface AiDeps extends DiagramDeps {
  provider: AiProvider;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Generates tables from a prompt (spec 2 §5, Editors and Admins): builds the context from the
 * project's diagram and database type, asks the provider, converts and checks the answer, and
 * saves it in one transaction. Any failure answers 'Could not create database with AI. Try again
 * later.' and creates nothing.
 */
export async function generateTables(
  deps: AiDeps,
  userId: string,
  projectId: string,
  body: GenerateDbTablesBody,
  log: FastifyBaseLogger,
): Promise<GenerateDbTablesResponse> {
  await requireRole(deps.db, projectId, userId, 'Editor', 'generate tables with AI');
  const [project, diagram] = await Promise.all([
    loadProject(deps.db, projectId),
    getDiagram(deps, userId, projectId),
  ]);
  const existing: ExistingDiagram = {
    tables: diagram.tables,
    relationships: diagram.relationships,
  };
  const notes = body.context?.trim();
  const context =
    buildGenerationContext(project.dialect, existing) +
    (notes ? `\nNotes from the user's screen: ${notes}` : '');
  let converted: ConvertedAiResponse;
  try {
    const raw = await deps.provider.generateTables({
      query: body.query,
      context,
      dialect: project.dialect,
      existing,
    });
    converted = convertAiResponse(raw, existing);
  } catch (err) {
    log.warn({ provider: deps.provider.kind, reason: reason(err) }, 'AI table generation failed');
    // The offline generator understood nothing: the prompt is at fault, not a service.
    const offline = deps.provider.kind === 'offline' && err instanceof AiProviderError;
    throw new AppError(
      offline ? 422 : 502,
      offline ? 'unprocessable' : 'unavailable',
      AI_GENERATION_FAILED_MESSAGE,
    );
  }
  const { model } = converted;
  try {
    // An answer made only of existing tables changes nothing and sends no event.
    if (model.tables.length + model.relationships.length > 0) {
      await saveGenerated(deps, userId, projectId, model);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    log.error({ reason: reason(err) }, 'saving AI-generated tables failed');
    throw new AppError(500, 'internal', AI_GENERATION_FAILED_MESSAGE);
  }
  return {
    tables: model.tables.length,
    relationships: model.relationships.length,
    tableNames: converted.createdTableNames,
    reusedTableNames: converted.reusedTableNames,
    provider: deps.provider.kind,
  };
}

/**
 * The project assistant (any member): answers a question from the project's tables,
 * relationships, tasks and team size, with at most one link inside the app.
 */
export async function askAssistant(
  deps: AiDeps,
  userId: string,
  projectId: string,
  query: string,
  log: FastifyBaseLogger,
): Promise<AssistantResponse> {
  const diagram = await getDiagram(deps, userId, projectId);
  const facts = await loadProjectFacts(deps.db, projectId, diagram);
  try {
    const answer = await deps.provider.answer({ query, facts });
    const url = safeAppUrl(answer.url);
    return url ? { message: answer.message.trim(), url } : { message: answer.message.trim() };
  } catch (err) {
    log.warn({ provider: deps.provider.kind, reason: reason(err) }, 'the assistant failed');
    throw new AppError(502, 'unavailable', ASSISTANT_FAILED_MESSAGE);
  }
}
