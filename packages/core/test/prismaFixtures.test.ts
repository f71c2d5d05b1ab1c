// Issue 40: every shared fixture (both folders) as a Prisma schema for each provider, read by
// Prisma's own engine (@prisma/prisma-schema-wasm, the build prisma-fmt and the CLI use, offline):
// it must validate, and what the engine reads of it (with the models Prisma ignores, those of
// tables it cannot key) must hold every table as a model, every column of it as a field, and its
// primary key.
import { describe, expect, it } from 'vitest';
import { importDdl } from '../src/schema/import';
import { SQL_DIALECTS, type SqlDialect } from '../src/schema/sql/dialects';
import type { DiagramModel } from '../src/schema/model';
import { ormSchema } from '../src/schema/orm/ormSchema';
import { generatePrisma } from '../src/schema/orm/prisma';
import { notesOf } from '../src/schema/generate/script';
import { fixtures, readFixture, type FixtureInfo } from './scripts';
import { prismaSourceExtras, readPrismaDmmf } from '../src/schema/orm/readPrisma';
import { readPrismaEngine } from '../src/connect/prisma';
import { toPhysical } from '../src/schema/toPhysical';
import type { PhysicalTable } from '../src/schema/physical';
import type { OrmTable } from '../src/schema/orm/ormSchema';

/** What a round trip keeps of a table: columns in order with nullability, the key, references. */
const shape = (t: PhysicalTable) => ({
  columns: t.columns.map((c) => `${c.name}${c.nullable ? '?' : ''}`),
  primaryKey: t.primaryKey,
  references: t.foreignKeys
    .map((f) => `${f.columns.join(',')}->${f.refTable}(${f.refColumns.join(',')})`)
    .sort(),
});

/** The same of the table Prisma was written from, less what the schema's notes say it left out. */
const shapeOf = (t: OrmTable, unsupported: Set<string>, notes: string) => ({
  columns: t.columns.map(
    (c) =>
      `${c.name}${c.nullable && !(c.type.array && !unsupported.has(c.name)) && !notes.includes(`\n${t.name}.${c.name} is required: Prisma's ids`) ? '?' : ''}`,
  ),
  primaryKey: notes.includes(`\n${t.name}: primary key is left out`) ? [] : t.primaryKey,
  references: t.foreignKeys
    // Left out with a note.
    .filter(
      (f) =>
        !notes.includes(`\n${t.name}.${f.columns.join(', ')}: foreign key is left out`) &&
        !notes.includes(`\n${t.name}.${f.columns.join(', ')}: foreign key to `),
    )
    .map((f) => `${f.columns.join(',')}->${f.refTable}(${f.refColumns.join(',')})`)
    .sort(),
});

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

/** Each fixture read once, for its four providers. */
const models = new Map<string, DiagramModel>();
const modelOf = (info: FixtureInfo, dialect: SqlDialect): DiagramModel => {
  const key = `${info.file}:${dialect}`;
  const model = models.get(key) ?? importDdl(readFixture(info), dialect).model;
  models.set(key, model);
  return model;
};

describe('Prisma schema of every fixture', () => {
  it.each(
    fixtures().flatMap(([schema, dialect, info]) =>
      SQL_DIALECTS.map((provider) => [schema, dialect, provider, info] as const),
    ),
  )(
    '%s/%s for %s validates, reads back the same, and keeps every table and column',
    async (_schema, dialect, provider, info) => {
      const model = modelOf(info, dialect);
      const schema = generatePrisma(model, provider);
      const files = [['schema.prisma', schema]] as const;
      const engine = await readPrismaEngine(files);
      if ('error' in engine) throw new Error(engine.error);
      expect(engine.warnings).toEqual([]);
      const { dmmf } = engine;
      const models = new Map(dmmf.datamodel.models.map((m) => [m.dbName ?? m.name, m]));
      // Read back from the engine's DMMF (connect/prisma.ts does the same after reading the
      // provider), the schema gives the same tables, those of ignored models too: a round trip.
      const again = readPrismaDmmf(dmmf, provider, { source: prismaSourceExtras(files) });
      const reread = new Map(toPhysical(again.model).tables.map((t) => [t.name, t]));
      const notes = notesOf(schema.replace(/^\/\/ Note: /gm, '-- Note: '), provider).join('\n');
      for (const table of ormSchema(model, provider).tables) {
        const found = models.get(table.name);
        if (!found) throw new Error(`${provider}: ${table.name} is no model`);
        const columns = found.fields
          .filter((f) => f.kind !== 'object')
          .map((f) => f.dbName ?? f.name);
        // The DMMF leaves out fields of Unsupported("…") types (the client cannot read them).
        const unsupported = unsupportedColumns(schema, found.name);
        expect(columns, `${provider}: ${table.name}`).toEqual(
          table.columns.map((c) => c.name).filter((c) => !unsupported.has(c)),
        );
        if (found.primaryKey) expect(found.primaryKey.fields.length).toBe(table.primaryKey.length);
        const back = reread.get(table.name);
        expect(back && shape(back), `${provider}: ${table.name} read back`).toEqual(
          shapeOf(table, unsupported, `\n${notes}`),
        );
      }
    },
  );
});
