import { describe, expect, it } from 'vitest';
import { createId } from './defaults';

describe('createId', () => {
  it('makes distinct ids however many come in one millisecond, of letters and digits only', () => {
    const ids = Array.from({ length: 200_000 }, () => createId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-z]{12,24}$/.test(id))).toBe(true);
  });

  it('differs in its random part from one millisecond to the next', () => {
    const first = createId();
    // The next millisecond, waited for.
    const start = Date.now();
    let now = start;
    while (now === start) now = Date.now();
    const second = createId();
    expect(first.slice(-8)).not.toBe(second.slice(-8));
  });
});
