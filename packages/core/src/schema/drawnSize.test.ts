import { describe, expect, it } from 'vitest';
import {
  columnTextWidths,
  drawnTableSize,
  TABLE_MAX_WIDTH,
  TABLE_MIN_WIDTH,
  TABLE_TEXT_LAYOUT,
  tableContentWidth,
} from './drawnSize';

const column = (name: string, type: string, key = false) => ({
  name,
  type,
  isPrimaryKey: key,
  isForeignKey: false,
});

/**
 * What Chromium draws, measured once with canvas measureText in the fonts the canvas's font stack
 * falls to on Linux: Liberation Sans for names and (bold) the title, DejaVu Sans Mono for types.
 * An estimate below these would cut the text.
 */
const DRAWN = {
  type: { text: 'timestamp with time zone', px: 173.39 },
  name: { text: 'customer_reference_number', px: 166.92 },
  title: { text: 'customer_order_line_items', px: 182.85 },
};
const L = TABLE_TEXT_LAYOUT;
/** The row around its name and type, and the header around its name, as diagram.module.css lays them out. */
const ROW_AROUND = 2 * L.border + 2 * L.rowPaddingX + 3 * L.rowGap + L.nullWidth + L.keysWidth;
const TITLE_AROUND = 2 * L.border + 2 * L.titlePaddingX;

describe('a table drawn as wide as its text', () => {
  it('keeps the minimum of 300 for short names and types (spec 2 §9)', () => {
    const table = { width: 200, name: 'users', attributes: [column('id', 'uuid', true)] };
    expect(drawnTableSize(table).width).toBe(TABLE_MIN_WIDTH);
  });

  it('grows until the longest name and the longest type fit side by side, and the title', () => {
    const table = {
      width: 200,
      name: 'orders',
      attributes: [
        column('id', 'integer', true),
        column('placed_at', DRAWN.type.text),
        column(DRAWN.name.text, 'text'),
      ],
    };
    const columns = columnTextWidths(table.attributes);
    expect(columns.type).toBeGreaterThanOrEqual(DRAWN.type.px);
    expect(columns.name).toBeGreaterThanOrEqual(DRAWN.name.px);
    const width = drawnTableSize(table).width;
    expect(width).toBeLessThan(TABLE_MAX_WIDTH);
    expect(width).toBeGreaterThanOrEqual(ROW_AROUND + columns.name + columns.type);

    const titled = { width: 200, name: DRAWN.title.text, attributes: [] };
    expect(tableContentWidth(titled)).toBeGreaterThanOrEqual(TITLE_AROUND + DRAWN.title.px);
  });

  it('stops at the maximum width, and keeps a wider stored width', () => {
    const long = column('x'.repeat(80), 'character varying(255)'.repeat(3));
    expect(drawnTableSize({ width: 0, name: 't', attributes: [long] }).width).toBe(TABLE_MAX_WIDTH);
    expect(drawnTableSize({ width: 700, name: 't', attributes: [long] }).width).toBe(700);
  });

  it('counts only the rows the table shows', () => {
    const attributes = [column('id', 'integer', true), column('note', DRAWN.type.text.repeat(2))];
    const table = { width: 0, name: 'notes', attributes };
    expect(drawnTableSize(table, 'all').width).toBeGreaterThan(drawnTableSize(table, 'keys').width);
    expect(drawnTableSize(table, 'keys').width).toBe(TABLE_MIN_WIDTH);
    expect(columnTextWidths(attributes, 'name')).toEqual({ name: 0, type: 0 });
  });

  it('estimates wide characters as a whole em, and empty names as their placeholder', () => {
    const latin = tableContentWidth({ attributes: [column('ab', 'text')] });
    const wide = tableContentWidth({ attributes: [column('顧客', 'text')] });
    expect(wide).toBeGreaterThan(latin);
    expect(columnTextWidths([column('', '')]).name).toBeGreaterThan(
      columnTextWidths([column('a', 'b')]).name,
    );
  });

  it('reads a column list once: a new list (an edit) is read again', () => {
    const attributes = [column('id', 'integer', true)];
    expect(columnTextWidths(attributes)).toBe(columnTextWidths(attributes));
    const edited = [column('identifier_of_the_row', 'integer', true)];
    expect(columnTextWidths(edited).name).toBeGreaterThan(columnTextWidths(attributes).name);
  });
});
