import { MantineProvider } from '@mantine/core';
import { dataDictionaryMarkdown, type Diagram } from '@relata/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDictionaryView } from './DataDictionaryView';
import { EMPTY_DIAGRAM, manyTables, shopDiagram, storedTable } from './testDiagram';
import { FIRST_SECTIONS } from './useProgressiveCount';

function show(diagram: Diagram, { allowExport = true, title = 'Shop' } = {}) {
  return render(
    <MantineProvider>
      <DataDictionaryView
        diagram={diagram}
        databaseType="PostgreSQL"
        title={title}
        allowExport={allowExport}
      />
    </MantineProvider>,
  );
}

/** The entry (article) of a table, view or type, found by its heading. */
const entry = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

/** The table, view and type sections shown: not those a search hides while it draws its result. */
const shownSections = () => document.querySelectorAll('article:not([hidden])');

const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the data dictionary' }), {
    target: { value: text },
  });

/** A Blob's text: jsdom's Blob has no text(). */
const read = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob ?? new Blob());
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('DataDictionaryView', () => {
  it('documents each table: its columns, types in the dialect, nulls, defaults, keys and comments', () => {
    show(shopDiagram());
    expect(screen.getByRole('region', { name: 'Data dictionary: Shop' })).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Columns of orders' });
    const headers = within(orders).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Column',
      'Type',
      'Null',
      'Default',
      'Keys',
      'Comment',
    ]);
    const customerId = within(orders).getByRole('rowheader', { name: 'customer_id' }).closest('tr');
    expect(
      within(customerId as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['INTEGER', 'no', '', 'FK → crm.customers.id', '']);
    const fk = within(customerId as HTMLElement).getByRole('link', { name: 'crm.customers' });
    expect(fk.getAttribute('href')).toBe('#table-crm-customers');
    const id = within(orders).getByRole('rowheader', { name: 'id' }).closest('tr') as HTMLElement;
    expect(within(id).getByText('auto-increment')).toBeTruthy();
    expect(within(id).getByText('PK').getAttribute('title')).toBe('Primary key');
    const status = within(orders).getByRole('rowheader', { name: 'status' }).closest('tr');
    expect(within(status as HTMLElement).getByText("'new'")).toBeTruthy();

    const customers = entry('crm.customers');
    expect(within(customers).getByText('People who buy')).toBeTruthy();
    expect(within(customers).getByText('Where receipts go')).toBeTruthy();
    expect(within(customers).getByText('UNIQUE')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'orders' }).id).toBe('table-orders');
  });

  it('lists indexes, checks, relationships out and in with links and actions, and reading views', () => {
    show(shopDiagram());
    const orders = entry('orders');
    const indexes = within(orders).getByRole('table', { name: 'Indexes' });
    expect(
      within(indexes).getByRole('row', { name: /orders_status_idx status no btree/ }),
    ).toBeTruthy();
    const checks = within(orders).getByRole('table', { name: 'Checks' });
    expect(within(checks).getByText('id > 0')).toBeTruthy();

    const out = within(orders).getByRole('table', { name: 'Relationships out' });
    const row = within(out).getByRole('row', { name: /orders_customer_fk/ });
    expect(row.textContent).toContain('CASCADE');
    expect(row.textContent).toContain('NO ACTION');
    expect(row.textContent).toContain('many-to-one');
    const to = within(row).getByRole('link', { name: 'crm.customers' });
    expect(to.getAttribute('href')).toBe('#table-crm-customers');

    const customers = entry('crm.customers');
    const into = within(customers).getByRole('table', { name: 'Relationships in' });
    const from = within(into).getByRole('link', { name: 'orders' });
    expect(from.getAttribute('href')).toBe('#table-orders');
    expect(within(into).getByText('CASCADE')).toBeTruthy();
    expect(within(customers).queryByRole('table', { name: 'Relationships out' })).toBeNull();
    const view = within(customers).getByRole('link', { name: 'buyers' });
    expect(view.getAttribute('href')).toBe('#view-buyers');
  });

  it('documents enums, domains, other types and views, queries in code blocks', () => {
    show(shopDiagram());
    for (const group of ['Tables', 'Enums', 'Domains', 'Other types', 'Views'])
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();
    const status = entry('order_status');
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['new', 'paid']);
    const email = entry('email');
    expect(within(email).getByText('Base type').nextElementSibling?.textContent).toBe('text');
    expect(within(email).getByText('no (NOT NULL)')).toBeTruthy();
    expect(within(email).getByText("VALUE LIKE '%@%'")).toBeTruthy();
    const other = entry('money_t');
    expect(other.querySelector('pre > code')?.textContent).toBe(
      'CREATE TYPE money_t FROM decimal(19, 4)',
    );
    const buyers = entry('buyers');
    expect(within(buyers).getByText('Customers with an order')).toBeTruthy();
    expect(buyers.textContent).toContain('Columns: id, email');
    expect(within(buyers).getByRole('link', { name: 'crm.customers' }).getAttribute('href')).toBe(
      '#table-crm-customers',
    );
    expect(buyers.querySelector('pre > code')?.textContent).toBe(
      'SELECT c.id, c.email FROM crm.customers c',
    );
  });

  it('links every entry from the contents to its anchor, headings in order', () => {
    show(shopDiagram());
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(5 + 6);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
    }
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('filters tables, columns, views and types as one types, and announces the count', async () => {
    show(shopDiagram());
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('2 of 2 tables');

    search('EMAIL');
    await waitFor(() =>
      expect(status.textContent).toBe('1 of 2 tables, 0 of 1 view, 1 of 3 types'),
    );
    expect(screen.queryByRole('heading', { name: 'orders' })).toBeNull();
    const columns = screen.getByRole('table', { name: 'Columns of crm.customers' });
    expect(
      within(columns)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['email']);
    expect(screen.getByText('1 of 2 columns match the search.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'email' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'buyers' })).toBeNull();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).queryByRole('link', { name: 'orders' })).toBeNull();

    search('with an order');
    await waitFor(() =>
      expect(status.textContent).toBe('0 of 2 tables, 1 of 1 view, 0 of 3 types'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'buyers' })).toBeTruthy();

    search('nothing like it');
    expect(await screen.findByText('Nothing matches “nothing like it”.')).toBeTruthy();
  });

  it('follows a link to a table the search hides: the search is cleared and the address names it', async () => {
    show(shopDiagram());
    search('orders');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'crm.customers' })).toBeNull(),
    );
    const keys = screen.getByRole('table', { name: 'Columns of orders' });
    fireEvent.click(within(keys).getByRole('link', { name: 'crm.customers' }));
    await waitFor(() => expect(window.location.hash).toBe('#table-crm-customers'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(document.getElementById('table-crm-customers')).not.toBeNull();
  });

  it('renders names and comments with markup or quotes as text', () => {
    const hostile = '<script>alert("x")</script>';
    const quoted = `"double" and 'single' <b>bold</b>`;
    const table = storedTable('h', hostile, { comment: quoted });
    const first = table.attributes[0];
    if (first)
      table.attributes = [{ ...first, name: quoted, comment: '<img src=x onerror=alert(1)>' }];
    const { container } = show({ ...EMPTY_DIAGRAM, tables: [table] }, { title: '<i>Shop</i>' });
    expect(screen.getByRole('heading', { level: 3, name: hostile })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Data dictionary: <i>Shop</i>',
    );
    expect(screen.getByRole('rowheader', { name: quoted })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('script, img, b, i')).toBeNull();
  });

  it('says so when the diagram has no tables', () => {
    show(EMPTY_DIAGRAM);
    expect(screen.getByText('No tables yet.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers no downloads when export is not allowed, but Print', () => {
    show(shopDiagram(), { allowExport: false });
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the Markdown and HTML documents as files named after the project', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), `blob:${blobs.length}`)),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const diagram = shopDiagram();
    show(diagram, { title: 'My Shop!' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Markdown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download HTML' }));
    expect(names).toEqual(['My-Shop-data-dictionary.md', 'My-Shop-data-dictionary.html']);
    const [markdown, html] = blobs;
    expect(markdown?.type).toBe('text/markdown;charset=utf-8');
    expect(await read(markdown)).toBe(
      dataDictionaryMarkdown(diagram, { title: 'My Shop!', dialect: 'postgresql' }),
    );
    expect(html?.type).toBe('text/html;charset=utf-8');
    expect(await read(html)).toContain('<title>My Shop!</title>');
  });
});

describe('DataDictionaryView with many tables', () => {
  it('draws the first sections of 300 tables at once, the contents whole', () => {
    show(manyTables(300));
    expect(document.querySelectorAll('article')).toHaveLength(FIRST_SECTIONS);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link')).toHaveLength(1 + 300);
  });

  it('draws the other sections progressively after the first paint', async () => {
    show(manyTables(150));
    expect(document.querySelectorAll('article')).toHaveLength(FIRST_SECTIONS);
    expect(
      screen.getByText(`Showing ${FIRST_SECTIONS} of 150 tables; the others follow.`),
    ).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(150));
    expect(screen.queryByText(/the others follow/)).toBeNull();
  });

  it('searches them as one types', async () => {
    show(manyTables(300));
    search('VALUE_29');
    // value_29 and value_290 to value_299.
    expect(await screen.findByText('11 of 300 tables')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(11));
  });

  it('draws a search result that changes every section progressively too', async () => {
    show(manyTables(100));
    await waitFor(() => expect(shownSections()).toHaveLength(100));
    const last = entry('table_0099');
    // Every table now shows only its value column: none is drawn again at once but the first few.
    search('value_');
    expect(
      await screen.findByText(/^Showing \d+ of 100 tables; the others follow\.$/),
    ).toBeTruthy();
    expect(shownSections().length).toBeLessThan(100);
    // The others stay mounted, hidden, until drawn again: the same element, never unmounted.
    expect(last.hidden).toBe(true);
    await waitFor(() => expect(shownSections()).toHaveLength(100));
    expect(entry('table_0099')).toBe(last);
    expect(within(last).getByText('1 of 2 columns match the search.')).toBeTruthy();
    expect(document.querySelectorAll('article')).toHaveLength(100);
  });

  it('keeps the sections a search leaves unchanged, and removes the others step by step', async () => {
    show(manyTables(100));
    await waitFor(() => expect(shownSections()).toHaveLength(100));
    const last = entry('table_0099');
    // Found by their names: the same sections, all of them drawn at once, none drawn again.
    search('TABLE_0');
    search('TABLE_00');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('100 of 100 tables'));
    expect(shownSections()).toHaveLength(100);
    expect(entry('table_0099')).toBe(last);
    expect(screen.queryByText(/the others follow/)).toBeNull();

    // value_7 and value_70 to value_79: the others are hidden at once, then removed.
    search('value_7');
    expect(await screen.findByText('11 of 100 tables')).toBeTruthy();
    expect(shownSections().length).toBeLessThanOrEqual(11);
    expect(entry('table_0007').hidden).toBe(false);
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(11));
    expect(shownSections()).toHaveLength(11);
  });

  it('follows a link to a table whose section a new search result has not drawn yet', async () => {
    show(manyTables(100));
    await waitFor(() => expect(shownSections()).toHaveLength(100));
    search('value_');
    expect(await screen.findByText(/the others follow/)).toBeTruthy();
    const hidden = document.getElementById('table-table-0090');
    expect(hidden?.closest('article')?.hidden).toBe(true);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(contents).getByRole('link', { name: 'table_0090' }));
    expect(entry('table_0090').hidden).toBe(false);
    expect(within(entry('table_0090')).getByText('1 of 2 columns match the search.')).toBeTruthy();
    await waitFor(() => expect(window.location.hash).toBe('#table-table-0090'));
  });

  it('renders a table not drawn yet before following a link to it', async () => {
    show(manyTables(100));
    expect(document.getElementById('table-table-0099')).toBeNull();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    fireEvent.click(within(contents).getByRole('link', { name: 'table_0099' }));
    expect(document.getElementById('table-table-0099')).not.toBeNull();
    await waitFor(() => expect(window.location.hash).toBe('#table-table-0099'));
  });

  it('draws the table the address names on arrival, though beyond the first sections', () => {
    window.location.hash = '#table-table-0120';
    show(manyTables(150));
    const heading = document.getElementById('table-table-0120');
    expect(heading?.textContent).toBe('table_0120');
  });

  it('renders every section before printing', () => {
    show(manyTables(100));
    let printed = 0;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelectorAll('article').length;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printed).toBe(100);
  });
});
