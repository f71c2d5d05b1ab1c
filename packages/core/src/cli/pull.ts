import { describeTarget, parseDatabaseUrl } from '../connect/url';
import { catalogScript, type CatalogDump } from '../schema/live';
import { OUTPUT_FORMATS, type OutputFormat } from './args';
import { diffFiles } from './diff';
import type { CliIo, CliResult } from './run';
import { convert } from './run';

/** A `pull` command line, understood. */
export interface PullArgs {
  /** The database URL as given (it may hold the password: never printed). */
  url: string;
  /** The URL without the password, for messages. */
  label: string;
  /** The output format; the database's own dialect when absent. */
  to?: OutputFormat;
  /** The design file to write the migration to. */
  diff?: string;
  /** With diff: write the rollback instead. */
  rollback: boolean;
}

/** The usage text of `pull`. */
export const PULL_USAGE = `Usage: relata-ddl pull <url> [--to <format>] [--diff DESIGN.sql [--rollback]]

Reads the schema of a live database, read-only, and writes it to standard output: by default as
SQL in the database's own dialect. The session cannot write (PostgreSQL and MariaDB/MySQL sessions
are read-only, a SQLite file is read into memory) and the catalog query has a 30 s statement
timeout and a 20 MB size cap.

  <url>      postgres://user@host:5432/db, mysql://user@host:3306/db (or mariadb://),
             sqlite:path/to/file.db, mssql://user@host:1433/db (needs: npm install mssql).
             The password may be in the URL or in PGPASSWORD / MYSQL_PWD / MSSQL_PASSWORD;
             ?sslmode=require or ?ssl=true asks for TLS.
  --to       ${OUTPUT_FORMATS.join(' | ')}
  --diff     write the migration that brings the database to DESIGN.sql (in the database's
             dialect) instead, with -- DESTRUCTIVE: comments before steps that may lose data
  --rollback with --diff: write the migration's rollback instead

Exit status: 0 on success, 1 when a statement could not be read, 2 on a usage error, 3 when the
database cannot be read (unreachable, login refused, timeout, catalog too large).
`;

const isFormat = (value: string): value is OutputFormat =>
  (OUTPUT_FORMATS as readonly string[]).includes(value);

/** Parses `pull <url> [--to F] [--diff FILE] [--rollback]`; returns a message on a usage error. */
export function parsePullArgs(rest: string[]): PullArgs | { error: string } {
  const values: Record<string, string> = {};
  const urls: string[] = [];
  let rollback = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag = '', inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined];
    if (flag === '--rollback') rollback = true;
    else if (flag === '--to' || flag === '--diff') {
      const value = inline ?? rest[++i];
      if (value === undefined) return { error: `${flag} needs a value` };
      values[flag.slice(2)] = value;
    } else if (arg.startsWith('--')) return { error: `unknown option '${arg}'` };
    else urls.push(arg);
  }
  if (urls.length !== 1) return { error: 'pull needs one database URL' };
  const target = parseDatabaseUrl(urls[0] ?? '');
  if ('error' in target) return target;
  const to = values.to?.toLowerCase() === 'postgres' ? 'postgresql' : values.to;
  if (to !== undefined && !isFormat(to))
    return { error: `--to must be one of ${OUTPUT_FORMATS.join(', ')}` };
  if (to !== undefined && values.diff !== undefined)
    return { error: '--to and --diff cannot be used together' };
  if (rollback && values.diff === undefined) return { error: '--rollback needs --diff' };
  return { url: urls[0] ?? '', label: describeTarget(target), to, diff: values.diff, rollback };
}

/** The migration from the database's schema to the design file's (or its rollback). */
async function pullDiff(
  dump: CatalogDump,
  args: PullArgs & { diff: string },
  io: CliIo,
): Promise<CliResult> {
  let design: string;
  try {
    design = await io.readFile(args.diff);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { stdout: '', stderr: `relata-ddl: cannot read ${args.diff}: ${reason}\n`, exitCode: 2 };
  }
  return diffFiles(catalogScript(dump), design, {
    from: args.label,
    to: args.diff,
    dialect: dump.engine,
    sourceDialect: dump.engine,
    rollback: args.rollback,
  });
}

/**
 * `relata-ddl pull`: reads the database through io.readLive, then writes its schema as `convert`
 * writes a script's (the dump's script in the engine's dialect is the input), or the migration to
 * a design file as `diff` writes it; exit 3 when the database cannot be read.
 */
export async function runPull(args: PullArgs, io: CliIo): Promise<CliResult> {
  let dump: CatalogDump;
  try {
    dump = await io.readLive(args.url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { stdout: '', stderr: `relata-ddl: cannot read the database: ${reason}\n`, exitCode: 3 };
  }
  if (args.diff !== undefined) return pullDiff(dump, { ...args, diff: args.diff }, io);
  return convert(catalogScript(dump), {
    from: dump.engine,
    to: args.to ?? dump.engine,
    file: args.label,
  });
}
