import { MantineProvider } from '@mantine/core';
import type { LiveDbConnection, LiveDbConnectionList } from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseSource, type PastedDatabase } from './DatabaseSource';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const BASE = `/api/projects/${PROJECT}/connections`;

const local: LiveDbConnection = {
  id: '00000000-0000-4000-8000-0000000000c1',
  project_id: PROJECT,
  name: 'Local copy',
  engine: 'sqlite',
  host: null,
  port: null,
  database: null,
  user: null,
  tls: false,
  file: '/data/app.db',
  has_password: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** A SQLite catalog as the server's read answers it. */
const DUMP = {
  relata_catalog: 1,
  engine: 'sqlite',
  version: '3.45.0',
  objects: [
    { type: 'table', name: 'a', table: 'a', sql: 'CREATE TABLE a (id INTEGER PRIMARY KEY)' },
  ],
};

function stubServer(list: LiveDbConnectionList, read: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      const answer =
        call === `GET ${BASE}`
          ? { status: 200, body: list }
          : call === `POST ${BASE}/${local.id}/read`
            ? read
            : undefined;
      if (!answer) return Promise.reject(new Error(`unexpected fetch ${call}`));
      const headers = { 'content-type': 'application/json' };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), { status: answer.status, headers }),
      );
    }),
  );
}

function renderSource() {
  const onRead = vi.fn<(read: PastedDatabase | undefined) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[`/app/projects/${PROJECT}/visualizer`]}>
          <Routes>
            <Route
              path="/app/projects/:id/visualizer"
              element={<DatabaseSource databaseType="sqlite" onRead={onRead} />}
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onRead;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DatabaseSource with saved connections', () => {
  it('reads a saved connection through the server and hands its script on as a pasted one', async () => {
    stubServer({ enabled: true, connections: [local] }, { status: 200, body: DUMP });
    const onRead = renderSource();
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
    expect((await screen.findByTestId('database-read')).textContent).toBe(
      'Read from Local copy (SQLite 3.45.0).',
    );
    const read = onRead.mock.calls.at(-1)?.[0];
    expect(read?.dump.engine).toBe('sqlite');
    expect(read?.script).toContain('CREATE TABLE a (id INTEGER PRIMARY KEY)');
  });

  it("shows the server's message under the row when the database cannot be read", async () => {
    const refused = { error: { code: 'unprocessable', message: 'The database file is missing' } };
    stubServer({ enabled: true, connections: [local] }, { status: 422, body: refused });
    const onRead = renderSource();
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database file is missing');
    expect(onRead.mock.calls.every(([read]) => read === undefined)).toBe(true);
  });

  it('shows no saved connection row while the server has connections off', async () => {
    stubServer({ enabled: false, connections: [local] }, { status: 200, body: DUMP });
    renderSource();
    await screen.findByLabelText('Query result');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    // The answer is rendered on a later task (TanStack Query batches its updates with a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Read' })).toBeNull();
  });
});
