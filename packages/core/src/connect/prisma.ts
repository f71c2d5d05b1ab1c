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
  prismaIgnoreProbe,
  prismaSourceExtras,
  prismaWithoutIgnore,
  readPrismaDmmf,
  withoutIgnoredModelKeys,
  type PrismaDmmf,
  type PrismaSpan,
} from '../schema/orm/readPrisma';

interface PrismaSchemaWasm {
  get_dmmf(params: string): string;
  get_config(params: string): string;
  lint(files: string): string;
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

/** A diagnostic of Prisma's lint. */
type PrismaDiagnostic = PrismaSpan & { is_warning: boolean };

/**
 * A valid schema's DMMF with the models and fields it marks `@@ignore` and `@ignore` (the DMMF
 * leaves them out, yet they are tables and columns): Prisma reads a copy without those
 * attributes, which its lint finds (prismaIgnoreProbe). If Prisma refuses the copy, the DMMF as
 * it was, with a warning.
 */
function dmmfWithIgnored(
  wasm: PrismaSchemaWasm,
  files: PrismaFiles,
  dmmf: PrismaDmmf,
): { dmmf: PrismaDmmf; warnings: string[] } {
  if (!files.some(([, text]) => text.includes('@ignore'))) return { dmmf, warnings: [] };
  try {
    const probe = JSON.stringify(prismaIgnoreProbe(files));
    const diagnostics = JSON.parse(wasm.lint(probe)) as PrismaDiagnostic[];
    const errors = diagnostics.filter((d) => !d.is_warning);
    const copy = prismaWithoutIgnore(files, errors);
    if (!copy) return { dmmf, warnings: [] };
    const all = JSON.parse(
      wasm.get_dmmf(JSON.stringify({ prismaSchema: copy.files, noColor: true })),
    ) as PrismaDmmf;
    return { dmmf: withoutIgnoredModelKeys(all, copy.key), warnings: [] };
  } catch (error) {
    return {
      dmmf,
      warnings: [
        `models marked @@ignore and fields marked @ignore are left out: Prisma refuses the schema without those attributes: ${prismaError(error)}`,
      ],
    };
  }
}

/**
 * What Prisma's engine reads of a schema: its DMMF with the models and fields it ignores
 * (dmmfWithIgnored), its datasource's provider and what could not be read; or Prisma's errors.
 */
export async function readPrismaEngine(
  files: PrismaFiles,
): Promise<{ dmmf: PrismaDmmf; provider?: string; warnings: string[] } | { error: string }> {
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
  return { ...dmmfWithIgnored(wasm, files, dmmf), ...(provider === undefined ? {} : { provider }) };
}

/** A Prisma schema read by Prisma's engine: the diagram and what it could not keep, or Prisma's errors. */
export async function readPrismaSchema(
  files: PrismaFiles,
): Promise<{ model: DiagramModel; dialect: SqlDialect; warnings: string[] } | { error: string }> {
  const parsed = await readPrismaEngine(files);
  if ('error' in parsed) return parsed;
  const { dmmf, provider } = parsed;
  const dialect = provider === undefined ? 'postgresql' : dialectOfProvider(provider);
  if (!dialect) return { error: `Relata has no dialect for Prisma's provider "${provider}"` };
  const read = readPrismaDmmf(dmmf, dialect, { source: prismaSourceExtras(files) });
  return {
    ...read,
    dialect,
    warnings: [
      ...(provider === undefined ? ['the schema has no datasource: read as PostgreSQL'] : []),
      ...parsed.warnings,
      ...read.warnings,
    ],
  };
}
