/**
 * drizzle-kit's own SQL for a Drizzle schema module (issue 40), in this process: the module is
 * written to a temporary file (its `drizzle-orm` imports pointed at this checkout's copy, which
 * drizzle-kit reads too), imported, and handed to drizzle-kit's programmatic API (`drizzle-kit/api`),
 * which diffs it against an empty snapshot as `drizzle-kit generate` does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The parts of drizzle-kit's API used here (its snapshots are opaque). */
interface DrizzleKitApi {
  generateDrizzleJson(imports: Record<string, unknown>): unknown;
  generateMigration(prev: unknown, cur: unknown): Promise<string[]>;
  generateMySQLDrizzleJson(imports: Record<string, unknown>): Promise<unknown>;
  generateMySQLMigration(prev: unknown, cur: unknown): Promise<string[]>;
  generateSQLiteDrizzleJson(imports: Record<string, unknown>): Promise<unknown>;
  generateSQLiteMigration(prev: unknown, cur: unknown): Promise<string[]>;
}

/**
 * drizzle-kit's API, loaded as a library. Loading it adds methods to the built-in prototypes by
 * assignment (`Array.prototype.random`, `String.prototype.camelCase`…), which makes them
 * enumerable: every `for…in` over an array in this worker would then meet `random`, as sql.js's
 * rows did in a later test file (`isolate: false` keeps one module registry per worker). The
 * methods drizzle-kit added stay, made non-enumerable as the built-in ones are.
 */
function loadDrizzleKit(): DrizzleKitApi {
  const prototypes = [Array.prototype, String.prototype, Object.prototype] as object[];
  const before = prototypes.map((p) => new Set(Object.keys(p)));
  const loaded = require('drizzle-kit/api') as DrizzleKitApi;
  prototypes.forEach((prototype, i) => {
    for (const key of Object.keys(prototype))
      if (!before[i]!.has(key)) Object.defineProperty(prototype, key, { enumerable: false });
  });
  return loaded;
}

const api = loadDrizzleKit();

/** The dialects drizzle-kit writes SQL for here. */
export type KitDialect = 'postgresql' | 'mysql' | 'sqlite';

/** drizzle-kit's migration from an empty database to the module's schema, one statement each. */
async function migration(dialect: KitDialect, schema: Record<string, unknown>): Promise<string[]> {
  if (dialect === 'postgresql')
    return api.generateMigration(api.generateDrizzleJson({}), api.generateDrizzleJson(schema));
  if (dialect === 'mysql')
    return api.generateMySQLMigration(
      await api.generateMySQLDrizzleJson({}),
      await api.generateMySQLDrizzleJson(schema),
    );
  return api.generateSQLiteMigration(
    await api.generateSQLiteDrizzleJson({}),
    await api.generateSQLiteDrizzleJson(schema),
  );
}

/** The module's text with its `drizzle-orm…` imports resolved to files (a temp dir has no node_modules). */
const resolvedImports = (code: string): string =>
  code.replace(
    /from "(drizzle-orm(?:\/[a-z-]+)?)";/g,
    (_, specifier: string) =>
      `from ${JSON.stringify(pathToFileURL(require.resolve(specifier)).href)};`,
  );

/**
 * The SQL drizzle-kit writes for a Drizzle schema module (TypeScript), as one script, after the
 * module's `databaseSetup` statements (run first, as the custom migration it is written for).
 */
export async function drizzleKitSql(code: string, dialect: KitDialect): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'relata-drizzle-'));
  try {
    const file = path.join(dir, 'schema.ts');
    writeFileSync(file, resolvedImports(code));
    const schema = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<
      string,
      unknown
    >;
    const setup = Array.isArray(schema.databaseSetup) ? (schema.databaseSetup as string[]) : [];
    return [...setup, ...(await migration(dialect, schema))]
      .map((s) => `${s.trim().replace(/;$/, '')};`)
      .join('\n\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
