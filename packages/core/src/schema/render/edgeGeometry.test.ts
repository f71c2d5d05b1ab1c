// The orthogonal lines are React Flow's smooth-step paths, which the canvas draws (edgePath.ts):
// the same route, corner for corner, for tables facing each other and for overlapping ones.
import { getSmoothStepPath, Position } from '@xyflow/system';
import { describe, expect, it } from 'vitest';
import { lineEnds, relationshipPath, type LineEnds } from './edgeGeometry';
import { arrowEnds, crowsFootMark, parallelOffsets, relationshipEnds } from './edgeMarks';

/** The canvas's path for the same ends: handles on the right and left sides, offset 24, radius 8. */
function canvasStep({ source, target, side }: LineEnds): string {
  const [path] = getSmoothStepPath({
    sourceX: source.x,
    sourceY: source.y,
    sourcePosition: side === 1 ? Position.Right : Position.Left,
    targetX: target.x,
    targetY: target.y,
    targetPosition: side === 1 ? Position.Left : Position.Right,
    borderRadius: 8,
    offset: 24,
  });
  return path;
}

describe('relationshipPath', () => {
  const cases: [string, LineEnds][] = [
    [
      'facing, the target lower',
      { source: { x: 300.5, y: 54 }, target: { x: 599.5, y: 212 }, side: 1 },
    ],
    [
      'facing, the target higher',
      { source: { x: 300.5, y: 354 }, target: { x: 699.5, y: 12 }, side: 1 },
    ],
    [
      'facing, on one height',
      { source: { x: 300.5, y: 54 }, target: { x: 599.5, y: 54 }, side: 1 },
    ],
    ['leftwards', { source: { x: 799.5, y: 100 }, target: { x: 320.5, y: 340 }, side: -1 }],
    ['overlapping tables', { source: { x: 300.5, y: 54 }, target: { x: 280.5, y: 400 }, side: 1 }],
    ['a table with itself', { source: { x: 300.5, y: 54 }, target: { x: -0.5, y: 110 }, side: 1 }],
    [
      'close, a short middle',
      { source: { x: 300.5, y: 54 }, target: { x: 400.5, y: 60 }, side: 1 },
    ],
  ];
  for (const [name, ends] of cases)
    it(`routes orthogonal lines as the canvas does: ${name}`, () => {
      expect(relationshipPath(ends, 'orthogonal').d).toBe(canvasStep(ends));
    });

  it('bends curves at least 60 px out of the tables, straight lines run straight', () => {
    const ends: LineEnds = { source: { x: 300, y: 50 }, target: { x: 340, y: 150 }, side: 1 };
    expect(relationshipPath(ends, 'curved').d).toBe('M300,50 C360,50 280,150 340,150');
    expect(relationshipPath(ends, 'straight').d).toBe('M300,50 L340,150');
  });
});

describe('end marks', () => {
  it('draws two bars for exactly one and a foot for many', () => {
    const ends = lineEnds({ source: { x: 0, y: 0 }, target: { x: 100, y: 0 }, side: 1 }, 'curved');
    expect(crowsFootMark(ends.source, 'one').strokes).toBe('M8,-7 L8,7 M14,-7 L14,7');
    expect(crowsFootMark(ends.target, 'many').ring).toBeDefined();
    expect(relationshipEnds('ONE_TO_MANY', true)).toEqual({ source: 'zeroOrOne', target: 'many' });
    expect(arrowEnds('MANY_TO_ONE')).toEqual({ source: false, target: true });
  });

  it('spreads parallel lines 40 px apart around their middle', () => {
    const edge = (id: number) => ({
      id,
      source: 'a',
      target: 'b',
      sourceAt: undefined,
      targetAt: undefined,
    });
    const offsets = parallelOffsets([edge(0), edge(1), { ...edge(2), source: 'b', target: 'a' }]);
    expect([...offsets.values()]).toEqual([-40, 0, 40]);
  });
});
