import { SCRIPT_FILE_NAMES, type ScriptFormat } from '@relata/core';

/** The languages a script is highlighted in (CodeScriptView). */
export type ScriptLanguage = 'sql' | 'typescript' | 'python' | 'prisma';

/**
 * The language of each script file, by its extension; SQL for the rest (SQL, and DBML and CDS,
 * which SQL's highlighting reads well enough).
 */
const BY_EXTENSION: Partial<Record<string, ScriptLanguage>> = {
  ts: 'typescript',
  py: 'python',
  prisma: 'prisma',
};

/**
 * The language a format's script is highlighted in: that of the file it is saved as
 * (SCRIPT_FILE_NAMES), so that a new ORM format is highlighted as its file is. Kept out of the
 * script view's chunk, which would otherwise load every script writer with a view's SQL.
 */
export function scriptLanguageOf(format: ScriptFormat): ScriptLanguage {
  const extension = /\.(\w+)$/.exec(SCRIPT_FILE_NAMES[format])?.[1];
  return (extension === undefined ? undefined : BY_EXTENSION[extension]) ?? 'sql';
}
