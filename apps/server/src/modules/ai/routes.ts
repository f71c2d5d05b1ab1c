import {
  AI_GENERATION_FAILED_MESSAGE,
  ASSISTANT_FAILED_MESSAGE,
  assistantBodySchema,
  assistantResponseSchema,
  generateDbTablesBodySchema,
  generateDbTablesResponseSchema,
  projectParamsSchema,
} from '@relata/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { hitLimits, type Limit } from '../../auth/rateLimit';
import { requireSession } from '../../auth/requireSession';
import type { Config } from '../../config';
import { createAiProvider } from '../../ai/createProvider';
import { AppError } from '../../http/errors';
import type { DiagramDeps } from '../diagram/service';
import * as ai from './service';
import { apiOperations } from '../../http/apiOperation';
import { needsRole } from '../projects/accessGate';

const op = apiOperations('ai');

/** Modest limits per user: a generation is costly, a question less so. */
export const AI_RATE_LIMITS: Record<'generate' | 'assistant', Limit> = {
  generate: { max: 20, windowSeconds: 600 },
  assistant: { max: 60, windowSeconds: 600 },
};

/**
 * A request that failed validation answers 400 with the spec's message for that feature (spec 2
 * §8), so that the prompt box and the assistant show their own texts; the fields say what is wrong.
 */
function refuseInvalid(request: FastifyRequest, message: string, body: z.ZodType): void {
  if (!request.validationError) return;
  const fields: Record<string, string> = {};
  const parts: Array<[z.ZodType, unknown]> = [
    [projectParamsSchema, request.params],
    [body, request.body],
  ];
  for (const [schema, value] of parts) {
    const result = schema.safeParse(value);
    for (const issue of result.success ? [] : result.error.issues) {
      fields[issue.path.join('.') || 'body'] ??= issue.message;
    }
  }
  throw new AppError(400, 'validation_failed', message, fields);
}

/** AI table generation (Editors and Admins) and the project assistant (every member). */
export function registerAiRoutes(
  root: FastifyInstance,
  deps: DiagramDeps & { auth: Auth; config: Config },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/projects/:projectId/ai';
  const aiDeps: ai.AiDeps = {
    db: deps.db,
    hub: deps.hub,
    provider: createAiProvider(deps.config.ai),
  };

  app.post(
    `${base}/generate-db-tables`,
    {
      config: needsRole('Editor', 'generate tables with AI'),
      attachValidation: true,
      schema: {
        ...op.signedIn(
          'generateDbTables',
          'Drafts tables from a description with the AI (Editors).',
          [409, 429, 502],
        ),
        params: projectParamsSchema,
        body: generateDbTablesBodySchema,
        response: { 200: generateDbTablesResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await hitLimits(deps.db, [
        { key: `ai-generate:user:${userId}`, limit: AI_RATE_LIMITS.generate },
      ]);
      refuseInvalid(request, AI_GENERATION_FAILED_MESSAGE, generateDbTablesBodySchema);
      return ai.generateTables(aiDeps, userId, request.params.projectId, request.body, request.log);
    },
  );

  app.post(
    `${base}/assistant`,
    {
      config: needsRole('Viewer'),
      attachValidation: true,
      schema: {
        ...op.signedIn('askAssistant', 'Asks the AI assistant about the diagram.', [429, 502]),
        params: projectParamsSchema,
        body: assistantBodySchema,
        response: { 200: assistantResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      await hitLimits(deps.db, [
        { key: `ai-assistant:user:${userId}`, limit: AI_RATE_LIMITS.assistant },
      ]);
      refuseInvalid(request, ASSISTANT_FAILED_MESSAGE, assistantBodySchema);
      return ai.askAssistant(
        aiDeps,
        userId,
        request.params.projectId,
        request.body.query,
        request.log,
      );
    },
  );
}
