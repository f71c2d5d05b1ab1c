import {
  AI_QUERY_MAX,
  NO_PROJECT_SELECTED_MESSAGE,
  type GenerateDbTablesResponse,
} from '@relata/core';

/** The character counter of the prompt box appears from this length on (90 % of the limit). */
export const PROMPT_COUNTER_FROM = Math.floor(AI_QUERY_MAX * 0.9);

/** Whether the prompt box shows its character counter for a text of this length. */
export function showPromptCounter(length: number): boolean {
  return length >= PROMPT_COUNTER_FROM;
}

/** The outcome of checking a prompt before it is sent (spec 2 §5 "AI message"). */
export type PromptCheck =
  | { ok: true; query: string }
  | { ok: false; reason: 'blank' }
  | { ok: false; reason: 'no-project' | 'too-long'; message: string };

/**
 * Checks a prompt: blank is silently not sent, without a project the spec's 'No project
 * selected.' is given, and more than AI_QUERY_MAX characters (after trimming, as the server
 * counts) is refused. A valid prompt is sent trimmed.
 */
export function checkPrompt(text: string, projectId: string | null | undefined): PromptCheck {
  const query = text.trim();
  if (query === '') return { ok: false, reason: 'blank' };
  if (!projectId) return { ok: false, reason: 'no-project', message: NO_PROJECT_SELECTED_MESSAGE };
  if (query.length > AI_QUERY_MAX) {
    return {
      ok: false,
      reason: 'too-long',
      message: `A request has at most ${AI_QUERY_MAX} characters.`,
    };
  }
  return { ok: true, query };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The success toast of a generation: which tables were created and which existing ones reused. */
export function generationSummary(result: GenerateDbTablesResponse): {
  title: string;
  message: string;
} {
  const parts: string[] = [];
  if (result.tableNames.length > 0) {
    const relations =
      result.relationships > 0 ? ` and ${plural(result.relationships, 'relationship')}` : '';
    parts.push(
      `Created ${plural(result.tableNames.length, 'table')}${relations}: ${result.tableNames.join(', ')}.`,
    );
  } else if (result.relationships > 0) {
    parts.push(`Created ${plural(result.relationships, 'relationship')}.`);
  }
  if (result.reusedTableNames.length > 0) {
    const names = result.reusedTableNames.join(', ');
    parts.push(
      result.reusedTableNames.length === 1
        ? `The existing table ${names} was reused.`
        : `The existing tables ${names} were reused.`,
    );
  }
  if (parts.length === 0) parts.push('Nothing new was needed: the diagram already has it all.');
  const title = result.tableNames.length > 0 ? 'Tables created' : 'Diagram up to date';
  return { title, message: parts.join(' ') };
}
