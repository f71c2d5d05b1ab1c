import { describe, expect, it } from 'vitest';
import { toPhysical } from '../toPhysical';
import { readPrismaSchema } from '../../connect/prisma';

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
});
