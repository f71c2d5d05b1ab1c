import { describe, expect, it } from 'vitest';
import { fitText, sans, wrapLines } from './textFit';

describe('fitText', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis inside the room', () => {
    expect(fitText('orders', 200, 13, sans)).toBe('orders');
    const cut = fitText('a_very_long_column_name_that_does_not_fit', 100, 13, sans);
    expect(cut).toMatch(/^a_very_.*…$/);
    expect(sans(cut, 13)).toBeLessThanOrEqual(100);
    expect(fitText('abc', 1, 13, sans)).toBe('');
  });

  it('never cuts a character of two code units in half', () => {
    const cut = fitText('😀'.repeat(20), 60, 13, sans);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toMatch(/^(😀)+$/u);
  });
});

describe('wrapLines', () => {
  it('keeps the line breaks, wraps after spaces and stops at the lines that fit', () => {
    expect(wrapLines('one\ntwo', 500, 14, sans, 5)).toEqual(['one', 'two']);
    const lines = wrapLines('alpha beta gamma delta epsilon zeta eta theta', 90, 14, sans, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(sans(line, 14)).toBeLessThanOrEqual(90);
    expect(lines.join(' ')).toBe('alpha beta gamma delta epsilon zeta eta theta');
    expect(wrapLines('a\nb\nc\nd', 500, 14, sans, 2)).toEqual(['a', 'b']);
  });
});
