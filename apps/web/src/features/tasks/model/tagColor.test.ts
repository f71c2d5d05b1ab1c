import { DEFAULT_TAG_COLOR } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { luminance, readableTextColor } from '../../../lib/theme/readableText';
import { isTagColor, TAG_SWATCHES } from './tagColor';
import { TASK_TEMPLATES } from './taskTemplates';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('tag colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isTagColor('#333')).toBe(true);
    expect(isTagColor('#0A7bC2')).toBe(true);
    expect(isTagColor('333')).toBe(false);
    expect(isTagColor('#12345')).toBe(false);
    expect(isTagColor('red')).toBe(false);
  });

  it('picks white on dark tags and black on light ones', () => {
    expect(readableTextColor(DEFAULT_TAG_COLOR)).toBe('#ffffff');
    expect(readableTextColor('#ffe066')).toBe('#000000');
    expect(readableTextColor('#fff')).toBe('#000000');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('nope')).toBe(0);
  });

  it('reads at WCAG AA on every swatch and every template tag', () => {
    const colors = [...TAG_SWATCHES, ...TASK_TEMPLATES.flatMap((t) => t.tags.map((g) => g.color))];
    for (const color of colors) {
      expect(isTagColor(color)).toBe(true);
      expect(contrast(color, readableTextColor(color)), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(TAG_SWATCHES[0]).toBe(DEFAULT_TAG_COLOR);
  });
});

describe('task templates', () => {
  it('offers a few database tasks, each with a name, a description and tags', () => {
    expect(TASK_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    const names = TASK_TEMPLATES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of TASK_TEMPLATES) {
      expect(t.name.trim()).not.toBe('');
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.tags.length).toBeGreaterThan(0);
    }
  });

  it('gives a tag name one colour across templates', () => {
    const colors = new Map<string, string>();
    for (const tag of TASK_TEMPLATES.flatMap((t) => t.tags)) {
      expect(colors.get(tag.name) ?? tag.color).toBe(tag.color);
      colors.set(tag.name, tag.color);
    }
  });
});
