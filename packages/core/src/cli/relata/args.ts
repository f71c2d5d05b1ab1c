import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SQL_DIALECTS, type SqlDialect } from '../../schema/sql/dialects';

/** The formats `relata pull` writes and `relata push` / `relata diff` read. */
export const SCHEMA_FORMATS = ['sql', 'dbml', 'json'] as const;
/** One of SCHEMA_FORMATS. */
export type SchemaFormat = (typeof SCHEMA_FORMATS)[number];

/** What every command takes. */
interface Common {
  /** Machine output: one JSON document on standard output. */
  json: boolean;
  /** The server, instead of RELATA_URL or the one `login` kept. */
  url?: string;
}

/** A `relata` command line, understood. */
export type RelataArgs = Common &
  (
    | { command: 'help'; topic?: string }
    | { command: 'login' }
    | { command: 'projects' }
    | {
        command: 'pull';
        project: string;
        format: SchemaFormat;
        dialect?: SqlDialect;
        output?: string;
      }
    | {
        command: 'push';
        project: string;
        file: string;
        message?: string;
        dryRun: boolean;
        dialect?: SqlDialect;
      }
    | { command: 'diff'; project: string; file?: string; db?: string; dialect?: SqlDialect }
    | { command: 'versions'; project: string; create?: string }
    | {
        command: 'migrate';
        project: string;
        from: string;
        to: string;
        dialect?: SqlDialect;
        rollback: boolean;
      }
  );

/** The usage text printed by --help. */
export const RELATA_USAGE = `Usage: relata <command> [options]

Reaches a Relata server with a personal access token (Settings > Security > Access tokens).

  login --url URL                      keep the server and the token (read from standard input
                                       or RELATA_TOKEN) in the config file, mode 0600
  projects                             list the projects the token reaches
  pull PROJECT [--format sql|dbml|json] [--dialect D] [-o FILE]
                                       write the project's schema (default: SQL in the
                                       project's database type)
  push PROJECT FILE [--message M] [--dry-run] [--dialect D]
                                       show how FILE differs from the project, then make the
                                       project FILE's schema in one change (tables keep their
                                       places) and save a version named M
  diff PROJECT FILE [--dialect D]      exit 1 when FILE differs from the project, printing the
                                       differences and the migration from the project to FILE
  diff PROJECT --db URL                exit 1 when the database differs from the project,
                                       printing the differences and the migration that brings
                                       the database to the design
  versions PROJECT [create NAME]       list the project's versions, or save one
  migrate PROJECT --from V --to V [--dialect D] [--rollback]
                                       the migration between two versions (id, name or
                                       "current")

PROJECT is a project's id or its name. FILE is SQL (in the project's database type, or in
--dialect D), DBML (.dbml) or the diagram's JSON (.json). D is ${SQL_DIALECTS.join(', ')}.
Every command takes --json (machine output) and --url URL (instead of RELATA_URL or the server
kept by login). RELATA_TOKEN, when set, is used instead of the kept token.

Exit status: 0 on success, 1 when diff finds differences, 2 on an error (one line on standard
error).
`;

const DIALECT_ALIASES: Record<string, SqlDialect> = { postgres: 'postgresql', mariadb: 'mysql' };

/** A dialect as typed, or an error. */
function dialectOf(value: string | undefined): SqlDialect | undefined | { error: string } {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  const dialect = DIALECT_ALIASES[lower] ?? lower;
  return (SQL_DIALECTS as readonly string[]).includes(dialect)
    ? (dialect as SqlDialect)
    : { error: `--dialect must be one of ${SQL_DIALECTS.join(', ')}` };
}

type Options = NonNullable<ParseArgsConfig['options']>;
const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

/** Each command's options (beside the common ones) and how many positionals it takes. */
const COMMANDS: Record<string, { options: Options; positionals: [min: number, max: number] }> = {
  login: { options: {}, positionals: [0, 0] },
  projects: { options: {}, positionals: [0, 0] },
  pull: {
    options: { format: text, dialect: text, output: { ...text, short: 'o' } },
    positionals: [1, 1],
  },
  push: {
    options: { message: { ...text, short: 'm' }, 'dry-run': flag, dialect: text },
    positionals: [2, 2],
  },
  diff: { options: { db: text, dialect: text }, positionals: [1, 2] },
  versions: { options: {}, positionals: [1, 3] },
  migrate: {
    options: { from: text, to: text, dialect: text, rollback: flag },
    positionals: [1, 1],
  },
};

const COMMON: Options = { json: flag, url: text, help: { ...flag, short: 'h' } };

/** Parses a `relata` command line (without `node` and the script); a message on a usage error. */
export function parseRelataArgs(argv: string[]): RelataArgs | { error: string } {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return { command: 'help', json: false };
  const spec = COMMANDS[command];
  if (!spec)
    return {
      error: `unknown command '${command}'; the commands are ${Object.keys(COMMANDS).join(', ')}`,
    };
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...COMMON, ...spec.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs' messages name the option and how to pass a value that starts with a dash.
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0]! };
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const str = (name: string) => values[name] as string | undefined;
  const common: Common = { json: values.json === true, url: str('url') };
  if (values.help) return { command: 'help', topic: command, json: false };
  const args = parsed.positionals;
  const [min, max] = spec.positionals;
  if (args.length < min || args.length > max)
    return { error: `wrong number of arguments for ${command}; see relata --help` };
  const dialect = dialectOf(str('dialect'));
  if (typeof dialect === 'object') return dialect;
  const [project = '', second, third] = args;
  switch (command) {
    case 'login':
      if (!common.url) return { error: 'login needs --url URL' };
      return { command, ...common };
    case 'projects':
      return { command, ...common };
    case 'pull': {
      const format = (str('format') ?? 'sql').toLowerCase();
      if (!(SCHEMA_FORMATS as readonly string[]).includes(format))
        return { error: `--format must be one of ${SCHEMA_FORMATS.join(', ')}` };
      if (dialect && format !== 'sql') return { error: '--dialect goes with --format sql' };
      return {
        command,
        ...common,
        project,
        format: format as SchemaFormat,
        dialect,
        output: str('output'),
      };
    }
    case 'push':
      return {
        command,
        ...common,
        project,
        file: second ?? '',
        message: str('message'),
        dryRun: values['dry-run'] === true,
        dialect,
      };
    case 'diff': {
      const db = str('db');
      if ((second === undefined) === (db === undefined))
        return { error: 'diff needs either a FILE or --db URL' };
      return { command, ...common, project, file: second, db, dialect };
    }
    case 'versions':
      if (second === undefined) return { command, ...common, project };
      if (second !== 'create' || third === undefined)
        return { error: 'versions takes PROJECT, or PROJECT create NAME' };
      return { command, ...common, project, create: third };
    default: {
      const from = str('from');
      const to = str('to');
      if (from === undefined || to === undefined) return { error: 'migrate needs --from and --to' };
      return {
        command: 'migrate',
        ...common,
        project,
        from,
        to,
        dialect,
        rollback: values.rollback === true,
      };
    }
  }
}
