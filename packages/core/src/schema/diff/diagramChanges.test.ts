import { describe, expect, it } from 'vitest';
import { generateDdl } from '../generate';
import type { DiagramModel } from '../model';
import { shopAfter, shopBefore } from '../testing/migrationModels';
import { diagramChanges } from './diagramChanges';
import { planMigration } from './planMigration';

const said = (model: ReturnType<typeof diagramChanges>) =>
  model.items.map((i) => `${i.group} ${i.kind} ${i.label}${i.detail ? ` | ${i.detail}` : ''}`);

const idOf = (model: DiagramModel, name: string) => {
  const table = model.tables.find((t) => t.name === name);
  if (!table) throw new Error(name);
  return table.id;
};

describe('diagramChanges', () => {
  it('lists every change of the shop edits by group, renames as changes (paired by id)', () => {
    expect(said(diagramChanges(shopBefore(), shopAfter()))).toEqual([
      'tables changed staff | renamed from employees',
      'tables added reviews',
      'tables removed Product Catalog!',
      'columns changed Users.email | type varchar(120) -> varchar(200)',
      'columns changed Users.Display Name | default anonymous -> guest',
      'columns changed Users.active | NULL allowed',
      'columns changed Users.created_at | renamed from created',
      'columns added Users.nickname | varchar(30)',
      'columns removed Users.bio | text',
      'columns added settings.scope | varchar(20)',
      'keys removed staff: unique (code)',
      'keys added Tags: unique (label)',
      'keys changed settings: primary key | (key) -> (key, scope)',
      'relationships added reviews.user_id -> Users.id',
      'relationships removed employees.manager_id -> employees.id',
    ]);
  });

  it('marks tables, their columns and relationships for the canvas', () => {
    const before = shopBefore();
    const after = shopAfter();
    const changes = diagramChanges(before, after);
    const users = changes.tables[idOf(after, 'Users')];
    expect(users?.kind).toBe('changed');
    expect(Object.values(users?.columns ?? {}).sort()).toEqual([
      'added',
      'changed',
      'changed',
      'changed',
      'changed',
      'removed',
    ]);
    expect(changes.tables[idOf(after, 'reviews')]).toEqual({ kind: 'added', columns: {} });
    expect(changes.tables[idOf(before, 'Product Catalog!')]).toEqual({
      kind: 'removed',
      columns: {},
    });
    // The unique flag taken off staff.code marks that column.
    const staff = after.tables.find((t) => t.name === 'staff');
    const code = staff?.attributes.find((c) => c.name === 'code');
    expect(changes.tables[staff?.id ?? '']?.columns[code?.id ?? '']).toBe('changed');
    expect(Object.values(changes.relationships).sort()).toEqual(['added', 'removed']);
    // Every key is distinct, so a list can key its rows by it.
    expect(new Set(changes.items.map((i) => i.key)).size).toBe(changes.items.length);
  });

  it('sees no change in moved or recoloured tables, and none between a diagram and itself', () => {
    const before = shopBefore();
    const after = shopBefore();
    for (const t of after.tables) Object.assign(t, { x: t.x + 500, color: 'red' });
    expect(diagramChanges(before, after).items).toEqual([]);
  });

  it('tells indexes, checks, enum values, foreign key actions and views apart', () => {
    const before = shopBefore();
    const orders = before.tables.find((t) => t.attributes.length > 1);
    if (!orders) throw new Error('no table');
    const [first, second] = orders.attributes;
    orders.indexes = [{ id: 'ix1', name: 'ix_a', unique: false, parts: [{ columnId: first!.id }] }];
    orders.checks = [{ id: 'ck1', name: '', expression: 'a > 0' }];
    before.types = [{ id: 'ty1', name: 'mood', kind: 'enum', values: ['sad', 'ok'] }];
    before.views = [
      { id: 'v1', name: 'report', query: 'select 1', dialect: 'postgresql', x: 0, y: 0 },
    ];
    const after = JSON.parse(JSON.stringify(before)) as DiagramModel;
    const table = after.tables.find((t) => t.id === orders.id)!;
    table.indexes = [
      { id: 'ix1', name: 'ix_a', unique: true, parts: [{ columnId: first!.id }] },
      { id: 'ix2', name: '', unique: false, parts: [{ columnId: second!.id, order: 'DESC' }] },
    ];
    table.checks = [];
    after.types![0]!.values = ['sad', 'ok', 'happy'];
    after.views![0]!.query = 'select 2';
    after.relationships[0]!.onDelete = 'CASCADE';
    const items = said(diagramChanges(before, after));
    const name = orders.name;
    expect(items).toEqual(
      expect.arrayContaining([
        `indexes changed ${name}: ix_a | index on (${first!.name}) -> unique index on (${first!.name})`,
        `indexes added ${name}: index on (${second!.name})`,
        `checks removed ${name}: check (a > 0)`,
        'types changed mood | values added: happy',
        'views changed report',
      ]),
    );
    expect(
      items.some((i) => i.startsWith('relationships changed') && i.endsWith('ON DELETE CASCADE')),
    ).toBe(true);
    const changes = diagramChanges(before, after);
    expect(changes.views).toEqual({ v1: 'changed' });
    expect(changes.tables[orders.id]?.kind).toBe('changed');
  });

  it("reads a primary key without a name as the dialect's default name", () => {
    const before = shopBefore();
    const named = shopBefore();
    const table = named.tables[0]!;
    const keyName = (name: string) => Object.assign(named.tables[0]!, { primaryKeyName: name });
    // PostgreSQL names an unnamed key <table>_pkey: the catalog's name for it is no change.
    keyName(`${table.name}_pkey`);
    expect(diagramChanges(before, named, 'postgresql').items).toEqual([]);
    // Another name is one, said as a name change; MySQL's keys have no name of their own.
    keyName('pk_custom');
    expect(said(diagramChanges(before, named, 'postgresql'))).toEqual([
      `keys changed ${table.name}: primary key | name (default) -> pk_custom`,
    ]);
    expect(diagramChanges(before, named, 'mysql').items).toEqual([]);
    // Without a dialect, names are compared as they are.
    expect(diagramChanges(before, named).items).toHaveLength(1);
  });

  it("reads the dialect's default index method and ascending order as none written", () => {
    const withIndex = (method?: string, order?: 'ASC' | 'DESC') => {
      const model = shopBefore();
      const table = model.tables[0]!;
      const columnId = table.attributes[0]!.id;
      table.indexes = [
        { id: 'ix', name: 'ix_first', unique: false, method, parts: [{ columnId, order }] },
      ];
      return model;
    };
    const design = withIndex();
    // What PostgreSQL's catalog says of the index the design wrote without USING or ASC.
    const catalog = withIndex('btree', 'ASC');
    expect(diagramChanges(design, catalog, 'postgresql').items).toEqual([]);
    expect(planMigration(design, catalog, 'postgresql').statements).toEqual([]);
    expect(diagramChanges(design, withIndex('hash'), 'postgresql').items).toHaveLength(1);
    expect(planMigration(design, withIndex('gin'), 'postgresql').statements).toHaveLength(2);
    expect(diagramChanges(design, withIndex(undefined, 'DESC'), 'postgresql').items).toHaveLength(
      1,
    );
    // MSSQL's default is a nonclustered index.
    expect(diagramChanges(design, withIndex('NONCLUSTERED'), 'mssql').items).toEqual([]);
    expect(diagramChanges(design, withIndex('CLUSTERED'), 'mssql').items).toHaveLength(1);
  });

  it('reads an index expression in parentheses as the same expression, and writes it back once', () => {
    const withExpression = (expression: string) => {
      const model = shopBefore();
      model.tables[0]!.indexes = [
        { id: 'ix', name: 'ix_lower', unique: false, parts: [{ expression }] },
      ];
      return model;
    };
    const design = withExpression('lower(name) text_pattern_ops');
    const readBack = withExpression('((lower(name))) text_pattern_ops');
    expect(diagramChanges(design, readBack, 'postgresql').items).toEqual([]);
    expect(planMigration(design, readBack, 'postgresql').statements).toEqual([]);
    expect(
      diagramChanges(design, withExpression('upper(name) text_pattern_ops'), 'postgresql').items,
    ).toHaveLength(1);
    const written = (model: DiagramModel) =>
      generateDdl(model, 'postgresql')
        .split('\n')
        .find((l) => l.includes('ix_lower'));
    expect(written(readBack)).toBe(written(design));
    expect(written(design)).toMatch(/\(\(lower\(name\)\) text_pattern_ops\);$/);
  });
});
