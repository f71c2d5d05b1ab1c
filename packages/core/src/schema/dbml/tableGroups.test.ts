import { describe, expect, it } from 'vitest';
import { boxInside, estimatedTableBox, placeAreas } from '../areas';
import { sequentialIds } from '../defaults';
import { readDbml } from './readDbml';
import { generateDbml } from './writeDbml';

const SOURCE = `
Table users {
  id int [pk]
}
Table orders {
  id int [pk]
  user_id int [ref: > users.id]
}
Table products {
  id int [pk]
}
Table audit_log {
  id int [pk]
}

TableGroup "Sales area" [color: #1c7ed6] {
  users
  orders
  Note: 'Who buys what'
}

TableGroup catalogue {
  products
  ghosts
}
`;

describe('DBML table groups as areas', () => {
  it('reads each TableGroup as an area of its tables, with its colour, and warns of a member it lacks', () => {
    const { model, warnings, errors } = readDbml(SOURCE, { idFactory: sequentialIds('g') });
    expect(errors).toEqual([]);
    const id = (name: string) => model.tables.find((t) => t.name === name)?.id;
    expect(model.areas).toEqual([
      { name: 'Sales area', color: '#1c7ed6', tables: [id('users'), id('orders')] },
      { name: 'catalogue', tables: [id('products')] },
    ]);
    expect(warnings.map((w) => w.message)).toContain('table group catalogue: no table ghosts');
  });

  it('lays out a group so that its rectangle holds its tables', () => {
    const { model } = readDbml(SOURCE, { idFactory: sequentialIds('g') });
    const [sales] = placeAreas(model);
    for (const name of ['users', 'orders']) {
      const table = model.tables.find((t) => t.name === name)!;
      expect(boxInside(estimatedTableBox(table), sales!)).toBe(true);
    }
  });

  it('writes an area back as a TableGroup, from its tables or from what lies inside it, and reads it again', () => {
    const { model } = readDbml(SOURCE, { idFactory: sequentialIds('g') });
    // As stored, an area is a rectangle: the tables inside it are its group.
    const drawn = { ...model, areas: placeAreas(model).map(({ tables: _t, ...area }) => area) };
    const text = generateDbml(drawn);
    expect(text).toContain('TableGroup "Sales area" [color: #1c7ed6] {\n  users\n  orders\n}');
    expect(text).toContain('TableGroup catalogue {\n  products\n}');
    expect(text).not.toMatch(/TableGroup[^{]*\{[^}]*audit_log/);
    const again = readDbml(text, { idFactory: sequentialIds('h') }).model;
    const names = (ids: string[] = []) =>
      ids.map((i) => again.tables.find((t) => t.id === i)?.name);
    expect(again.areas?.map((a) => [a.name, a.color, names(a.tables)])).toEqual([
      ['Sales area', '#1c7ed6', ['users', 'orders']],
      ['catalogue', undefined, ['products']],
    ]);
  });
});
