import { sql } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { onDemand, type OnDemand } from '../../../lib/onDemand';
import type { ScriptLanguage } from './scriptLanguageOf';

const SQL = sql();

/**
 * The other languages, each in a chunk of its own loaded when a script of it is first shown:
 * the scripts of views and migrations, the most common, never load them.
 */
const ON_DEMAND: Record<Exclude<ScriptLanguage, 'sql'>, OnDemand<Extension>> = {
  typescript: onDemand(async () =>
    (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  ),
  python: onDemand(async () => (await import('@codemirror/lang-python')).python()),
  prisma: onDemand(async () => (await import('./prismaLanguage')).prismaLanguage),
};

/** A language's highlighting if it is at hand (SQL always is), undefined while it loads. */
export const loadedScriptLanguage = (language: ScriptLanguage): Extension | undefined =>
  language === 'sql' ? SQL : ON_DEMAND[language].current();

/** A language's highlighting, loading it first if needed. */
export const loadScriptLanguage = (language: ScriptLanguage): Promise<Extension> =>
  language === 'sql' ? Promise.resolve(SQL) : ON_DEMAND[language].preload();
