import {
  storedAttributeSchema,
  type DbEntity,
  type DbRelationship,
  type DiagramChanges,
} from '@relata/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { compareDiagram } from './compareDiagram';

const column = (id: string) => storedAttributeSchema.parse({ id, name: id, type: 'integer' });
const table = (id: string, columns: string[], x = 0): DbEntity => ({
  id,
  project_id: 'p',
  name: id,
  attributes: columns.map(column),
  x,
  y: 0,
  width: 200,
  height: 100,
  version: 1,
});
const link = (id: string, from: string, to: string): DbRelationship => ({
  id,
  project_id: 'p',
  name: id,
  sourceTableId: from,
  targetTableId: to,
  sourceColumnId: 'id',
  targetColumnId: 'id',
  cardinality: 'MANY_TO_ONE',
});
const diagram = (tables: DbEntity[], relationships: DbRelationship[] = []): Diagram => ({
  ...EMPTY_DIAGRAM,
  tables,
  relationships,
});
const none: DiagramChanges = { items: [], tables: {}, relationships: {}, views: {} };

describe('compareDiagram', () => {
  it('is the newer diagram itself when nothing was removed', () => {
    const after = diagram([table('a', ['id'])]);
    expect(compareDiagram(diagram([]), after, none)).toEqual(after);
  });

  it('puts removed tables back at their old place, with the relationships that joined them', () => {
    const before = diagram(
      [table('users', ['id']), table('orders', ['id'], 400)],
      [link('r1', 'orders', 'users')],
    );
    const after = diagram([table('users', ['id'])]);
    const shown = compareDiagram(before, after, {
      ...none,
      tables: { orders: { kind: 'removed', columns: {} } },
      relationships: { r1: 'removed' },
    });
    expect(shown.tables.map((t) => [t.id, t.x])).toEqual([
      ['users', 0],
      ['orders', 400],
    ]);
    expect(shown.relationships.map((r) => r.id)).toEqual(['r1']);
  });

  it('keeps the removed columns of a changed table after its others', () => {
    const before = diagram([table('users', ['id', 'nickname', 'email'])]);
    const after = diagram([table('users', ['id', 'email', 'phone'])]);
    const shown = compareDiagram(before, after, {
      ...none,
      tables: { users: { kind: 'changed', columns: { nickname: 'removed', phone: 'added' } } },
    });
    expect(shown.tables[0]?.attributes.map((c) => c.id)).toEqual([
      'id',
      'email',
      'phone',
      'nickname',
    ]);
  });
});
