import { MantineProvider } from '@mantine/core';
import {
  SHARE_GRANT_HEADER,
  SHARE_TOKEN_HEADER,
  SHARE_WRONG_PASSWORD,
  type DbEntity,
  type Diagram,
  type ShareInfo,
} from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDiagramViewer } from '../diagram';
import { grantKey } from './shareGrant';
import { SharePage } from './SharePage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const column = (id: string, pk = false) => ({
  id,
  name: id,
  type: pk ? 'integer' : 'text',
  defaultValue: null,
  isNullable: !pk,
  isPrimaryKey: pk,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
});
const table = (id: string, name: string, x: number): DbEntity => ({
  id,
  project_id: 'p1',
  name,
  attributes: [column('id', true), column('email')],
  x,
  y: 0,
  width: 200,
  height: 100,
  version: 1,
});
const DIAGRAM: Diagram = {
  tables: [table('t1', 'users', 0), table('t2', 'orders', 300)],
  comments: [],
  relationships: [],
  types: [],
  views: [],
  extraSql: [],
  areas: [],
};
const OPEN: ShareInfo = {
  locked: false,
  project: { name: 'Shop', description: 'The online shop', database_type: 'postgresql' },
  visualization: null,
  include_sql: false,
  live: true,
  expires_at: null,
};
const LOCKED: ShareInfo = { ...OPEN, locked: true, project: null };

type Answer = { status?: number; body: unknown };
const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gone: Answer = {
  status: 404,
  body: {
    error: { code: 'not_found', message: 'This link is gone: it was revoked or it expired.' },
  },
};

/**
 * The share API as the page sees it: answers by "METHOD path" (or a function of the request's
 * headers), the requests it received, and the event stream's controller to send events with.
 */
function stubShare(
  answers: Record<string, Answer | ((headers: Headers, body: unknown) => Answer)>,
) {
  const requests: {
    call: string;
    headers: Headers;
    credentials: RequestCredentials | undefined;
    body: unknown;
  }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ call, headers, credentials: init.credentials, body });
      if (call === 'GET /api/share/events') {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            streams.push(controller);
            controller.enqueue(new TextEncoder().encode(': open\n\n'));
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('The page left', 'AbortError')),
            );
          },
        });
        return Promise.resolve(
          new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
        );
      }
      const answer = answers[call];
      if (!answer) return Promise.reject(new Error(`unexpected fetch ${call}`));
      return Promise.resolve(json(typeof answer === 'function' ? answer(headers, body) : answer));
    }),
  );
  /** Sends the stream's text to the page, as the server writes it. */
  const send = (text: string) =>
    act(() => {
      for (const controller of streams) controller.enqueue(new TextEncoder().encode(text));
    });
  return { requests, streams, send };
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/s/:token" element={<SharePage embed={false} />} />
            <Route path="/embed/:token" element={<SharePage embed />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

// The page loads the viewer's and the dictionary's code on demand: loaded once here, so that no
// test waits for the editor's modules to be compiled (seconds on a busy machine).
beforeAll(async () => {
  await loadDiagramViewer();
  await import('../dictionary');
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SharePage', () => {
  it('asks for the password of a locked link, shows the refusal, and opens with the grant', async () => {
    const { requests } = stubShare({
      'GET /api/share': (headers) => ({ body: headers.get(SHARE_GRANT_HEADER) ? OPEN : LOCKED }),
      'POST /api/share/unlock': (_headers, body) =>
        (body as { password?: string }).password === 'correct horse'
          ? { body: { grant: 'g-1', expires_at: '2099-01-01T00:00:00.000Z' } }
          : {
              status: 401,
              body: { error: { code: 'unauthorized', message: SHARE_WRONG_PASSWORD } },
            },
      'GET /api/share/diagram': { body: DIAGRAM },
    });
    renderPage(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Password needed' })).toBeTruthy();
    expect(screen.queryByText('Shop')).toBeNull();
    const password = screen.getByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(SHARE_WRONG_PASSWORD)).toBeTruthy();

    fireEvent.change(password, { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(grantKey(TOKEN)) ?? '{}')).toMatchObject({
      grant: 'g-1',
    });
    const diagram = requests.find((r) => r.call === 'GET /api/share/diagram');
    expect(diagram?.headers.get(SHARE_GRANT_HEADER)).toBe('g-1');
    // No session: no cookie goes along, and nothing of the app's project API is asked.
    expect(requests.every((r) => r.credentials === 'omit')).toBe(true);
    expect(requests.filter((r) => r.call.includes('/api/projects'))).toEqual([]);
  });

  it('says the link is gone when the share API answers 404', async () => {
    stubShare({ 'GET /api/share': gone });
    renderPage(`/s/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is gone' }),
    ).toBeTruthy();
    expect(screen.getByText('It was revoked or it expired.')).toBeTruthy();
    expect(document.title).toBe('Link gone · Relata');
  });

  it('shows the diagram read-only, with no edit controls, no SQL, and not indexed', async () => {
    const { requests } = stubShare({
      'GET /api/share': { body: OPEN },
      'GET /api/share/diagram': { body: DIAGRAM },
    });
    renderPage(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(screen.getByText('The online shop')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('table-node')).toHaveLength(2));
    expect(document.title).toBe('Shop · Relata');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );

    const tools = screen.getByRole('toolbar', { name: 'Diagram tools' });
    expect(within(tools).getByRole('button', { name: 'Fit to screen' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Search the diagram' })).toBeTruthy();
    for (const editing of ['Add Table', 'Add Comment', 'Import', 'Undo', 'Export screenshot'])
      expect(within(tools).queryByRole('button', { name: editing })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Add row' })).toBeNull();
    expect(screen.queryAllByTestId('link-handle')).toEqual([]);
    expect(screen.queryByRole('tab', { name: /Parser/ })).toBeNull();

    // A table is selected to read it: its details show in the side panel, read-only.
    const [users] = screen.getAllByTestId('table-node');
    fireEvent.click(users!);
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Table name' });
    expect(name.value).toBe('users');
    expect(name.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    // The reused editor asks nothing of the members' project API.
    expect(requests.filter((r) => r.call.includes('/api/projects'))).toEqual([]);
    expect(requests.map((r) => r.call)).toEqual(
      expect.arrayContaining(['GET /api/share', 'GET /api/share/diagram', 'GET /api/share/events']),
    );
    expect(requests.every((r) => r.headers.get(SHARE_TOKEN_HEADER) === TOKEN)).toBe(true);

    cleanup();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("follows a live link's changes, and turns into the gone screen on a `gone` event", async () => {
    const { send } = stubShare({
      'GET /api/share': { body: OPEN },
      'GET /api/share/diagram': { body: DIAGRAM },
    });
    renderPage(`/s/${TOKEN}`);
    await waitFor(() => expect(screen.getAllByTestId('table-node')).toHaveLength(2));
    const renamed = { ...table('t2', 'purchases', 300), version: 2 };
    const change = {
      table: 'db_entities',
      operation: 'UPDATE',
      record: renamed,
      old_record: { id: 't2', version: 1 },
    };
    // The event arrives cut in two, as a network may deliver it.
    const text = `event: change\ndata: ${JSON.stringify(change)}\n\n`;
    send(text.slice(0, 30));
    send(text.slice(30));
    await waitFor(() =>
      expect(screen.getAllByTestId('table-node').map((n) => n.dataset.name)).toEqual([
        'users',
        'purchases',
      ]),
    );

    send('event: gone\ndata: {}\n\n');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is gone' }),
    ).toBeTruthy();
    expect(screen.queryAllByTestId('table-node')).toEqual([]);
  });

  it('shows the diagram’s data dictionary on request, without downloads for a link without SQL', async () => {
    stubShare({
      'GET /api/share': { body: OPEN },
      'GET /api/share/diagram': { body: DIAGRAM },
    });
    renderPage(`/s/${TOKEN}`);
    await waitFor(() => expect(screen.getAllByTestId('table-node')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: 'Data dictionary' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Tables/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the data dictionary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Markdown' })).toBeNull();
    expect(screen.queryAllByTestId('table-node')).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Diagram' }));
    await waitFor(() => expect(screen.getAllByTestId('table-node')).toHaveLength(2));
  });

  it('frames only the canvas on /embed/, with the project named for screen readers and a link to the page', async () => {
    stubShare({
      'GET /api/share': { body: { ...OPEN, include_sql: true } },
      'GET /api/share/diagram': { body: DIAGRAM },
    });
    renderPage(`/embed/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open in Relata' });
    expect(open.getAttribute('href')).toBe(`/s/${TOKEN}`);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('The online shop')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('table-node')).toHaveLength(2));
    // The frame's room is the canvas's: the side panel starts closed, and opens on request.
    expect(screen.queryByRole('tab', { name: /Parser/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Side panel' }));
    // The link includes the SQL: the Parser tab and the export are there.
    expect(await screen.findByRole('tab', { name: /Parser/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export screenshot' })).toBeTruthy();
  });
});
