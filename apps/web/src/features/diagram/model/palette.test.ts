import { describe, expect, it } from 'vitest';
import { luminance } from '../../../lib/theme/readableText';
import paletteCss from '../../../lib/theme/tablePalette.css?raw';
import themesCss from '../../../lib/theme/themes.css?raw';
import { THEMES } from '../../../lib/theme/themes';
import { areaColour, paletteColour, tableHeaderStyle, TABLE_PALETTE } from './palette';

/** The fill of a zoomed-out table (diagram.module.css, the overview's canvas). */
const BOX_VARIABLE = '--relata-table-box';
/** A box's fill against the canvas: enough to tell a box from the page without its border. */
const BOX_CONTRAST = 1.2;

/** WCAG contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties a theme's own rules in a style sheet set (`:root.theme-x`). */
function themeVariables(theme: string, css = paletteCss): Map<string, string> {
  const vars = new Map<string, string>();
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const names = selectors.replace(/\/\*[\s\S]*?\*\//g, '').split(',');
    if (!names.some((s) => s.trim() === `:root.${theme}`)) continue;
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
      vars.set(name, value.trim());
  }
  return vars;
}

describe('the tables palette', () => {
  it('has eight named colours, each stored as its own #rrggbb', () => {
    expect(TABLE_PALETTE.map((c) => c.name)).toEqual([
      'Blue',
      'Teal',
      'Green',
      'Orange',
      'Red',
      'Pink',
      'Violet',
      'Gray',
    ]);
    expect(new Set(TABLE_PALETTE.map((c) => c.hex)).size).toBe(8);
    for (const c of TABLE_PALETTE) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('knows a stored palette hex in any case as its colour, and no other colour', () => {
    expect(paletteColour('#1c7ed6')?.name).toBe('Blue');
    expect(paletteColour('#868E96')?.name).toBe('Gray');
    expect(paletteColour('#e8590c')).toBeUndefined();
    expect(paletteColour('blue')).toBeUndefined();
    expect(paletteColour('')).toBeUndefined();
    expect(paletteColour(null)).toBeUndefined();
  });

  it("draws a palette colour's header in the theme's shade and text, one style object per colour", () => {
    expect(tableHeaderStyle('#1c7ed6')).toEqual({
      background: 'var(--relata-table-blue)',
      color: 'var(--relata-table-blue-text)',
    });
    expect(tableHeaderStyle('#F08C00')).toEqual({
      background: 'var(--relata-table-orange)',
      color: 'var(--relata-table-orange-text)',
    });
    expect(tableHeaderStyle('#7048e8')).toBe(tableHeaderStyle('#7048e8'));
  });

  it('writes another hex header in black or white, whichever reads at WCAG AA on it', () => {
    for (const colour of ['#e8590c', '#ffe066', '#111111', '#1971c2']) {
      const style = tableHeaderStyle(colour);
      expect(style?.background).toBe(colour);
      expect(contrast(colour, String(style?.color)), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(tableHeaderStyle(undefined)).toBeUndefined();
    expect(tableHeaderStyle('teal')).toEqual({ background: 'teal' });
  });

  it("draws an area in a palette colour's theme shade, another colour as it is, none in the theme's", () => {
    expect(areaColour('#c2255c')).toBe('var(--relata-table-pink)');
    expect(areaColour('#e8590c')).toBe('#e8590c');
    expect(areaColour(null)).toBe('var(--relata-text-muted)');
  });

  it.each(THEMES.map((t) => t.id))(
    '%s gives every palette colour a shade whose header text reaches 4.5:1',
    (theme) => {
      const vars = themeVariables(theme);
      vars.delete(BOX_VARIABLE);
      const names = TABLE_PALETTE.map((c) => c.name.toLowerCase());
      // Exactly the palette's colours: a shade for a colour the palette lacks is a leftover.
      expect([...vars.keys()].sort()).toEqual(
        names.flatMap((n) => [`--relata-table-${n}`, `--relata-table-${n}-text`]).sort(),
      );
      for (const name of names) {
        const shade = vars.get(`--relata-table-${name}`) ?? '';
        const text = vars.get(`--relata-table-${name}-text`) ?? '';
        expect(shade, name).toMatch(/^#[0-9a-f]{6}$/);
        expect(text, name).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrast(shade, text), `${name} in ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  // Issue 36, item B10: in the Light theme the zoomed-out boxes were the page's white on white.
  it.each(THEMES.map((t) => t.id))(
    '%s fills a zoomed-out table apart from the canvas, with its name readable on it',
    (theme) => {
      const box = themeVariables(theme).get(BOX_VARIABLE) ?? '';
      const page = themeVariables(theme, themesCss);
      const canvas = page.get('--relata-bg') ?? '';
      const text = page.get('--relata-text') ?? '';
      expect(box, theme).toMatch(/^#[0-9a-f]{6}$/);
      expect(canvas, theme).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(box, canvas), `box on the canvas in ${theme}`).toBeGreaterThanOrEqual(
        BOX_CONTRAST,
      );
      expect(contrast(box, text), `name on the box in ${theme}`).toBeGreaterThanOrEqual(4.5);
    },
  );
});
