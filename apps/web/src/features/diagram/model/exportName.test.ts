import { describe, expect, it } from 'vitest';
import {
  canBeTransparent,
  EXPORT_FORMATS,
  EXPORT_TYPE_MESSAGE,
  imageScaleFit,
  isScreenshotFormat,
  validateDiagramExport,
} from './exportName';

const now = new Date(2024, 4, 1, 13, 45, 10);

describe('the Export dialog formats', () => {
  it('lists PNG and JPG first (the default is the first), then SVG, PDF and Mermaid', () => {
    expect(EXPORT_FORMATS).toEqual(['png', 'jpg', 'svg', 'pdf', 'mermaid']);
  });

  it('gives each format its extension in place of any export extension typed', () => {
    expect(validateDiagramExport('svg', ' shop.png ', now)).toEqual({
      ok: true,
      type: 'svg',
      filename: 'shop.svg',
    });
    expect(validateDiagramExport('pdf', 'shop.SVG', now)).toMatchObject({ filename: 'shop.pdf' });
    expect(validateDiagramExport('mermaid', '', now)).toMatchObject({
      filename: 'export-2024-05-01-13-45-10.mmd',
    });
    expect(validateDiagramExport('jpg', 'shop.v2', now)).toMatchObject({ filename: 'shop.v2.jpg' });
  });

  it('refuses any other type with the spec message', () => {
    expect(validateDiagramExport('zip', 'x', now)).toEqual({
      ok: false,
      message: EXPORT_TYPE_MESSAGE,
    });
  });

  it('scales only PNG and JPG, and makes only PNG and SVG transparent', () => {
    expect(EXPORT_FORMATS.filter(isScreenshotFormat)).toEqual(['png', 'jpg']);
    expect(EXPORT_FORMATS.filter(canBeTransparent)).toEqual(['png', 'svg']);
  });
});

describe('imageScaleFit', () => {
  it("takes 1x at the spec's pixel ratio 2 and multiplies it", () => {
    expect(imageScaleFit(1000, 500, 1, 16384)).toEqual({ pixelRatio: 2 });
    expect(imageScaleFit(1000, 500, 4, 16384)).toEqual({ pixelRatio: 8 });
  });

  it('uses the largest scale within the canvas limit and says which', () => {
    const fit = imageScaleFit(3000, 1000, 4, 16384);
    expect(fit.pixelRatio * 3000).toBeLessThanOrEqual(16384);
    expect(fit.limitedTo).toBe(2.7);
    expect(imageScaleFit(3000, 1000, 2, 16384)).toEqual({ pixelRatio: 4 });
  });

  it('tells even a 1x image too large for the limit how small it comes out', () => {
    expect(imageScaleFit(20000, 500, 1, 16384).limitedTo).toBe(0.4);
    expect(imageScaleFit(400000, 500, 1, 16384)).toEqual({ pixelRatio: 0.05, limitedTo: 0.02 });
  });
});
