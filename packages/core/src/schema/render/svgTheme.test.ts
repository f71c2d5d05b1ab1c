import { describe, expect, it } from 'vitest';
import { areaColour, headerColours, storedColour, SVG_THEMES } from './svgTheme';

describe('stored colours', () => {
  it('reads palette names and hexes, other hexes, and nothing else', () => {
    expect(storedColour('violet')).toEqual({ palette: 'violet' });
    expect(storedColour('#1C7ED6')).toEqual({ palette: 'blue' });
    expect(storedColour('#ABC')).toEqual({ hex: '#abc' });
    for (const bad of ['teal-3', '#12345g', 'red" onload="x', 'url(#x)', 'rgb(0,0,0)', ''])
      expect(storedColour(bad)).toBeUndefined();
  });

  it("draws a palette colour in each theme's shade, another hex with readable text", () => {
    expect(headerColours('#f08c00', SVG_THEMES.light)).toEqual({
      fill: '#f08c00',
      text: '#1f2329',
    });
    expect(headerColours('orange', SVG_THEMES.dark)).toEqual({ fill: '#f0900a', text: '#1e2029' });
    expect(headerColours('#ffff00', SVG_THEMES.dark).text).toBe('#000000');
    expect(headerColours('nonsense', SVG_THEMES.dark)).toEqual({
      fill: '#3749bd',
      text: '#ffffff',
    });
    expect(areaColour(undefined, SVG_THEMES.light)).toBe('#5b6370');
  });
});
