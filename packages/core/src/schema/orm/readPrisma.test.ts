import { describe, expect, it } from 'vitest';
import { toPhysical } from '../toPhysical';
import { readPrismaSchema } from '../../connect/prisma';
import { ModelBuilder } from '../testing/sampleModels';
import { SQL_DIALECTS } from '../sql/dialects';
import type { PhysicalTable } from '../physical';
import { generatePrisma } from './prisma';

/** The physical tables of a read schema, by name (or Prisma's error). */
async function read(files: [string, string][]) {
  const result = await readPrismaSchema(files);
  if ('error' in result) throw new Error(result.error);
  const schema = toPhysical(result.model);
  return { ...result, tables: new Map(schema.tables.map((t) => [t.name, t])), schema };
}

const SHOP = `datasource db {
  provider = "postgresql"
}

/// People who buy
model User {
  id        Int      @id @default(autoincrement())
  email     String   @unique(map: "users_email_uq") @db.VarChar(120)
  name      String?  @default("anon // not a comment") @map("display_name")
  role      Role     @default(ADMIN)
  score     Decimal  @default(0) @db.Decimal(10, 2)
  createdAt DateTime @default(now()) @map("created_at") @db.Timestamptz(3)
  search    Unsupported("tsvector")?
  token     String   @default(uuid())
  orders    Order[]

  @@index([name(sort: Desc), email], map: "users_name_idx")
  @@map("users")
}

model Order {
  id     Int  @default(autoincrement())
  userId Int  @map("user_id")
  user   User @relation(fields: [userId], references: [id], onDelete: Cascade, map: "orders_user_fk")
  note   String? @default(dbgenerated("'x'::text"))

  @@id([id, userId], map: "orders_pk")
  @@unique([userId, note])
  @@map("orders")
}

enum Role {
  USER
  ADMIN @map("admin")

  @@map("role")
}
`;

describe('Prisma schemas read by Prisma’s engine (issue 40)', () => {
  it('reads models as the tables prisma migrate creates: names, types, defaults, keys, indexes', async () => {
    const { tables, dialect, warnings, schema } = await read([['schema.prisma', SHOP]]);
    expect(dialect).toBe('postgresql');
    expect([...tables.keys()]).toEqual(['users', 'orders']);
    const users = tables.get('users');
    expect(users?.comment).toBe('People who buy');
    expect(users?.columns.map((c) => [c.name, c.type, c.nullable, c.defaultValue])).toEqual([
      ['id', 'serial', false, null],
      ['email', 'varchar(120)', false, null],
      ['display_name', 'text', true, "'anon // not a comment'"],
      ['role', 'role', false, "'admin'"],
      ['score', 'decimal(10,2)', false, '0'],
      ['created_at', 'timestamptz(3)', false, 'CURRENT_TIMESTAMP'],
      ['search', 'tsvector', true, null],
      ['token', 'text', false, null],
    ]);
    expect(users?.primaryKey).toEqual(['id']);
    expect(users?.uniques).toEqual([{ name: 'users_email_uq', columns: ['email'] }]);
    expect(users?.indexes?.map((i) => [i.name, i.parts])).toEqual([
      ['users_name_idx', [{ column: 'display_name', order: 'DESC' }, { column: 'email' }]],
    ]);
    expect(schema.types).toMatchObject([{ name: 'role', kind: 'enum', values: ['USER', 'admin'] }]);
    const orders = tables.get('orders');
    expect(orders?.primaryKey).toEqual(['id', 'user_id']);
    expect(orders?.primaryKeyName).toBe('orders_pk');
    expect(orders?.uniques).toEqual([
      { name: 'orders_user_id_note_key', columns: ['user_id', 'note'] },
    ]);
    expect(orders?.columns.find((c) => c.name === 'note')?.defaultValue).toBe("'x'::text");
    // onUpdate left to Prisma's default: CASCADE, as prisma migrate writes it.
    expect(orders?.foreignKeys).toMatchObject([
      {
        name: 'orders_user_fk',
        columns: ['user_id'],
        refTable: 'users',
        refColumns: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
    ]);
    expect(warnings).toEqual([
      'users.token: default uuid() is made by Prisma Client, not the database: left out',
    ]);
  });

  it('reads a schema split over several files, and gives Prisma’s own errors with their line', async () => {
    const { tables } = await read([
      ['main.prisma', 'datasource db {\n  provider = "mysql"\n}\n'],
      ['a.prisma', 'model A {\n  id Int @id\n  b  B[]\n}\n'],
      [
        'b.prisma',
        'model B {\n  id  Int @id\n  aId Int\n  a   A   @relation(fields: [aId], references: [id])\n}\n',
      ],
    ]);
    expect(tables.get('B')?.foreignKeys).toMatchObject([
      { name: 'B_aId_fkey', refTable: 'A', onDelete: 'RESTRICT', onUpdate: 'CASCADE' },
    ]);
    const refused = await readPrismaSchema([
      ['schema.prisma', 'model X {\n  id Int @id\n  y Foo\n}\n'],
    ]);
    expect(refused).toEqual({ error: expect.stringContaining('schema.prisma:3') as unknown });
    expect('error' in refused && refused.error).toContain('Type "Foo" is neither a built-in type');
  });

  it('reads a model marked @@ignore as a table with its names, types, keys, indexes and foreign keys', async () => {
    const { tables, warnings } = await read([
      [
        'schema.prisma',
        `datasource db {
  provider = "postgresql"
}

model User {
  id     Int      @id
  // @@ignore in a comment, and in a string:
  motto  String   @default("no @@ignore, no @ignore here")
  events Event[]  @ignore
  tagged Event[]  @relation("tag") @ignore
}

/// Événements 🗓 (offsets past text outside ASCII)
model Event {
  userId Int      @map("user_id")
  at     DateTime @default(now()) @map("happened_at") @db.Timestamptz(3)
  code   String?  @unique(map: "events_code_uq") @db.VarChar(20)
  tagId  Int?     @map("tag_id")
  user   User     @relation(fields: [userId], references: [id], onDelete: Cascade, map: "events_user_fk")
  tag    User?    @relation("tag", fields: [tagId], references: [id], onDelete: SetNull)

  @@index([userId, at(sort: Desc)], map: "events_user_at_idx")
  @@map("events")
  @@ignore
}
`,
      ],
    ]);
    expect([...tables.keys()]).toEqual(['User', 'events']);
    expect(tables.get('User')?.columns.map((c) => [c.name, c.defaultValue])).toEqual([
      ['id', null],
      ['motto', "'no @@ignore, no @ignore here'"],
    ]);
    const events = tables.get('events');
    expect(events?.comment).toBe('Événements 🗓 (offsets past text outside ASCII)');
    expect(events?.columns.map((c) => [c.name, c.type, c.nullable, c.defaultValue])).toEqual([
      ['user_id', 'integer', false, null],
      ['happened_at', 'timestamptz(3)', false, 'CURRENT_TIMESTAMP'],
      ['code', 'varchar(20)', true, null],
      ['tag_id', 'integer', true, null],
    ]);
    expect(events?.primaryKey).toEqual([]);
    expect(events?.uniques).toEqual([{ name: 'events_code_uq', columns: ['code'] }]);
    expect(events?.indexes?.map((i) => [i.name, i.parts])).toEqual([
      ['events_user_at_idx', [{ column: 'user_id' }, { column: 'happened_at', order: 'DESC' }]],
    ]);
    expect(events?.foreignKeys).toMatchObject([
      { name: 'events_user_fk', columns: ['user_id'], refTable: 'User', onDelete: 'CASCADE' },
      { name: 'events_tag_id_fkey', columns: ['tag_id'], refTable: 'User', onDelete: 'SET NULL' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads a field marked @ignore as a column', async () => {
    const { tables } = await read([
      [
        'schema.prisma',
        `datasource db {
  provider = "mysql"
}

model Item {
  id     Int     @id
  legacy String? @ignore @map("legacy_code") @db.VarChar(10)
  price  Int     @default(0) @ignore()
}
`,
      ],
    ]);
    expect(tables.get('Item')?.columns.map((c) => [c.name, c.type, c.nullable])).toEqual([
      ['id', 'int', false],
      ['legacy_code', 'varchar(10)', true],
      ['price', 'int', false],
    ]);
  });

  it('keeps a field of an ignored model named like the key that stands in for @@ignore', async () => {
    const { tables } = await read([
      [
        'schema.prisma',
        'model Log {\n  relata_ignored_model_key Int?\n  line String?\n\n  @@ignore\n}\n',
      ],
    ]);
    expect(tables.get('Log')?.columns.map((c) => c.name)).toEqual([
      'relata_ignored_model_key',
      'line',
    ]);
  });

  it('gives Prisma’s own error with its line for a schema with @@ignore that Prisma refuses', async () => {
    const refused = await readPrismaSchema([
      [
        'schema.prisma',
        'model A {\n  id Int @id\n  bs B[]\n}\n\nmodel B {\n  aId Int\n  a   A   @relation(fields: [aId], references: [id])\n\n  @@ignore\n}\n',
      ],
    ]);
    expect(refused).toEqual({ error: expect.stringContaining('schema.prisma:3') as unknown });
    expect('error' in refused && refused.error).toContain('must specify the `@ignore` attribute');
  });

  it('reads back the tables, columns and foreign keys of a table without a key that Prisma exports as @@ignore', async () => {
    const model = new ModelBuilder()
      .table('users', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
      .table('audit', [
        { name: 'user_id', type: 'integer', isForeignKey: true },
        { name: 'code', type: 'varchar(10)', isUnique: true },
        { name: 'note', type: 'varchar(200)' },
      ])
      .table('audit_links', [
        { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
        { name: 'audit_code', type: 'varchar(10)', isForeignKey: true },
      ])
      .relate('users.id', 'audit.user_id')
      .relate('audit.code', 'audit_links.audit_code').model;
    /** Each table's columns (nullable ones marked ?), key and foreign keys. */
    const shape = (tables: Iterable<PhysicalTable>) =>
      [...tables].map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => `${c.name}${c.nullable ? '?' : ''}`),
        primaryKey: t.primaryKey,
        foreignKeys: t.foreignKeys.map(
          (f) => `${f.columns.join(',')}->${f.refTable}(${f.refColumns.join(',')})`,
        ),
      }));
    const expected = shape(toPhysical(model).tables);
    expect(expected.find((t) => t.name === 'audit')?.foreignKeys).toEqual(['user_id->users(id)']);
    for (const dialect of SQL_DIALECTS) {
      const schema = generatePrisma(model, dialect);
      expect(schema).toMatch(/model Audit \{[^}]*@@ignore/);
      const { tables } = await read([['schema.prisma', schema]]);
      expect(shape(tables.values()), dialect).toEqual(expected);
    }
  });
});
