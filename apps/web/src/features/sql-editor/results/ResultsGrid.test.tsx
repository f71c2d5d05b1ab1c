import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast/toast';
import type { GridResult } from './gridResult';
import { ResultsGrid } from './ResultsGrid';

function result(extra: Partial<GridResult> = {}): GridResult {
  const rows = extra.rows ?? [];
  return { columns: [], rows, rowCount: rows.length, ms: 12, ...extra };
}

function renderGrid(value: GridResult) {
  return render(
    <MantineProvider>
      <ResultsGrid result={value} />
    </MantineProvider>,
  );
}

/** The text of each data row's cells, in display order (the header row left out). */
function dataRows(): string[][] {
  return screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  // jsdom lays nothing out: give the scroll box a viewport so the virtualiser has a window.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  toastStore.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ResultsGrid', () => {
  it('renders only a window of 100 000 rows, with the full count for assistive technology', () => {
    const rows = Array.from({ length: 100_000 }, (_v, i) => [i, `name ${i}`]);
    renderGrid(result({ columns: ['id', 'name'], rows }));
    expect(screen.getByText('100,000 rows')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Query results' });
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    expect(table.getAttribute('aria-colcount')).toBe('2');
    const rendered = dataRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toEqual(['0', 'name 0']);
  });

  it('shows the count in the singular and the time', () => {
    renderGrid(result({ columns: ['a'], rows: [[1]], ms: 12.4 }));
    expect(screen.getByText('1 row')).toBeTruthy();
    expect(screen.getByText('12 ms')).toBeTruthy();
  });

  it('sorts by a column ascending, then descending, then back to the original order', () => {
    renderGrid(
      result({
        columns: ['n', 'label'],
        rows: [
          [10, 'b'],
          [null, 'c'],
          [9, 'a'],
        ],
      }),
    );
    const header = screen.getByRole('columnheader', { name: 'n' });
    const button = within(header).getByRole('button', { name: 'n' });
    expect(header.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(dataRows().map((r) => r[0])).toEqual(['9', '10', 'NULL']);

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(dataRows().map((r) => r[0])).toEqual(['10', '9', 'NULL']);

    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(dataRows().map((r) => r[0])).toEqual(['10', 'NULL', '9']);
  });

  it('offers to restore the original order while sorted', () => {
    renderGrid(result({ columns: ['n'], rows: [[2], [1]] }));
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    fireEvent.click(screen.getByRole('button', { name: /Sorted by n, ascending/ }));
    expect(dataRows().map((r) => r[0])).toEqual(['2', '1']);
    expect(screen.queryByRole('button', { name: /Sorted by/ })).toBeNull();
  });

  it('sets NULL apart from the text NULL', () => {
    renderGrid(result({ columns: ['a', 'b'], rows: [[null, 'NULL']] }));
    const [nullCell, textCell] = screen.getAllByRole('cell');
    expect(nullCell?.textContent).toBe('NULL');
    expect(nullCell?.hasAttribute('data-null')).toBe(true);
    expect(textCell?.textContent).toBe('NULL');
    expect(textCell?.hasAttribute('data-null')).toBe(false);
  });

  it('shows booleans, json and bytes as text, and long values in full in a tooltip', () => {
    const long = 'word '.repeat(200);
    const bytes = new Uint8Array(40).fill(1);
    renderGrid(
      result({ columns: ['b', 'j', 'bytes', 'long'], rows: [[true, { k: 1 }, bytes, long]] }),
    );
    const [b, j, bin, text] = screen.getAllByRole('cell');
    expect(b?.textContent).toBe('true');
    expect(j?.textContent).toBe('{"k":1}');
    expect(bin?.textContent).toBe(`\\x${'01'.repeat(16)}…`);
    expect(bin?.getAttribute('title')).toBe(`\\x${'01'.repeat(40)}`);
    expect(text?.getAttribute('title')).toBe(long);
  });

  it('copies the rows in the order shown as CSV, and confirms it', async () => {
    renderGrid(
      result({
        columns: ['n', 'note'],
        rows: [
          [2, 'a,b'],
          [1, null],
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('n,note\r\n1,\r\n2,"a,b"'));
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe('Copied as CSV'));
  });

  it('copies the rows as a Markdown table', async () => {
    renderGrid(result({ columns: ['a'], rows: [['x|y'], [null]] }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('| a |\n| --- |\n| x\\|y |\n| NULL |'),
    );
  });

  it('reports a copy the browser refused', async () => {
    writeText.mockRejectedValue(new Error('Denied'));
    renderGrid(result({ columns: ['a'], rows: [[1]] }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: 'Could not copy',
        message: 'Denied',
        type: 'error',
      }),
    );
  });

  it('shows the headers and "No rows" for an empty result', () => {
    renderGrid(result({ columns: ['id', 'name'], rows: [] }));
    expect(screen.getByRole('columnheader', { name: 'id' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'name' })).toBeTruthy();
    expect(screen.getByText('No rows')).toBeTruthy();
    expect(screen.getByText('0 rows')).toBeTruthy();
  });

  it('shows the affected rows of a statement without columns, and no grid', () => {
    renderGrid(result({ affected: 3, notice: 'table "t" does not exist, skipping' }));
    expect(screen.getByText('3 rows affected')).toBeTruthy();
    expect(screen.getByText('table "t" does not exist, skipping')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy as CSV' })).toBeNull();
  });

  it('says "Statement executed" when no count of affected rows is known', () => {
    renderGrid(result());
    expect(screen.getByText('Statement executed')).toBeTruthy();
  });

  it('starts a new result unsorted', () => {
    const { rerender } = renderGrid(result({ columns: ['n'], rows: [[2], [1]] }));
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    expect(dataRows().map((r) => r[0])).toEqual(['1', '2']);
    rerender(
      <MantineProvider>
        <ResultsGrid result={result({ columns: ['n'], rows: [[4], [3]] })} />
      </MantineProvider>,
    );
    expect(dataRows().map((r) => r[0])).toEqual(['4', '3']);
    expect(screen.getByRole('columnheader', { name: 'n' }).getAttribute('aria-sort')).toBe('none');
  });
});
