import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import {
  arrowEnds,
  arrowMark,
  crowsFootMark,
  multiplicityPlace,
  parallelOffsets,
  relationshipEnds,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';
import { columnRows, columnRowY, lineEnds, relationshipPath } from './edgePath';
import { relationshipEdges, tableNode } from './flowElements';
import { tableSize } from './geometry';

describe('relationship path', () => {
  const ends = { sourceX: 0, sourceY: 10, targetX: 200, targetY: 50 };

  it('curves sideways out of both tables, shifted by the parallel offset', () => {
    expect(relationshipPath(ends, 40, 'full')).toBe('M0,50 C100,50 100,90 200,90');
    expect(relationshipPath({ ...ends, targetX: -200 }, 0, 'full')).toBe(
      'M0,10 C-100,10 -100,50 -200,50',
    );
  });

  it('is a straight line when zoomed out, or when straight lines are chosen', () => {
    expect(relationshipPath(ends, 40, 'box')).toBe('M0,50 L200,90');
    expect(relationshipPath(ends, 0, 'full', 'straight')).toBe('M0,10 L200,50');
    expect(relationshipPath(ends, 0, 'box', 'orthogonal')).toBe('M0,10 L200,50');
  });

  it('runs in right angles when orthogonal lines are chosen', () => {
    const path = relationshipPath(
      { ...ends, sourcePosition: Position.Right, targetPosition: Position.Left },
      0,
      'full',
      'orthogonal',
    );
    // Out to the middle, down, and in, with rounded corners: no curve across the whole line.
    expect(path).toBe('M0 10L 92,10Q 100,10 100,18L 100,42Q 100,50 108,50L200 50');
  });
});

describe('relationship ends', () => {
  it('reads the ends of each cardinality, the parent optional when its key may be null', () => {
    expect(relationshipEnds('ONE_TO_MANY', false)).toEqual({ source: 'one', target: 'many' });
    expect(relationshipEnds('ONE_TO_MANY', true)).toEqual({ source: 'zeroOrOne', target: 'many' });
    expect(relationshipEnds('MANY_TO_ONE', false)).toEqual({ source: 'many', target: 'one' });
    expect(relationshipEnds('ONE_TO_ONE', false)).toEqual({ source: 'one', target: 'zeroOrOne' });
    expect(relationshipEnds('MANY_TO_MANY', true)).toEqual({ source: 'many', target: 'many' });
    expect(arrowEnds('ONE_TO_MANY')).toEqual({ source: true, target: false });
    expect(arrowEnds('MANY_TO_ONE')).toEqual({ source: false, target: true });
    expect(arrowEnds('MANY_TO_MANY')).toEqual({ source: true, target: true });
  });

  it('leaves each table sideways, or along a straight line', () => {
    expect(lineEnds(ends(), 0, 'full', 'curved')).toEqual({
      source: { x: 0, y: 0, dx: 1, dy: 0 },
      target: { x: 300, y: 400, dx: -1, dy: 0 },
    });
    expect(lineEnds(ends(), 0, 'full', 'straight')).toEqual({
      source: { x: 0, y: 0, dx: 0.6, dy: 0.8 },
      target: { x: 300, y: 400, dx: -0.6, dy: -0.8 },
    });
    function ends() {
      return { sourceX: 0, sourceY: 0, targetX: 300, targetY: 400 };
    }
  });

  it("draws crow's feet, arrowheads and multiplicities off the end they belong to", () => {
    const left = { x: 100, y: 50, dx: -1, dy: 0 };
    expect(crowsFootMark(left, 'one')).toEqual({ strokes: 'M92,57 L92,43 M86,57 L86,43' });
    const many = crowsFootMark(left, 'many');
    expect(many.strokes).toBe('M100,58 L87,50 L100,42 M100,50 L87,50');
    expect(many.ring).toContain('A4.5,4.5');
    expect(crowsFootMark(left, 'zeroOrOne').strokes).toBe('M92,57 L92,43');
    expect(arrowMark(left)).toBe('M100,50 L88,55.5 L88,44.5 Z');
    expect(multiplicityPlace(left)).toEqual({ x: 90, y: 43, anchor: 'end' });
    expect(multiplicityPlace({ ...left, dx: 1 })).toEqual({ x: 110, y: 43, anchor: 'start' });
  });
});

const col = (id: string, flags: { pk?: boolean; fk?: boolean } = {}) => ({
  id,
  name: id,
  type: 'integer',
  defaultValue: null,
  isNullable: !flags.pk,
  isPrimaryKey: flags.pk ?? false,
  isForeignKey: flags.fk ?? false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
});

const table = (id: string, x: number, attributes: ReturnType<typeof col>[]): DbEntity =>
  ({ id, project_id: 'p', name: id, x, y: 0, width: 200, height: 100, attributes }) as DbEntity;

const link = (id: string, from: [string, string], to: [string, string]): DbRelationship => ({
  id,
  project_id: 'p',
  name: id,
  sourceTableId: from[0],
  sourceColumnId: from[1],
  targetTableId: to[0],
  targetColumnId: to[1],
  cardinality: 'ONE_TO_MANY',
});

describe('lines at the rows of their columns (issue 36, B9)', () => {
  // Drawn as TableNode draws them: the keys first, then the others, each in its order.
  const orders = [col('note'), col('id', { pk: true }), col('user_id', { fk: true }), col('total')];

  it('finds the row of each shown column, keys first, under each display', () => {
    expect([...columnRows(orders, 'all')]).toEqual([
      ['id', 0],
      ['note', 1],
      ['user_id', 2],
      ['total', 3],
    ]);
    expect([...columnRows(orders, 'keys')]).toEqual([
      ['id', 0],
      ['user_id', 1],
    ]);
    expect(columnRows(orders, 'name').size).toBe(0);
    // Read once per column list: a move keeps the list, and the lines read it again for free.
    expect(columnRows(orders, 'all')).toBe(columnRows(orders, 'all'));
  });

  it('meets the middle of the row: the header, the rows above, half a row', () => {
    expect(columnRowY(orders, 'id', 'all')).toBe(40 + 14);
    expect(columnRowY(orders, 'user_id', 'all')).toBe(40 + 2 * 28 + 14);
    expect(columnRowY(orders, 'user_id', 'keys')).toBe(40 + 28 + 14);
    // A column the table does not show: the middle of the side, as before.
    expect(columnRowY(orders, 'note', 'keys')).toBeUndefined();
    expect(columnRowY(orders, 'id', 'name')).toBeUndefined();
  });

  it("puts each end of a line at its column's row, in every notation and line style", () => {
    const users = table('users', 0, [col('id', { pk: true }), col('email')]);
    const sales = table('orders', 600, orders);
    const [edge] = relationshipEdges(
      [link('r', ['users', 'id'], ['orders', 'user_id'])],
      [users, sales],
    );
    const data = edge?.data;
    if (!data) throw new Error('no line');
    // React Flow gives the middle of each side (tableHandles); the shift moves it to the row.
    const usersMiddle = tableSize(users).height / 2;
    const ordersMiddle = tableSize(sales).height / 2;
    expect(usersMiddle + data.sourceShift).toBe(54);
    expect(ordersMiddle + data.targetShift).toBe(40 + 2 * 28 + 14);
    expect(tableNode(sales).height).toBe(tableSize(sales).height);
    for (const lineStyle of ['curved', 'orthogonal', 'straight'] as const) {
      const ends = lineEnds(
        { sourceX: 300, sourceY: 54, targetX: 600, targetY: 110 },
        data.offset,
        'full',
        lineStyle,
      );
      expect([ends.source.y, ends.target.y]).toEqual([54, 110]);
    }

    // Shown by name only, there are no rows: the middle of the sides.
    const [named] = relationshipEdges(
      [link('r', ['users', 'id'], ['orders', 'user_id'])],
      [users, sales],
      undefined,
      'name',
    );
    expect([named?.data?.sourceShift, named?.data?.targetShift]).toEqual([0, 0]);
  });

  it('keeps parallel lines apart: at their own rows, or 40 px apart where they meet one point', () => {
    const users = table('users', 0, [col('id', { pk: true }), col('code', { pk: true })]);
    const sales = table('orders', 600, [
      col('user_id', { fk: true }),
      col('user_code', { fk: true }),
    ]);
    const edges = relationshipEdges(
      [
        link('a', ['users', 'id'], ['orders', 'user_id']),
        link('b', ['users', 'code'], ['orders', 'user_code']),
      ],
      [users, sales],
    );
    expect(edges.map((e) => e.data?.offset)).toEqual([0, 0]);
    expect(edges[0]?.data?.targetShift).not.toBe(edges[1]?.data?.targetShift);
    // Lines that meet the same points (rows not shown) spread as before.
    const o = parallelOffsets([
      { id: 'a', source: 's', target: 't', sourceAt: 10, targetAt: 20 },
      { id: 'b', source: 't', target: 's', sourceAt: 20, targetAt: 10 },
      { id: 'c', source: 's', target: 't', sourceAt: 10, targetAt: 48 },
    ]);
    expect(Math.abs((o.get('a') ?? 0) - (o.get('b') ?? 0))).toBe(40);
    expect(o.get('c')).toBe(0);
  });
});
