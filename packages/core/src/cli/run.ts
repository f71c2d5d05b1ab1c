import { generateCds } from '../schema/generate/cds';
import { generateScript } from '../schema/generate/script';
import { importDdl } from '../schema/import';
import { parseConvertArgs, USAGE, type ConvertArgs } from './args';

/** What the command prints and its exit status. */
export interface CliResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The I/O the command needs, supplied by the bin (so this module stays free of Node APIs). */
export interface CliIo {
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
  /** Whether standard input is a terminal (then a FILE is required). */
  stdinIsTty: boolean;
}

/** Converts text between formats: diagnostics go to stderr, the script to stdout; exit 1 on unreadable input. */
export function convert(text: string, args: ConvertArgs): CliResult {
  const source = args.file ?? '<stdin>';
  const result = importDdl(text.replace(/^\ufeff/, ''), args.from);
  const lines: string[] = result.errors.map((e) => `${source}:${e.line}: error: ${e.message}`);
  if (args.verbose)
    lines.push(...result.warnings.map((w) => `${source}:${w.line}: note: ${w.message}`));
  else if (result.warnings.length > 0)
    lines.push(
      `relata-ddl: ${result.warnings.length} note(s) on skipped or partly read statements (--verbose lists them)`,
    );
  if (result.errors.length > 0) {
    lines.push(
      `relata-ddl: ${result.errors.length} statement(s) could not be read; nothing was written`,
    );
    return { stdout: '', stderr: lines.join('\n') + '\n', exitCode: 1 };
  }
  const out =
    args.to === 'json'
      ? JSON.stringify(result.model, null, 2) + '\n'
      : args.to === 'cds'
        ? generateCds(result.model, args.namespace)
        : generateScript(result.model, args.to);
  return { stdout: out, stderr: lines.length > 0 ? lines.join('\n') + '\n' : '', exitCode: 0 };
}

/** Runs `relata-ddl` with its arguments (without `node` and the script path). */
export async function runCli(argv: string[], io: CliIo): Promise<CliResult> {
  const args = parseConvertArgs(argv);
  if ('help' in args) return { stdout: USAGE, stderr: '', exitCode: 0 };
  if ('error' in args)
    return { stdout: '', stderr: `relata-ddl: ${args.error}\n\n${USAGE}`, exitCode: 2 };
  if (args.file === undefined && io.stdinIsTty)
    return {
      stdout: '',
      stderr: `relata-ddl: give a FILE or pipe the schema into standard input\n\n${USAGE}`,
      exitCode: 2,
    };
  let text: string;
  try {
    text = args.file === undefined ? await io.readStdin() : await io.readFile(args.file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      stdout: '',
      stderr: `relata-ddl: cannot read ${args.file ?? 'standard input'}: ${reason}\n`,
      exitCode: 2,
    };
  }
  return convert(text, args);
}
