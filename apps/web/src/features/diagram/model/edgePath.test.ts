import { Position } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import {
  arrowEnds,
  arrowMark,
  crowsFootMark,
  lineEnds,
  multiplicityPlace,
  relationshipEnds,
  relationshipPath,
} from './edgePath';

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
