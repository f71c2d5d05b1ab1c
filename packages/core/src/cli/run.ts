import { generateCds } from '../schema/generate/cds';
import { generateScript, notesOf } from '../schema/generate/script';
import type { CatalogDump } from '../schema/live';
import type { DiagramModel } from '../schema/model';
import { commentText } from '../schema/quoting';
import { importDdl } from '../schema/import';
import { diagramSvg } from '../schema/render';
import {
  DEFAULT_DOCUMENT_TITLE,
  dataDictionaryHtml,
  dataDictionaryMarkdown,
  mermaidErDiagram,
} from '../schema/docs';
import { isSqlDialect, type SqlDialect } from '../schema/sql/dialects';
import {
  isDocumentFormat,
  parseConvertArgs,
  USAGE,
  type ConvertArgs,
  type DocumentFormat,
} from './args';
import { diffFiles } from './diff';
import { DIFF_USAGE, parseDiffArgs, type DiffArgs } from './diffArgs';
import { parsePullArgs, PULL_USAGE, runPull } from './pull';

/** What the command prints and its exit status. */
export interface CliResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/**
 * The I/O the command needs, supplied by the bin (so this module stays free of Node APIs and of
 * the database drivers).
 */
export interface CliIo {
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
  /** Whether standard input is a terminal (then a FILE is required). */
  stdinIsTty: boolean;
  /** Reads a live database's catalog from its URL (`pull`); rejects with a message on failure. */
  readLive(url: string): Promise<CatalogDump>;
  /** The `@font-face` rules an SVG embeds (`--to svg`); undefined: none, the system's fonts. */
  fontFaceCss?(): Promise<string | undefined>;
  /**
   * A Prisma schema read by Prisma's engine (`--from prisma`): FILE, or every `.prisma` file of a
   * folder (a multi-file schema), or standard input when `path` is undefined.
   */
  readPrisma?(path: string | undefined): Promise<PrismaRead>;
}

/** A Prisma schema as read (connect/prisma.ts): the diagram, or Prisma's own errors. */
export type PrismaRead =
  { model: DiagramModel; dialect: SqlDialect; warnings: string[] } | { error: string };

/** What a conversion may embed beyond the model (an SVG's font). */
export interface ConvertExtras {
  fontFaceCss?: string | undefined;
}

/** A document's title: the file's name without folder and extension, or the default for stdin. */
function documentTitleOf(file: string | undefined): string {
  const name = (file ?? '').split(/[\\/]/).pop() ?? '';
  return name.replace(/(.)\.[^.]*$/, '$1') || DEFAULT_DOCUMENT_TITLE;
}

/** The documentation of the model, its column types as the input's dialect writes them. */
function documentation(
  model: DiagramModel,
  args: ConvertArgs & { to: DocumentFormat },
  extras: ConvertExtras,
): string {
  const dialect = isSqlDialect(args.from) ? { dialect: args.from } : {};
  if (args.to === 'mermaid') return mermaidErDiagram(model, dialect);
  const options = { ...dialect, title: documentTitleOf(args.file) };
  if (args.to === 'svg')
    return diagramSvg(model, {
      title: options.title,
      ...(extras.fontFaceCss ? { fontFaceCss: extras.fontFaceCss } : {}),
    });
  return args.to === 'html'
    ? dataDictionaryHtml(model, options)
    : dataDictionaryMarkdown(model, options);
}

/** The converted text: the diagram JSON, CDS in the chosen namespace, documentation, or a script. */
function output(model: DiagramModel, args: ConvertArgs, extras: ConvertExtras): string {
  if (args.to === 'json') return JSON.stringify(model, null, 2) + '\n';
  if (isDocumentFormat(args.to)) return documentation(model, { ...args, to: args.to }, extras);
  if (args.to === 'cds') return generateCds(model, args.namespace);
  const dialect = args.dialect ?? (isSqlDialect(args.from) ? args.from : 'postgresql');
  return generateScript(model, args.to, dialect);
}

/**
 * Converts text between formats: the result to stdout; to stderr each unreadable statement, each
 * statement the importer skipped or read in part, and each note the generator wrote in the
 * script (what it changed or left out, as the Parser tab shows); exit 1 on unreadable input.
 */
export function convert(text: string, args: ConvertArgs, extras: ConvertExtras = {}): CliResult {
  const source = args.file ?? '<stdin>';
  if (args.from === 'prisma')
    return {
      stdout: '',
      stderr: "relata-ddl: a Prisma schema is read by runCli (Prisma's engine)\n",
      exitCode: 2,
    };
  const result = importDdl(text.replace(/^\ufeff/, ''), args.from);
  const lines: string[] = [
    ...result.errors.map((e) => `${source}:${e.line}: error: ${commentText(e.message)}`),
    ...result.warnings.map((w) => `${source}:${w.line}: note: ${commentText(w.message)}`),
  ];
  if (result.errors.length > 0) {
    lines.push(
      `relata-ddl: ${result.errors.length} statement(s) could not be read; nothing was written`,
    );
    return { stdout: '', stderr: lines.join('\n') + '\n', exitCode: 1 };
  }
  return written(result.model, args, extras, lines);
}

/** The converted model on stdout; the diagnostics so far and the output's notes on stderr. */
function written(
  model: DiagramModel,
  args: ConvertArgs,
  extras: ConvertExtras,
  lines: string[],
): CliResult {
  const out = output(model, args, extras);
  if (args.to !== 'json' && !isDocumentFormat(args.to))
    lines.push(...notesOf(out, args.to).map((n) => `relata-ddl: note: ${n}`));
  return { stdout: out, stderr: lines.length > 0 ? lines.join('\n') + '\n' : '', exitCode: 0 };
}

/**
 * Converts a Prisma schema Prisma's engine has read: exit 1 with Prisma's own errors (file and
 * line) when it refused it; ORM output is for the schema's own provider unless --dialect says.
 */
export function convertPrisma(
  read: PrismaRead,
  args: ConvertArgs,
  extras: ConvertExtras = {},
): CliResult {
  if ('error' in read)
    return {
      stdout: '',
      stderr: `${read.error.trimEnd()}\nrelata-ddl: Prisma refused the schema; nothing was written\n`,
      exitCode: 1,
    };
  const source = args.file ?? '<stdin>';
  const lines = read.warnings.map((w) => `${source}: note: ${commentText(w)}`);
  return written(read.model, { ...args, dialect: args.dialect ?? read.dialect }, extras, lines);
}

/** A usage error: the message and the usage text, exit 2. */
const usageError = (message: string, usage: string): CliResult => ({
  stdout: '',
  stderr: `relata-ddl: ${message}\n\n${usage}`,
  exitCode: 2,
});

/** `relata-ddl diff`: reads both files and writes the migration (or rollback). */
async function runDiff(args: DiffArgs, io: CliIo): Promise<CliResult> {
  const texts: string[] = [];
  for (const file of [args.from, args.to])
    try {
      texts.push(await io.readFile(file));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { stdout: '', stderr: `relata-ddl: cannot read ${file}: ${reason}\n`, exitCode: 2 };
    }
  return diffFiles(texts[0] ?? '', texts[1] ?? '', args);
}

/** Runs `relata-ddl` with its arguments (without `node` and the script path). */
export async function runCli(argv: string[], io: CliIo): Promise<CliResult> {
  if (argv[0] === 'diff') {
    if (argv.includes('--help') || argv.includes('-h'))
      return { stdout: DIFF_USAGE, stderr: '', exitCode: 0 };
    const diff = parseDiffArgs(argv.slice(1));
    return 'error' in diff ? usageError(diff.error, DIFF_USAGE) : runDiff(diff, io);
  }
  if (argv[0] === 'pull') {
    if (argv.includes('--help') || argv.includes('-h'))
      return { stdout: PULL_USAGE, stderr: '', exitCode: 0 };
    const pull = parsePullArgs(argv.slice(1));
    return 'error' in pull ? usageError(pull.error, PULL_USAGE) : runPull(pull, io);
  }
  const args = parseConvertArgs(argv);
  if ('help' in args)
    return { stdout: `${USAGE}\n${DIFF_USAGE}\n${PULL_USAGE}`, stderr: '', exitCode: 0 };
  if ('error' in args) return usageError(args.error, USAGE);
  if (args.file === undefined && io.stdinIsTty)
    return {
      stdout: '',
      stderr: `relata-ddl: give a FILE or pipe the schema into standard input\n\n${USAGE}`,
      exitCode: 2,
    };
  const cannotRead = (error: unknown): CliResult => {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      stdout: '',
      stderr: `relata-ddl: cannot read ${args.file ?? 'standard input'}: ${reason}\n`,
      exitCode: 2,
    };
  };
  const fontFaceCss = args.to === 'svg' ? await io.fontFaceCss?.() : undefined;
  if (args.from === 'prisma') {
    if (!io.readPrisma) return usageError('this build cannot read Prisma schemas', USAGE);
    try {
      return convertPrisma(await io.readPrisma(args.file), args, { fontFaceCss });
    } catch (error) {
      return cannotRead(error);
    }
  }
  let text: string;
  try {
    text = args.file === undefined ? await io.readStdin() : await io.readFile(args.file);
  } catch (error) {
    return cannotRead(error);
  }
  return convert(text, args, { fontFaceCss });
}
