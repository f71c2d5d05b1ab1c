import { describe, expect, it } from 'vitest';
import { memberStrip } from './memberStrip';

const shape = (items: ReturnType<typeof memberStrip<string>>) =>
  items.map((i) => (i.kind === 'member' ? i.member : i.label));

describe('memberStrip', () => {
  it('shows every member when there are three or fewer, without "+N"', () => {
    expect(shape(memberStrip(['a']))).toEqual(['a']);
    expect(shape(memberStrip(['a', 'b', 'c']))).toEqual(['a', 'b', 'c']);
  });

  it('puts "+N" after the first three members', () => {
    expect(shape(memberStrip(['a', 'b', 'c', 'd', 'e']))).toEqual(['a', 'b', 'c', '+2']);
  });

  it('counts from the total when only the first members are loaded', () => {
    expect(shape(memberStrip(['a', 'b', 'c'], 7))).toEqual(['a', 'b', 'c', '+4']);
  });

  it('shows nothing for no members', () => {
    expect(memberStrip([])).toEqual([]);
  });
});
