import { describe, expect, it } from 'vitest';
import { relationshipPath } from './edgePath';

describe('relationship path', () => {
  const ends = { sourceX: 0, sourceY: 10, targetX: 200, targetY: 50 };

  it('curves sideways out of both tables, shifted by the parallel offset', () => {
    expect(relationshipPath(ends, 40, 'full')).toBe('M0,50 C100,50 100,90 200,90');
    expect(relationshipPath({ ...ends, targetX: -200 }, 0, 'full')).toBe(
      'M0,10 C-100,10 -100,50 -200,50',
    );
  });

  it('is a straight line when zoomed out', () => {
    expect(relationshipPath(ends, 40, 'box')).toBe('M0,50 L200,90');
  });
});
