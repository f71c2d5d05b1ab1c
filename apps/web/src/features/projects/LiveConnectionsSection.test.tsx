import { MantineProvider } from '@mantine/core';
import { LIVE_DB_OFF, type LiveDbConnection, type LiveDbConnectionList } from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../app/dialogs/ConfirmDialog';
import { confirmStore } from '../../lib/confirm/confirmStore';
import { toastStore } from '../../lib/toast/toast';
import { LiveConnectionsSection } from './LiveConnectionsSection';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const BASE = `/api/projects/${PROJECT}/connections`;

const production: LiveDbConnection = {
  id: '00000000-0000-4000-8000-0000000000c1',
  project_id: PROJECT,
  name: 'Production',
  engine: 'postgresql',
  host: 'db.internal',
  port: null,
  database: 'shop',
  user: 'reader',
  tls: true,
  file: null,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

type Answer = { status?: number; body: unknown };

/** The server as the section sees it: answers by "METHOD path", and the bodies it received. */
function stubServer(list: LiveDbConnectionList, answers: Record<string, Answer> = {}) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push({
        call,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = call === `GET ${BASE}` ? { body: list } : answers[call];
      if (!answer) return Promise.reject(new Error(`unexpected fetch ${call}`));
      const headers = { 'content-type': 'application/json' };
      const body = JSON.stringify(answer.body);
      return Promise.resolve(new Response(body, { status: answer.status ?? 200, headers }));
    }),
  );
  return calls;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <LiveConnectionsSection projectId={PROJECT} />
        <ConfirmDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  confirmStore.setState({ queue: [] });
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveConnectionsSection', () => {
  it('says how connections are turned on, and offers no Add, while the server has them off', async () => {
    stubServer({ enabled: false, connections: [] });
    renderSection();
    expect((await screen.findByTestId('live-db-off')).textContent).toBe(LIVE_DB_OFF);
    expect(screen.queryByRole('button', { name: 'Add connection' })).toBeNull();
  });

  it('lists a connection with where it points, its user, TLS and a saved password', async () => {
    stubServer({ enabled: true, connections: [production] });
    renderSection();
    const item = (await screen.findByText('Production')).closest('li')!;
    expect(item.textContent).toContain('PostgreSQL');
    expect(item.textContent).toContain('db.internal:5432/shop');
    expect(item.textContent).toContain('User reader');
    expect(within(item).getByText('TLS')).toBeTruthy();
    expect(within(item).getByText('Password saved')).toBeTruthy();
  });

  it("shows the form's messages, then the Test's answer, and saves the details", async () => {
    const calls = stubServer(
      { enabled: true, connections: [] },
      {
        [`POST ${BASE}/test`]: {
          status: 422,
          body: { error: { code: 'unprocessable', message: 'Password authentication failed' } },
        },
        [`POST ${BASE}`]: { status: 201, body: production },
      },
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add connection' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Host is required')).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('5432')).toBeTruthy();
    const type = (label: string, value: string) =>
      // A required field's label ends in " *".
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`)), {
        target: { value },
      });
    type('Name', 'Production');
    type('Host', 'db.internal');
    type('User', 'reader');
    type('Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Password authentication failed',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.call === `POST ${BASE}`)?.body).toEqual({
      name: 'Production',
      engine: 'postgresql',
      host: 'db.internal',
      user: 'reader',
      password: 'wrong',
      tls: false,
    });
  });

  it('deletes a connection once the Admin confirms', async () => {
    const calls = stubServer(
      { enabled: true, connections: [production] },
      { [`DELETE ${BASE}/${production.id}`]: { body: { ok: true } } },
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Production' }));
    const question = await screen.findByRole('dialog', { name: 'Delete Connection' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete Connection' }));
    await waitFor(() =>
      expect(calls.map((c) => c.call)).toContain(`DELETE ${BASE}/${production.id}`),
    );
  });
});
