import { answerOffline, generateOfflineTables, OfflineGenerationError } from '@relata/core';
import { AiProviderError, type AiProvider } from './provider';

/** The built-in provider: no network and no key; core's deterministic generator and assistant. */
export function createOfflineProvider(): AiProvider {
  return {
    kind: 'offline',
    generateTables({ query, dialect, existing }) {
      try {
        return Promise.resolve(generateOfflineTables(query, dialect, existing));
      } catch (err) {
        if (err instanceof OfflineGenerationError) throw new AiProviderError(err.message);
        throw err;
      }
    },
    answer({ query, facts }) {
      return Promise.resolve(answerOffline(query, facts));
    },
  };
}
