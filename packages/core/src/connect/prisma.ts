/**
 * Prisma's own schema engine (`@prisma/prisma-schema-wasm`, the WebAssembly build prisma-fmt and
 * the CLI use; it runs offline) for Node.js: the command line and the server read Prisma schemas
 * with it. Node-only (the package reads its .wasm file from disk), so it lives with the drivers in
 * `@relata/core/connect`, never in core's index, which the browser bundles.
 */
import type { DiagramModel } from '../schema/model';
import type { SqlDialect } from '../schema/sql/dialects';
import {
  dialectOfProvider,
  prismaSourceExtras,
  readPrismaDmmf,
  type PrismaDmmf,
} from '../schema/orm/readPrisma';

interface PrismaSchemaWasm {
  get_dmmf(params: string): string;
  get_config(params: string): string;
}

let engine: Promise<PrismaSchemaWasm> | undefined;

/** The engine, loaded (and its WebAssembly compiled) on first use, not when the server starts. */
function prismaEngine(): Promise<PrismaSchemaWasm> {
  engine ??= import('@prisma/prisma-schema-wasm') as Promise<PrismaSchemaWasm>;
  return engine;
}

/** A Prisma schema's files: name and text. */
export type PrismaFiles = readonly (readonly [string, string])[];

/** Prisma's message for a schema it refuses: its own text, with the file and line of each error. */
function prismaError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const parsed = JSON.parse(text) as { message?: string };
    return parsed.message ?? text;
  } catch {
    return text;
  }
}

/** A Prisma schema read by Prisma's engine: the diagram and what it could not keep, or Prisma's errors. */
export async function readPrismaSchema(
  files: PrismaFiles,
): Promise<{ model: DiagramModel; dialect: SqlDialect; warnings: string[] } | { error: string }> {
  const wasm = await prismaEngine();
  const params = JSON.stringify({ prismaSchema: files, noColor: true });
  let dmmf: PrismaDmmf;
  let provider: string | undefined;
  try {
    dmmf = JSON.parse(wasm.get_dmmf(params)) as PrismaDmmf;
    const config = JSON.parse(
      wasm.get_config(
        JSON.stringify({ prismaSchema: files, datasourceOverrides: {}, ignoreEnvVarErrors: true }),
      ),
    ) as { config?: { datasources?: { provider?: string }[] } };
    provider = config.config?.datasources?.[0]?.provider;
  } catch (error) {
    return { error: prismaError(error) };
  }
  const dialect = provider === undefined ? 'postgresql' : dialectOfProvider(provider);
  if (!dialect) return { error: `Relata has no dialect for Prisma's provider "${provider}"` };
  const read = readPrismaDmmf(dmmf, dialect, { source: prismaSourceExtras(files) });
  return {
    ...read,
    dialect,
    warnings: [
      ...(provider === undefined ? ['the schema has no datasource: read as PostgreSQL'] : []),
      ...read.warnings,
    ],
  };
}
