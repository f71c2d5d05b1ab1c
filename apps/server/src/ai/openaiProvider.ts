import {
  ASSISTANT_INSTRUCTIONS,
  ASSISTANT_JSON_SCHEMA,
  buildAssistantContext,
  GENERATION_INSTRUCTIONS,
  GENERATION_JSON_SCHEMA,
  generationUserMessage,
} from '@relata/core';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { AiProviderError, type AiProvider } from './provider';

/** The model asked when AI_MODEL is unset. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

/** Where and how to reach an OpenAI-compatible endpoint (config.ai). */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

const assistantAnswerSchema = z.object({
  message: z.string(),
  url: z.string().nullable().optional(),
});

/** Reads a model's JSON answer; a fenced code block around it is tolerated. */
function parseJson(
  content: string | null | undefined,
): { ok: true; value: unknown } | { ok: false } {
  const text = (content ?? '').trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A failure in words for the server log; never the key, never sent to the browser. */
function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof APIConnectionTimeoutError) return `no answer within ${timeoutMs} ms`;
  if (err instanceof APIError) return `the AI endpoint answered HTTP ${err.status ?? 'error'}`;
  return err instanceof Error ? err.message : 'the AI request failed';
}

/**
 * A provider for any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, ...):
 * structured JSON output through a JSON Schema, a timeout per request, no retries by the client,
 * and one retry when the answer is not valid JSON. The key stays on the server.
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, vLLM) need no key, but the client insists on one.
    apiKey: settings.apiKey ?? 'no-key',
    // Explicit, so that OPENAI_* variables of the environment are not picked up.
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const model = settings.model ?? DEFAULT_AI_MODEL;

  async function completeJson(
    messages: ChatCompletionMessageParam[],
    name: string,
    schema: Record<string, unknown>,
  ): Promise<unknown> {
    let conversation = messages;
    for (let attempt = 0; attempt < 2; attempt++) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model,
          messages: conversation,
          response_format: { type: 'json_schema', json_schema: { name, schema, strict: true } },
        });
        content = completion.choices[0]?.message.content;
      } catch (err) {
        throw new AiProviderError(describeFailure(err, settings.timeoutMs));
      }
      const parsed = parseJson(content);
      if (parsed.ok) return parsed.value;
      conversation = [
        ...messages,
        { role: 'assistant', content: (content ?? '').slice(0, 4000) },
        {
          role: 'user',
          content: 'That was not valid JSON. Answer again with the JSON object only.',
        },
      ];
    }
    throw new AiProviderError('the AI answered with invalid JSON twice');
  }

  return {
    kind: 'openai',
    generateTables({ query, context }) {
      return completeJson(
        [
          { role: 'system', content: GENERATION_INSTRUCTIONS },
          { role: 'user', content: generationUserMessage(query, context) },
        ],
        'database_tables',
        GENERATION_JSON_SCHEMA,
      );
    },
    async answer({ query, facts }) {
      const raw = await completeJson(
        [
          {
            role: 'system',
            content: `${ASSISTANT_INSTRUCTIONS}\n\n${buildAssistantContext(facts)}`,
          },
          { role: 'user', content: query },
        ],
        'assistant_answer',
        ASSISTANT_JSON_SCHEMA,
      );
      const parsed = assistantAnswerSchema.safeParse(raw);
      if (!parsed.success)
        throw new AiProviderError('the assistant answer has not the expected shape');
      return { message: parsed.data.message, url: parsed.data.url ?? undefined };
    },
  };
}
