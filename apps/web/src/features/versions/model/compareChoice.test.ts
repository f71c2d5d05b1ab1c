import { describe, expect, it } from 'vitest';
import {
  comparePairPath,
  compareWithCurrentPath,
  stillListed,
  toggleChoice,
} from './compareChoice';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const older = { id: 'v-old', created_at: '2026-03-01T10:00:00.000Z' };
const newer = { id: 'v-new', created_at: '2026-03-02T10:00:00.000Z' };
const newest = { id: 'v-newest', created_at: '2026-03-03T10:00:00.000Z' };

describe('toggleChoice', () => {
  it('chooses up to two versions and unchooses on a second click', () => {
    const one = toggleChoice([], newer);
    const two = toggleChoice(one, older);
    expect(two.map((v) => v.id)).toEqual(['v-new', 'v-old']);
    expect(toggleChoice(two, newest).map((v) => v.id)).toEqual(['v-new', 'v-old']);
    expect(toggleChoice(two, newer).map((v) => v.id)).toEqual(['v-old']);
  });
});

describe('stillListed', () => {
  it('drops a chosen version that is gone from the whole list, and keeps the choice without one', () => {
    const chosen = [older, newer];
    expect(stillListed(chosen, [newer, newest])).toEqual([newer]);
    expect(stillListed(chosen, [older, newer])).toBe(chosen);
    expect(stillListed(chosen, undefined)).toBe(chosen);
  });
});

describe('compare paths', () => {
  it('compares one version with the current diagram', () => {
    expect(compareWithCurrentPath(PROJECT, 'v-old')).toBe(
      `/app/projects/${PROJECT}/visualizer?compare=v-old`,
    );
  });

  it('puts the older of two versions first, whatever the order they were chosen in', () => {
    const expected = `/app/projects/${PROJECT}/visualizer?compare=v-old&to=v-new`;
    expect(comparePairPath(PROJECT, older, newer)).toBe(expected);
    expect(comparePairPath(PROJECT, newer, older)).toBe(expected);
  });

  it('keeps the order of choice for versions saved at the same time', () => {
    const twin = { id: 'v-twin', created_at: older.created_at };
    expect(comparePairPath(PROJECT, twin, older)).toBe(
      `/app/projects/${PROJECT}/visualizer?compare=v-twin&to=v-old`,
    );
  });
});
