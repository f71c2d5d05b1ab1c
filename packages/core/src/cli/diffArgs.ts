import { SQL_DIALECTS, type SqlDialect } from '../schema/sql/dialects';

/** A `diff` command line, understood. */
export interface DiffArgs {
  /** The old and new schema files. */
  from: string;
  to: string;
  /** The dialect the migration is written in. */
  dialect: SqlDialect;
  /** The dialect the files are written in; guessed from their text when absent. */
  sourceDialect?: SqlDialect;
  /** Print the rollback (new -> old) instead of the migration. */
  rollback: boolean;
}

/** The usage text of `diff`. */
export const DIFF_USAGE = `Usage: relata-ddl diff --from OLD.sql --to NEW.sql --dialect <dialect> [--rollback]

Writes the migration script that takes a database from OLD.sql to NEW.sql (or, with --rollback,
the script back) to standard output: a header, -- DESTRUCTIVE: comments before statements that
may lose data, and a transaction where the dialect allows DDL in one. Files carry no diagram ids,
so tables and columns are matched by name: a renamed table reads as one dropped and one added.

  --dialect          ${SQL_DIALECTS.join(' | ')}   (the migration's dialect)
  --source-dialect   the files' dialect (default: guessed from their text, else --dialect)
  --rollback         write the rollback script instead
`;

const isDialect = (value: string | undefined): value is SqlDialect =>
  value !== undefined && (SQL_DIALECTS as readonly string[]).includes(value);

/** Parses `diff --from OLD --to NEW --dialect D [--source-dialect S] [--rollback]`. */
export function parseDiffArgs(rest: string[]): DiffArgs | { error: string } {
  const values: Record<string, string> = {};
  let rollback = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    if (flag === '--rollback') rollback = true;
    else if (['--from', '--to', '--dialect', '--source-dialect'].includes(flag)) {
      const value = inline ?? rest[++i];
      if (value === undefined) return { error: `${flag} needs a value` };
      values[flag.slice(2)] = value.toLowerCase() === 'postgres' ? 'postgresql' : value;
    } else return { error: `unknown option '${arg}'` };
  }
  if (values.from === undefined || values.to === undefined)
    return { error: 'diff needs --from OLD.sql and --to NEW.sql' };
  if (!isDialect(values.dialect))
    return { error: `--dialect must be one of ${SQL_DIALECTS.join(', ')}` };
  const source = values['source-dialect'];
  if (source !== undefined && !isDialect(source))
    return { error: `--source-dialect must be one of ${SQL_DIALECTS.join(', ')}` };
  return {
    from: values.from,
    to: values.to,
    dialect: values.dialect,
    sourceDialect: source,
    rollback,
  };
}

/**
 * Marks that give a script's dialect away, strongest first, with the dialects that also read
 * them: SQLite takes MSSQL's [bracketed] and MySQL's `backticked` names as well.
 */
const MARKS: [SqlDialect, RegExp, SqlDialect[]][] = [
  ['mssql', /^\s*GO\s*$|\bIDENTITY\s*\(|\bNVARCHAR\s*\(\s*MAX\b/im, []],
  ['mssql', /\[\w[^\]]*\]/, ['sqlite']],
  ['mysql', /\bAUTO_INCREMENT\b|\bENGINE\s*=/i, []],
  ['mysql', /`/, ['sqlite']],
  ['sqlite', /\bAUTOINCREMENT\b|\bWITHOUT\s+ROWID\b|^\s*PRAGMA\b/im, []],
  [
    'postgresql',
    // psql's meta-commands (`\connect`, `\restrict`) in a pg_dump, casts, identities, enums.
    /^\\[a-z]+\b|\bSERIAL\b|::\w|\bGENERATED\s+\w+\s+AS\s+IDENTITY\b|\bCREATE\s+TYPE\b.*\bAS\s+ENUM\b/im,
    [],
  ],
];

/**
 * The dialect a script is most likely written in, or null when nothing gives it away. A mark
 * `preferred` also reads (a [bracketed] name in a SQLite file diffed for SQLite) keeps `preferred`.
 */
export function guessDialect(text: string, preferred?: SqlDialect): SqlDialect | null {
  const found = MARKS.filter(([, mark]) => mark.test(text));
  const strong = found.filter(([, , shared]) => shared.length === 0);
  if (preferred !== undefined) {
    // Marks only another dialect reads decide; marks the preferred dialect reads too do not.
    const others = found.filter(([d, , shared]) => d !== preferred && !shared.includes(preferred));
    if (others.length === 0) return found.length > 0 ? preferred : null;
    return others[0]?.[0] ?? null;
  }
  return (strong[0] ?? found[0])?.[0] ?? null;
}
