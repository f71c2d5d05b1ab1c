import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ModelBuilder, richModel, shopModel } from '../testing/sampleModels';
import { SQL_DIALECTS } from '../sql/dialects';
import { generatePrisma } from './prisma';

/** Prisma's own schema engine (the WebAssembly build prisma-fmt and the CLI use), offline. */
const prisma = createRequire(import.meta.url)('@prisma/prisma-schema-wasm') as {
  get_dmmf: (params: string) => string;
};

interface DmmfField {
  name: string;
  dbName: string | null;
  kind: string;
  type: string;
  isRequired: boolean;
  isId: boolean;
  nativeType: [string, string[]] | null;
  default?: unknown;
  relationFromFields?: string[];
  relationOnDelete?: string;
}
interface Dmmf {
  datamodel: {
    models: {
      name: string;
      dbName: string | null;
      fields: DmmfField[];
      primaryKey: { fields: string[] } | null;
    }[];
  };
}

/** The DMMF of a schema; throws Prisma's own validation errors. */
const dmmf = (schema: string): Dmmf =>
  JSON.parse(
    prisma.get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] })),
  ) as Dmmf;

describe('Prisma schema (issue 40)', () => {
  it("passes Prisma's validation for every provider", () => {
    for (const model of [shopModel(), richModel()])
      for (const dialect of SQL_DIALECTS)
        expect(() => dmmf(generatePrisma(model, dialect))).not.toThrow();
  });

  it('maps each model and field back to the design’s names, with keys, types and relations', () => {
    const { models } = dmmf(generatePrisma(shopModel(), 'postgresql')).datamodel;
    const items = models.find((m) => m.dbName === 'order_items');
    expect(items?.name).toBe('OrderItems');
    expect(items?.primaryKey?.fields).toEqual(['orderId', 'lineNo']);
    expect(items?.fields.find((f) => f.name === 'orderId')?.dbName).toBe('order_id');
    const users = models.find((m) => m.dbName === 'users');
    const display = users?.fields.find((f) => f.dbName === 'Display Name');
    expect(display).toMatchObject({ type: 'String', isRequired: false, default: 'anonymous' });
    expect(display?.nativeType).toEqual(['VarChar', ['255']]);
    const order = models.find((m) => m.dbName === 'order');
    expect(order?.fields.find((f) => f.name === 'id')?.default).toMatchObject({
      name: 'autoincrement',
    });
    expect(order?.fields.find((f) => f.kind === 'object' && f.type === 'Users')).toMatchObject({
      relationFromFields: ['userId'],
      relationOnDelete: 'NoAction',
    });
  });

  it('keeps names and texts that would break out of the schema inside their strings', () => {
    const text = 'say "hi"\n} model Evil {';
    const model = new ModelBuilder().table('model', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'note"x', type: 'varchar(50)', defaultValue: `'${text.replace(/'/g, "''")}'` },
    ]).model;
    const schema = generatePrisma(model, 'postgresql');
    const [only, ...others] = dmmf(schema).datamodel.models;
    expect(others).toEqual([]);
    expect(only?.name).not.toBe('model');
    expect(only?.dbName).toBe('model');
    expect(only?.fields.find((f) => f.dbName === 'note"x')?.default).toBe(text);
  });

  it('ignores a table without a key of required columns, and every relation to it, with a note', () => {
    const model = new ModelBuilder()
      .table('users', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
      .table('audit', [
        { name: 'user_id', type: 'integer', isForeignKey: true },
        { name: 'code', type: 'varchar(10)', isUnique: true },
      ])
      .relate('users.id', 'audit.user_id').model;
    for (const dialect of SQL_DIALECTS) {
      const schema = generatePrisma(model, dialect);
      expect(() => dmmf(schema)).not.toThrow();
      expect(schema).toMatch(/model Audit \{[^}]*@@ignore/);
      expect(schema).toContain('// Note: audit has no primary or unique key');
    }
  });
});
