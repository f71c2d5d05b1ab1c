import type { Config } from '../config';
import { createOfflineProvider } from './offlineProvider';
import { createOpenAiProvider } from './openaiProvider';
import type { AiProvider } from './provider';

/** The configured provider: OpenAI-compatible when AI_BASE_URL is set, else the offline one. */
export function createAiProvider(ai: Config['ai']): AiProvider {
  return ai ? createOpenAiProvider(ai) : createOfflineProvider();
}
