import { generateDbml } from '../dbml/writeDbml';
import type { DiagramModel } from '../model';
import { generateDjango } from '../orm/django';
import { generateDrizzle } from '../orm/drizzle';
import { generatePrisma } from '../orm/prisma';
import { generateSqlalchemy } from '../orm/sqlalchemy';
import { generateTypeorm } from '../orm/typeorm';
import { SQL_DIALECTS, isSqlDialect, type SqlDialect } from '../sql/dialects';
import { generateCds } from './cds';
import { generateDdl } from '.';

/** The ORM code a diagram can be written as (issue 40), for the project's dialect. */
export const ORM_FORMATS = ['prisma', 'drizzle', 'typeorm', 'sqlalchemy', 'django'] as const;

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
  drizzle: 'schema.ts',
  typeorm: 'entities.ts',
  sqlalchemy: 'models.py',
  django: 'models.py',
};

/** Each ORM's writer, for a dialect. */
const ORM_WRITERS: Record<OrmFormat, (model: DiagramModel, dialect: SqlDialect) => string> = {
  prisma: generatePrisma,
  drizzle: generateDrizzle,
  typeorm: generateTypeorm,
  sqlalchemy: generateSqlalchemy,
  django: generateDjango,
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
  if (isOrmFormat(format)) return ORM_WRITERS[format](model, dialect);
  return format === 'cds' ? generateCds(model) : generateDbml(model);
}

/**
 * The notes a script carries, in order: the `-- Note:` lines on top of SQL, the `// Note:`
 * comments of DBML, CDS, Prisma and TypeScript, the `# Note:` lines of Python. The Parser tab shows
 * them under the script; the CLI prints them.
 */
export function notesOf(script: string, format: ScriptFormat): string[] {
  const lines = script.split('\n');
  if (isSqlDialect(format)) {
    const end = lines.findIndex((l) => !l.startsWith('-- Note: '));
    return lines.slice(0, end < 0 ? lines.length : end).map((l) => l.slice('-- Note: '.length));
  }
  // ORM code opens with its notes, one comment line each: a line further down that reads like
  // one (a name holding `// Note: ` in a string) is code, not a note.
  if (isOrmFormat(format)) {
    const prefix = format === 'sqlalchemy' || format === 'django' ? '# Note: ' : '// Note: ';
    const end = lines.findIndex((l) => !l.startsWith(prefix));
    return lines.slice(0, end < 0 ? lines.length : end).map((l) => l.slice(prefix.length));
  }
  return lines.flatMap((l) => /\/\/ Note: (.*)$/.exec(l)?.[1] ?? []);
}
