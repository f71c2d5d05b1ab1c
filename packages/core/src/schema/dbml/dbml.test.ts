import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../defaults';
import { sqlDefaultFor } from '../sql/defaultValue';
import { shopModel } from '../testing/sampleModels';
import { readDbml } from './readDbml';
import { generateDbml } from './writeDbml';

const strip = (m: ReturnType<typeof shopModel>) => ({
  tables: m.tables.map((t) => ({
    name: t.name,
    attributes: t.attributes.map(
      ({ id: _id, isIdentity, isAutoIncrement, defaultValue, ...a }) => ({
        ...a,
        defaultValue: sqlDefaultFor(defaultValue, 'postgresql', false),
        increment: isIdentity || isAutoIncrement,
      }),
    ),
  })),
  relationships: m.relationships.map((r) => {
    const col = (tableId: string, id: string) => {
      const t = m.tables.find((x) => x.id === tableId);
      return `${t?.name ?? ''}.${t?.attributes.find((a) => a.id === id)?.name ?? ''}`;
    };
    return `${r.name}:${col(r.sourceTableId, r.sourceColumnId)}>${col(r.targetTableId, r.targetColumnId)}:${r.cardinality}`;
  }),
});

describe('DBML export', () => {
  const dbml = generateDbml(shopModel());

  it('writes a Table block with column settings', () => {
    expect(dbml).toContain('Table Users {\n  id string [pk, increment, not null, unique]');
    expect(dbml).toContain('"Display Name" string [null, default: \'anonymous\']');
    expect(dbml).toContain('created date [null, default: `now()`]');
  });

  it('writes a composite key as an indexes block', () => {
    expect(dbml).toContain('  indexes {\n    (order_id, line_no) [pk]\n  }');
  });

  it('writes relationships with <, -, <> and their names', () => {
    expect(dbml).toContain('Ref fk_order_user: Users.id < Order.user_id');
    expect(dbml).toContain('Ref: employees.id < employees.manager_id');
    expect(dbml).toContain('Ref: Users.id <> Tags.id');
  });
});

describe('DBML import', () => {
  it('reads its own export back into the same tables, columns, flags, defaults and relationships', () => {
    const model = shopModel();
    const back = readDbml(generateDbml(model), { idFactory: sequentialIds('d') });
    expect(back.errors).toEqual([]);
    expect(strip(back.model)).toEqual(strip(model));
  });

  it('reads dbdiagram.io syntax: schemas, aliases, inline refs, enums, notes and Project blocks', () => {
    const text = `
Project shop { database_type: 'PostgreSQL' }
// a comment
Enum status { active [note: 'on'] \n inactive }
Table public.users as U [headercolor: #3498DB] {
  id integer [primary key, increment]
  state status [not null, default: 'active']
  Note: 'people'
}
Table orders {
  id int [pk]
  user_id int [ref: > users.id, not null]
  total "decimal(10,2)"
}
Ref: orders.id - users.id
Note todo {
  '''Check the
  totals'''
}`;
    const r = readDbml(text, { idFactory: sequentialIds() });
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => w.message)).toEqual(['skipped Project (not part of the diagram)']);
    const users = r.model.tables.find((t) => t.name === 'users');
    expect(
      users?.attributes.map((a) => [a.name, a.type, a.isPrimaryKey, a.isAutoIncrement]),
    ).toEqual([
      ['id', 'integer', true, true],
      ['state', 'status', false, false],
    ]);
    expect(users).toMatchObject({ comment: 'people', color: '#3498DB', exactName: true });
    expect(r.model.types?.map((t) => [t.kind, t.name, t.values])).toEqual([
      ['enum', 'status', ['active', 'inactive']],
    ]);
    expect(r.model.relationships.map((x) => x.cardinality)).toEqual(['MANY_TO_ONE', 'ONE_TO_ONE']);
    expect(r.model.comments[0]?.text).toBe('Check the\n  totals');
  });

  it('reads indexes, composite keys and refs with actions, notes, checks and schema-qualified names', () => {
    const text = `
Table sales.orders as O [note: 'Orders placed'] {
  id int
  line int
  code varchar [note: 'external code']
  qty int [check: \`qty > 0\`]
  indexes {
    (id, line) [pk]
    code [unique, name: 'uq_code']
    (code, \`lower(code)\`) [type: hash, name: 'ix_code']
  }
}
Table items {
  order_id int
  order_line int
  Note {
    'Order lines'
  }
}
TableGroup g { sales.orders items }
Ref fk_items: O.(id, line) < items.(order_id, order_line) [delete: cascade, update: set null]
`;
    const r = readDbml(text, { idFactory: sequentialIds() });
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    const [orders, items] = r.model.tables;
    expect(r.model.areas).toEqual([{ name: 'g', tables: [orders?.id, items?.id] }]);
    const name = (id?: string) => orders?.attributes.find((a) => a.id === id)?.name;
    expect(orders).toMatchObject({ schema: 'sales', name: 'orders', comment: 'Orders placed' });
    expect(items?.comment).toBe('Order lines');
    expect(orders?.attributes.filter((a) => a.isPrimaryKey).map((a) => a.name)).toEqual([
      'id',
      'line',
    ]);
    expect(orders?.primaryKeyOrder?.map(name)).toEqual(['id', 'line']);
    expect(orders?.attributes.find((a) => a.name === 'code')?.comment).toBe('external code');
    expect(orders?.checks?.map((c) => [c.expression, name(c.columnId)])).toEqual([
      ['qty > 0', 'qty'],
    ]);
    expect(
      orders?.indexes?.map((x) => [
        x.name,
        x.unique,
        x.method,
        x.parts.map((p) => name(p.columnId) ?? p.expression),
      ]),
    ).toEqual([
      ['uq_code', true, undefined, ['code']],
      ['ix_code', false, 'hash', ['code', 'lower(code)']],
    ]);
    expect(r.model.relationships.map((x) => [x.name, x.onDelete, x.onUpdate])).toEqual([
      ['fk_items', 'CASCADE', 'SET NULL'],
      ['fk_items', 'CASCADE', 'SET NULL'],
    ]);
  });

  it('reports an unreadable element with its line and still reads the rest', () => {
    const r = readDbml(
      'Table a {\n  id int [pk]\n}\nTabel b {\n}\nTable c {\n  x int\n}\nRef: a.id < c.nope\n',
    );
    expect(r.errors).toEqual([
      { line: 4, message: "expected Table, Ref, Enum, Note or Project but found 'Tabel'" },
      { line: 9, message: 'Ref a.id < c.nope names a table or column that does not exist' },
    ]);
    expect(r.model.tables.map((t) => t.name)).toEqual(['a', 'c']);
  });

  it('reports an unterminated string or block with its line', () => {
    expect(readDbml("Table a {\n  x int [default: 'oops]\n}").errors[0]).toEqual({
      line: 2,
      message: 'unterminated string',
    });
    expect(readDbml('Table a {\n  x int\n').errors[0]).toEqual({
      line: 1,
      message: "table a is not closed with '}'",
    });
  });
});
