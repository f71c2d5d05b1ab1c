import { describe, expect, it } from 'vitest';
import type { DiagramNode } from './flowElements';
import { NUDGE_BIG_STEP, NUDGE_STEP, nudgeTargets, nudged } from './nudge';

function node(
  id: string,
  type: 'table' | 'comment' | 'view',
  x: number,
  y: number,
  selected = false,
) {
  return { id, type, position: { x, y }, data: {}, selected } as unknown as DiagramNode;
}

describe('nudge', () => {
  const a = node('a', 'table', 0, 0, true);
  const b = node('b', 'comment', 100, 50, true);
  const c = node('c', 'table', 300, 0);

  it('moves the focused item alone when it is not selected', () => {
    expect(nudgeTargets([a, b, c], { kind: 'table', id: 'c' }).map((n) => n.id)).toEqual(['c']);
  });
  it('moves the whole selection when the focused item is part of it', () => {
    expect(nudgeTargets([a, b, c], { kind: 'table', id: 'a' }).map((n) => n.id)).toEqual([
      'a',
      'b',
    ]);
    expect(nudgeTargets([a, b, c], undefined).map((n) => n.id)).toEqual(['a', 'b']);
  });
  it('steps by 10 units, 50 with Shift, and splits tables, comments and views', () => {
    const v = node('v', 'view', 10, 10, true);
    expect(nudged([a, b, v], 'ArrowRight', false)?.after).toEqual({
      tables: [{ id: 'a', x: NUDGE_STEP, y: 0 }],
      comments: [{ id: 'b', x: 100 + NUDGE_STEP, y: 50 }],
      views: [{ id: 'v', x: 10 + NUDGE_STEP, y: 10 }],
      areas: [],
    });
    expect(nudged([a], 'ArrowUp', true)?.after.tables).toEqual([
      { id: 'a', x: 0, y: -NUDGE_BIG_STEP },
    ]);
    expect(nudged([a], 'ArrowUp', true)?.before.tables).toEqual([{ id: 'a', x: 0, y: 0 }]);
  });
  it('ignores other keys and an empty selection', () => {
    expect(nudged([a], 'Enter', false)).toBeUndefined();
    expect(nudged([], 'ArrowLeft', false)).toBeUndefined();
  });
});
