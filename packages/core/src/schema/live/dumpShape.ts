/**
 * The check every engine's dump goes through: Relata's marker, the engine, the version, then the
 * engine's own parts against its zod shape, with a message naming the first thing wrong.
 */
import type { z } from 'zod';
import type { CatalogDump, LiveEngine } from './reader';

/** The start of every message about a dump that is not what a catalog query returns. */
export const NOT_A_DUMP = "This is not the result of Relata's catalog query";

/** Where in the dump a zod issue is, as `tables[3].columns[0].type`. */
function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

/**
 * The dump with its parts as `shape` reads them, or a message: what is missing or of the wrong
 * kind, and where.
 */
export function checkedDump(
  value: unknown,
  engine: LiveEngine,
  shape: z.ZodType<object>,
): CatalogDump | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${NOT_A_DUMP}: it is not a JSON object`;
  const header = value as Record<string, unknown>;
  if (header.relata_catalog !== 1) return `${NOT_A_DUMP}: it has no "relata_catalog": 1`;
  if (header.engine !== engine)
    return `${NOT_A_DUMP}: it is from ${String(header.engine)}, not ${engine}`;
  if (typeof header.version !== 'string') return `${NOT_A_DUMP}: it has no server version`;
  const parts = shape.safeParse(value);
  if (!parts.success) {
    const [issue] = parts.error.issues;
    const where = issue ? issuePath(issue.path) : '';
    return `The ${engine} catalog is not complete${where ? ` at ${where}` : ''}: ${issue?.message ?? 'unreadable'}. Run the query shown for ${engine} again and paste its whole result.`;
  }
  return { ...parts.data, relata_catalog: 1, engine, version: header.version };
}
