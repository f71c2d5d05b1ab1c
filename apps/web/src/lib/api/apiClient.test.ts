import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { apiRequest, GzippedJson, JsonText, NETWORK_ERROR_MESSAGE } from './apiClient';
import { gzipText } from './gzip';

function respond(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: '{"a":1}',
    });
  });

  it('sends a large JSON body gzip-compressed when asked, and a small one as it is', async () => {
    const fetchMock = respond(200, { ok: true });
    const big = { rows: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    await apiRequest('/api/import', { method: 'POST', body: big, compress: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    const sent = new Uint8Array(init.body as ArrayBuffer);
    expect(sent.length).toBeLessThan(JSON.stringify(big).length / 4);
    const unzipped = new Response(sent).body!.pipeThrough(new DecompressionStream('gzip'));
    expect(JSON.parse(await new Response(unzipped).text())).toEqual(big);

    await apiRequest('/api/import', { method: 'POST', body: { a: 1 }, compress: true });
    const [, small] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(small.body).toBe('{"a":1}');
    expect(small.headers).not.toHaveProperty('Content-Encoding');
  });

  it('sends JSON already written as it is, and runs onSent once the request is out, before its answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const events: string[] = [];
    const done = apiRequest('/api/import', {
      method: 'POST',
      body: new JsonText('{"mode":"add","model":{"tables":[]}}'),
      onSent: () => events.push(`sent after ${fetchMock.mock.calls.length} fetch`),
    }).then(() => events.push('answered'));
    await vi.waitFor(() => expect(events).toEqual(['sent after 1 fetch']));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"mode":"add","model":{"tables":[]}}');
    answer(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await done;
    expect(events).toEqual(['sent after 1 fetch', 'answered']);
  });

  it('sends JSON whose middle is already compressed as gzip members that read as the whole JSON', async () => {
    const fetchMock = respond(200, { ok: true });
    const middle = await gzipText('{"tables":[1,2,3]}');
    const body = new GzippedJson('{"mode":"add","model":', middle, '}');
    await apiRequest('/api/import', { method: 'POST', body });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    // jsdom's Blob has no arrayBuffer(); its FileReader reads it.
    const sent = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(init.body as Blob);
    });
    // Three gzip members, one after the other, which a gzip reader such as the server's (Node's
    // zlib) reads as one stream. DecompressionStream stops at a member's end (Node.js 24 refuses
    // the rest as trailing junk), so each member is read on its own and the texts are joined.
    const members = [await gzipText('{"mode":"add","model":'), middle, await gzipText('}')];
    expect(new Uint8Array(sent)).toEqual(
      new Uint8Array(members.flatMap((m) => [...new Uint8Array(m)])),
    );
    const texts = await Promise.all(
      members.map((m) =>
        new Response(new Response(m).body!.pipeThrough(new DecompressionStream('gzip'))).text(),
      ),
    );
    expect(texts.join('')).toBe('{"mode":"add","model":{"tables":[1,2,3]}}');
  });

  it('sends a Blob as its bytes under its own content type', async () => {
    const fetchMock = respond(200, { ok: true });
    const image = new Blob(['png-bytes'], { type: 'image/png' });
    await apiRequest('/api/account/avatar', { method: 'PUT', body: image });
    expect(fetchMock).toHaveBeenCalledWith('/api/account/avatar', {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'image/png' },
      credentials: 'same-origin',
      body: image,
    });
  });

  it('returns null for JSON null and empty bodies', async () => {
    respond(200, null);
    await expect(apiRequest('/api/auth/get-session')).resolves.toBeNull();
    respond(200, '', 'text/plain');
    await expect(apiRequest('/api/x')).resolves.toBeNull();
  });

  it('reads our error shape into an ApiError with code, message and fields', async () => {
    respond(422, {
      error: { code: 'validation_failed', message: 'Invalid', fields: { name: 'is required' } },
    });
    const error = await failure(apiRequest('/api/projects', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Invalid',
      fields: { name: 'is required' },
    });
  });

  it('falls back to a {code, message} body and then to the status text', async () => {
    respond(401, { code: 'UNAUTHORIZED', message: 'Not signed in' });
    expect(await failure(apiRequest('/api/x'))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Not signed in',
    });
    respond(502, '<html>Bad gateway</html>', 'text/html');
    expect(await failure(apiRequest('/api/x'))).toMatchObject({ status: 502, code: 'http_502' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(apiRequest('/api/x'))).toMatchObject({
      status: 0,
      code: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
