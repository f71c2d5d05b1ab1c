import { MantineProvider } from '@mantine/core';
import { newEditorColumn, type DbEntity } from '@relata/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableFieldsEditor } from './TableFieldsEditor';

const onSave = vi.fn();

const table = (color?: string): DbEntity => ({
  id: 't1',
  project_id: 'p1',
  name: 'users',
  width: 250,
  height: 100,
  x: 0,
  y: 0,
  version: 1,
  attributes: [{ ...newEditorColumn(), id: 'c1', name: 'id' }],
  ...(color ? { color } : {}),
});

function show(stored: DbEntity, readOnly = false) {
  return (
    <MantineProvider>
      <TableFieldsEditor table={stored} readOnly={readOnly} onSave={onSave} />
    </MantineProvider>
  );
}

const palette = () => within(screen.getByRole('group', { name: 'Table colour' }));

beforeEach(() => {
  vi.useFakeTimers();
  onSave.mockReset();
  onSave.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TableFieldsEditor colour', () => {
  it("offers the palette by name in the theme's shades and saves a pick's stored hex at once", () => {
    const view = render(show(table()));
    const blue = palette().getByRole('button', { name: 'Blue' });
    expect(blue.style.background).toBe('var(--relata-table-blue)');
    expect(palette().getAllByRole('button')).toHaveLength(8);
    fireEvent.click(blue);
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Edit Table Colour', { color: '#1c7ed6' });
    view.rerender(show(table('#1c7ed6')));
    expect(blue.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Colour' }).value).toBe('#1c7ed6');
  });

  it('still takes a typed #rrggbb, which is no palette colour', () => {
    render(show(table('#c2255c')));
    const pink = palette().getByRole('button', { name: 'Pink' });
    expect(pink.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Colour' }), {
      target: { value: '#123456' },
    });
    act(() => void vi.advanceTimersByTime(500));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Edit Table Colour', { color: '#123456' });
    const pressed = palette()
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(0);
  });

  it('offers no pick to a Viewer', () => {
    render(show(table(), true));
    const swatches = palette().getAllByRole<HTMLButtonElement>('button');
    expect(swatches.filter((b) => !b.disabled)).toHaveLength(0);
  });
});
