import { planMigration } from '../schema/diff/planMigration';
import { sequentialIds } from '../schema/defaults';
import { importDdl } from '../schema/import';
import { commentText } from '../schema/quoting';
import { guessDialect, type DiffArgs } from './diffArgs';
import type { CliResult } from './run';

/**
 * The migration between two schema files (or its rollback): both imported in their dialect,
 * with ids that never match, so tables and columns pair by name; the script to stdout, and to
 * stderr what could not be read and how many statements are destructive.
 */
export function diffFiles(oldText: string, newText: string, args: DiffArgs): CliResult {
  const read = (text: string, file: string, prefix: string) => {
    const dialect = args.sourceDialect ?? guessDialect(text, args.dialect) ?? args.dialect;
    const result = importDdl(text.replace(/^\ufeff/, ''), dialect, {
      idFactory: sequentialIds(prefix),
    });
    return {
      model: result.model,
      errors: result.errors.map((e) => `${file}:${e.line}: error: ${commentText(e.message)}`),
    };
  };
  const before = read(oldText, args.from, 'old.');
  const after = read(newText, args.to, 'new.');
  const errors = [...before.errors, ...after.errors];
  if (errors.length > 0)
    return {
      stdout: '',
      stderr: `${errors.join('\n')}\nrelata-ddl: ${errors.length} statement(s) could not be read; nothing was written\n`,
      exitCode: 1,
    };
  const plan = planMigration(before.model, after.model, args.dialect, {
    from: args.from,
    to: args.to,
  });
  const chosen = args.rollback ? plan.rollback : plan;
  const count = chosen.destructiveCount;
  return {
    stdout: chosen.script,
    stderr:
      count > 0
        ? `relata-ddl: ${count} destructive statement(s), marked -- DESTRUCTIVE in the script\n`
        : '',
    exitCode: 0,
  };
}
