import { generateDbml } from '../dbml/writeDbml';
import type { DiagramModel } from '../model';
import { SQL_DIALECTS, isSqlDialect, type SqlDialect } from '../sql/dialects';
import { generateCds } from './cds';
import { generateDdl } from '.';

/** Everything a diagram can be written as: the four SQL dialects, CAP CDS and DBML. */
export const SCRIPT_FORMATS = [...SQL_DIALECTS, 'cds', 'dbml'] as const;

/** One of the script formats. */
export type ScriptFormat = SqlDialect | 'cds' | 'dbml';

/** The diagram as a script in any format: SQL DDL in a dialect, CAP CDS or DBML. */
export function generateScript(model: DiagramModel, format: ScriptFormat): string {
  if (isSqlDialect(format)) return generateDdl(model, format);
  return format === 'cds' ? generateCds(model) : generateDbml(model);
}

/**
 * The notes a script carries, in order: the `-- Note:` lines on top of SQL, the `// Note:`
 * comments of DBML and CDS. The Parser tab shows them in the script; the CLI prints them.
 */
export function notesOf(script: string, format: ScriptFormat): string[] {
  const lines = script.split('\n');
  if (isSqlDialect(format)) {
    const end = lines.findIndex((l) => !l.startsWith('-- Note: '));
    return lines.slice(0, end < 0 ? lines.length : end).map((l) => l.slice('-- Note: '.length));
  }
  return lines.flatMap((l) => /\/\/ Note: (.*)$/.exec(l)?.[1] ?? []);
}
