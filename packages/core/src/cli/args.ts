import { ORM_FORMATS } from '../schema/generate/script';
import { SQL_DIALECTS, type SqlDialect } from '../schema/sql/dialects';

/** Formats `relata-ddl convert` reads. */
export const INPUT_FORMATS = [...SQL_DIALECTS, 'dbml', 'prisma'] as const;
/** The documentation formats `relata-ddl convert` writes: a data dictionary, an ER diagram, a drawing. */
export const DOCUMENT_FORMATS = ['markdown', 'html', 'mermaid', 'svg'] as const;
/** Formats `relata-ddl convert` writes. */
export const OUTPUT_FORMATS = [
  ...SQL_DIALECTS,
  'cds',
  'dbml',
  ...ORM_FORMATS,
  'json',
  ...DOCUMENT_FORMATS,
] as const;

/** An input format. */
export type InputFormat = (typeof INPUT_FORMATS)[number];
/** An output format. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** A documentation format. */
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** A `convert` command line, understood. */
export interface ConvertArgs {
  from: InputFormat;
  to: OutputFormat;
  /** The file to read; standard input when absent. */
  file?: string;
  /** CDS namespace (default `relata`). */
  namespace?: string;
  /** The database ORM code is written for: --dialect, else --from when it is SQL, else PostgreSQL. */
  dialect?: SqlDialect;
}

/** The usage text printed by --help and after a usage error. */
export const USAGE = `Usage: relata-ddl convert --from <format> --to <format> [options] [FILE]

Reads a schema from FILE (or standard input) and writes it in another format to standard output.
Standard error lists the statements skipped or read in part, and the notes on what the conversion
changed or left out (the script carries them too, as -- Note: or // Note: comments).

  --from   ${INPUT_FORMATS.join(' | ')}
  --to     ${OUTPUT_FORMATS.join(' | ')}
           markdown and html: a data dictionary titled after FILE (one self-contained page
           for html); mermaid: an erDiagram of the tables and relationships; svg: the whole
           diagram laid out as an import lays it out, its font (Arimo) embedded
           prisma, drizzle, typeorm, sqlalchemy, django: ORM code for the database of --dialect
           (or of --from when it is SQL): a Prisma schema, a Drizzle module, TypeORM entities,
           SQLAlchemy or Django models
  --dialect D        the database ORM code is for: ${SQL_DIALECTS.join(' | ')} (default: --from
                     when it is SQL, else postgresql)
  --namespace NAME   CDS namespace (default: relata)
  --help             show this text

Exit status: 0 on success, 1 when the input has statements that cannot be read (each is listed
with its line), 2 on a usage error.
`;

/** Whether an output format is documentation rather than a schema. */
export function isDocumentFormat(format: OutputFormat): format is DocumentFormat {
  return (DOCUMENT_FORMATS as readonly string[]).includes(format);
}

const isIn = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** Parses `convert --from X --to Y [FILE]` (also `--from=X`); returns a message on a usage error. */
export function parseConvertArgs(argv: string[]): ConvertArgs | { help: true } | { error: string } {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || rest.includes('--help') || rest.includes('-h'))
    return { help: true };
  if (command !== 'convert')
    return {
      error:
        command === undefined
          ? 'missing command: convert, diff or pull'
          : `unknown command '${command}'; the commands are convert, diff and pull`,
    };
  const values: Record<string, string> = {};
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined];
    if (flag === '--from' || flag === '--to' || flag === '--namespace' || flag === '--dialect') {
      const value = inline ?? rest[++i];
      if (value === undefined) return { error: `${flag} needs a value` };
      values[flag.slice(2)] = value.toLowerCase() === 'postgres' ? 'postgresql' : value;
    } else if (arg.startsWith('--')) return { error: `unknown option '${arg}'` };
    else files.push(arg);
  }
  if (!isIn(INPUT_FORMATS, values.from))
    return { error: `--from must be one of ${INPUT_FORMATS.join(', ')}` };
  if (!isIn(OUTPUT_FORMATS, values.to))
    return { error: `--to must be one of ${OUTPUT_FORMATS.join(', ')}` };
  if (files.length > 1) return { error: 'give at most one FILE' };
  if (values.dialect !== undefined && !isIn(SQL_DIALECTS, values.dialect))
    return { error: `--dialect must be one of ${SQL_DIALECTS.join(', ')}` };
  return {
    from: values.from,
    to: values.to,
    file: files[0],
    namespace: values.namespace,
    ...(values.dialect !== undefined ? { dialect: values.dialect } : {}),
  };
}
