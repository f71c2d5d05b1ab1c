import { describe, expect, it } from 'vitest';
import { diagramSchema, movePositionsBodySchema } from './diagram';
import { createAreaBodySchema, updateAreaBodySchema } from './diagramAreas';

const area = { name: 'Sales', x: 0, y: 0, width: 400, height: 300 };

describe('area contracts', () => {
  it('takes a trimmed name, a palette colour or #rrggbb and a finite geometry', () => {
    expect(createAreaBodySchema.parse({ ...area, name: '  Sales ', color: 'teal' })).toEqual({
      ...area,
      color: 'teal',
    });
    expect(createAreaBodySchema.safeParse({ ...area, color: '#12abEF' }).success).toBe(true);
  });

  it('refuses a blank or long name, a colour outside the palette, sizes out of bounds and unknown fields', () => {
    for (const bad of [
      { ...area, name: '  ' },
      { ...area, name: 'x'.repeat(101) },
      { ...area, color: 'url(evil)' },
      { ...area, width: 39 },
      { ...area, height: 100_001 },
      { ...area, x: Infinity },
      { ...area, project_id: 'p' },
    ])
      expect(createAreaBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('updates at least one field, and null gives the theme colour back', () => {
    expect(updateAreaBodySchema.safeParse({}).success).toBe(false);
    expect(updateAreaBodySchema.parse({ color: null })).toEqual({ color: null });
  });

  it('reads a stored diagram from before areas with none, and moves areas with positions', () => {
    const old = { tables: [], comments: [], relationships: [], types: [], views: [], extraSql: [] };
    expect(diagramSchema.parse(old).areas).toEqual([]);
    const id = '6f1c8d3e-4b7a-4c2e-9f10-2a3b4c5d6e7f';
    expect(movePositionsBodySchema.parse({ areas: [{ id, x: 1, y: 2 }] }).areas).toEqual([
      { id, x: 1, y: 2 },
    ]);
  });
});
