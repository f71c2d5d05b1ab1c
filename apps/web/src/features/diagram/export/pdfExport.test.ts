import { describe, expect, it } from 'vitest';
import { helveticaSets, MAX_PAGE_PT, pdfPageSize } from './pdfExport';

describe('pdfPageSize', () => {
  it('makes the page the drawing at 100 %: 0.75 pt a pixel', () => {
    expect(pdfPageSize(800, 600)).toEqual({ width: 600, height: 450 });
  });

  it("shrinks a drawing larger than the readers' page limit as a whole", () => {
    const page = pdfPageSize(40000, 10000);
    expect(page.width).toBe(MAX_PAGE_PT);
    expect(page.height).toBe(MAX_PAGE_PT / 4);
  });
});

describe('helveticaSets', () => {
  it('sets Windows-1252: ASCII, Latin-1 letters and its typographic marks', () => {
    expect(helveticaSets('orders_2024 Größe café “quoted” – €5 Œuvre')).toBe(true);
  });

  it('cannot set other scripts, or C1 controls', () => {
    for (const text of ['заказы', 'Ελλάδα', '用户', 'Łódź', 'a\u0085b', '😀'])
      expect(helveticaSets(text), text).toBe(false);
  });
});
