// Issue 40: every shared fixture (both folders) as a Prisma schema for each provider, read by
// Prisma's own engine (@prisma/prisma-schema-wasm, the build prisma-fmt and the CLI use, offline):
// it must validate, and its DMMF must hold every table as a model (or name it in a note as one
// Prisma cannot key), every column of it as a field, and its primary key.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { importDdl } from '../src/schema/import';
import { SQL_DIALECTS } from '../src/schema/sql/dialects';
import { ormSchema } from '../src/schema/orm/ormSchema';
import { generatePrisma } from '../src/schema/orm/prisma';
import { notesOf } from '../src/schema/generate/script';
import { fixtures, readFixture } from './scripts';

const prisma = createRequire(import.meta.url)('@prisma/prisma-schema-wasm') as {
  get_dmmf: (params: string) => string;
};

interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: { name: string; dbName: string | null; kind: string }[];
  primaryKey: { fields: string[] } | null;
}

/** The database names of a model's fields of an Unsupported type, read from the schema text. */
function unsupportedColumns(schema: string, model: string): Set<string> {
  const block = schema.slice(schema.indexOf(`model ${model} {`));
  const body = block.slice(0, block.indexOf('\n}'));
  return new Set(
    [...body.matchAll(/^ {2}(\w+) Unsupported\(.*$/gm)].map(
      (m) => /@map\("((?:[^"\\]|\\.)*)"\)/.exec(m[0])?.[1]?.replace(/\\(.)/g, '$1') ?? m[1] ?? '',
    ),
  );
}

describe('Prisma schema of every fixture', () => {
  it.each(fixtures())(
    '%s/%s validates for every provider and keeps every table and column',
    (_schema, dialect, info) => {
      const model = importDdl(readFixture(info), dialect).model;
      for (const provider of SQL_DIALECTS) {
        const schema = generatePrisma(model, provider);
        const dmmf = JSON.parse(
          prisma.get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] })),
        ) as { datamodel: { models: DmmfModel[] } };
        const models = new Map(dmmf.datamodel.models.map((m) => [m.dbName ?? m.name, m]));
        const notes = notesOf(schema.replace(/^\/\/ Note: /gm, '-- Note: '), provider).join('\n');
        for (const table of ormSchema(model, provider).tables) {
          const found = models.get(table.name);
          if (!found) {
            expect(notes, `${provider}: ${table.name}`).toMatch(
              new RegExp(
                `(^|\\n)${table.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(: primary key is left out| has no primary or unique key)`,
              ),
            );
            continue;
          }
          const columns = found.fields
            .filter((f) => f.kind !== 'object')
            .map((f) => f.dbName ?? f.name);
          // The DMMF leaves out fields of Unsupported("…") types (the client cannot read them).
          const unsupported = unsupportedColumns(schema, found.name);
          expect(columns, `${provider}: ${table.name}`).toEqual(
            table.columns.map((c) => c.name).filter((c) => !unsupported.has(c)),
          );
          if (found.primaryKey)
            expect(found.primaryKey.fields.length).toBe(table.primaryKey.length);
        }
      }
    },
  );
});
