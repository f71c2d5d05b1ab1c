import { generateDbml } from '../dbml/writeDbml';
import type { DiagramModel } from '../model';
import { generatePrisma } from '../orm/prisma';
import { SQL_DIALECTS, isSqlDialect, type SqlDialect } from '../sql/dialects';
import { generateCds } from './cds';
import { generateDdl } from '.';

/** The ORM code a diagram can be written as (issue 40), for the project's dialect. */
export const ORM_FORMATS = ['prisma'] as const;

/** One of the ORM formats. */
export type OrmFormat = (typeof ORM_FORMATS)[number];

/** Everything a diagram can be written as: the four SQL dialects, CAP CDS, DBML and ORM code. */
export const SCRIPT_FORMATS = [...SQL_DIALECTS, 'cds', 'dbml', ...ORM_FORMATS] as const;

/** One of the script formats. */
export type ScriptFormat = SqlDialect | 'cds' | 'dbml' | OrmFormat;

/** Whether a format is ORM code, written for a dialect. */
export const isOrmFormat = (format: string): format is OrmFormat =>
  (ORM_FORMATS as readonly string[]).includes(format);

/** The file a script of each format is saved as (Download, and what its users call it). */
export const SCRIPT_FILE_NAMES: Record<ScriptFormat, string> = {
  mysql: 'schema.sql',
  postgresql: 'schema.sql',
  sqlite: 'schema.sql',
  mssql: 'schema.sql',
  cds: 'schema.cds',
  dbml: 'schema.dbml',
  prisma: 'schema.prisma',
};

/**
 * The diagram as a script in any format: SQL DDL in a dialect, CAP CDS, DBML, or ORM code for
 * `dialect` (the project's database: Prisma's datasource, the types and keys its DDL writes).
 */
export function generateScript(
  model: DiagramModel,
  format: ScriptFormat,
  dialect: SqlDialect = 'postgresql',
): string {
  if (isSqlDialect(format)) return generateDdl(model, format);
  if (format === 'prisma') return generatePrisma(model, dialect);
  return format === 'cds' ? generateCds(model) : generateDbml(model);
}

/**
 * The notes a script carries, in order: the `-- Note:` lines on top of SQL, the `// Note:`
 * comments of DBML, CDS and ORM code. The Parser tab shows them under the script; the CLI prints
 * them.
 */
export function notesOf(script: string, format: ScriptFormat): string[] {
  const lines = script.split('\n');
  if (isSqlDialect(format)) {
    const end = lines.findIndex((l) => !l.startsWith('-- Note: '));
    return lines.slice(0, end < 0 ? lines.length : end).map((l) => l.slice('-- Note: '.length));
  }
  return lines.flatMap((l) => /\/\/ Note: (.*)$/.exec(l)?.[1] ?? []);
}
