import { MantineProvider } from '@mantine/core';
import { newEditorColumn, type DbEntity } from '@relata/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableEditor } from './TableEditor';

const rename = vi.fn();
vi.mock('../canvas/useTableEdits', () => ({
  useTableEdits: () => ({ rename, patch: vi.fn() }),
}));

const table = (name: string, version: number): DbEntity => ({
  id: 't1',
  project_id: 'p1',
  name,
  width: 250,
  height: 100,
  x: 0,
  y: 0,
  version,
  attributes: [{ ...newEditorColumn(), id: 'c1', name: 'id' }],
});

function show(stored: DbEntity) {
  return (
    <MantineProvider>
      <TableEditor table={stored} readOnly={false} />
    </MantineProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  rename.mockReset();
  rename.mockResolvedValue(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TableEditor name field', () => {
  it('saves 500 ms after typing stops and keeps newer typing over a late stored name', () => {
    const view = render(show(table('users', 1)));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Table name' });
    field.focus();
    fireEvent.change(field, { target: { value: 'accounts ' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(rename).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(rename).toHaveBeenCalledExactlyOnceWith('accounts');
    expect(field.value).toBe('accounts '); // not the old stored name while the save is on its way

    // More typing while the save is on its way; then the save's answer arrives.
    fireEvent.change(field, { target: { value: 'accounts_v2' } });
    view.rerender(show(table('accounts', 2)));
    expect(field.value).toBe('accounts_v2');
    act(() => void vi.advanceTimersByTime(500));
    expect(rename).toHaveBeenLastCalledWith('accounts_v2');
    view.rerender(show(table('accounts_v2', 3)));
    expect(field.value).toBe('accounts_v2');

    // A rename by someone else shows once nothing of one's own is pending.
    view.rerender(show(table('customers', 4)));
    expect(field.value).toBe('customers');
    expect(rename).toHaveBeenCalledTimes(2);
  });

  it('shows the trimmed stored name after leaving the field', () => {
    const view = render(show(table('users', 1)));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Table name' });
    field.focus();
    fireEvent.change(field, { target: { value: '  orders  ' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(rename).toHaveBeenCalledExactlyOnceWith('orders');
    view.rerender(show(table('orders', 2)));
    expect(field.value).toBe('  orders  '); // not changed under the fingers
    fireEvent.blur(field);
    expect(field.value).toBe('orders');
  });

  it('gives a refused name way to the stored one and does not send it again', async () => {
    rename.mockResolvedValue(false);
    const view = render(show(table('users', 1)));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Table name' });
    field.focus();
    fireEvent.change(field, { target: { value: 'bad name' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(rename).toHaveBeenCalledExactlyOnceWith('bad name');
    expect(field.value).toBe('users');
    view.rerender(show(table('users', 2))); // another change of the table
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(rename).toHaveBeenCalledTimes(1);
  });
});
