import createClient from 'openapi-fetch';
import type { paths } from './generated/relata';

/**
 * What a client author writes with the types openapi-typescript generates from /api/docs/json:
 * create a project, list the projects, read the new one and a missing one. openapi.test.ts
 * type-checks this file strictly, then runs it against a live server.
 */
export async function createListAndRead(baseUrl: string, cookie: string) {
  const client = createClient<paths>({ baseUrl, headers: { cookie, origin: baseUrl } });
  const created = await client.POST('/api/projects', {
    body: { name: 'Typed client', database_type: 'postgresql' },
  });
  if (!created.data) throw new Error(`createProject answered ${created.response.status}`);
  const listed = await client.GET('/api/projects');
  const read = await client.GET('/api/projects/{projectId}', {
    params: { path: { projectId: created.data.id } },
  });
  const missing = await client.GET('/api/projects/{projectId}', {
    params: { path: { projectId: '00000000-0000-4000-8000-000000000000' } },
  });
  return {
    created: { name: created.data.name, databaseType: created.data.database_type },
    listed: (listed.data ?? []).map((project) => project.name),
    read: read.data?.id === created.data.id ? read.data.name : undefined,
    missing: { status: missing.response.status, code: missing.error?.error.code },
  };
}

/**
 * What a CI script writes with a personal access token (issue 39): no cookie, no Origin; lists the
 * projects the token reaches, reads one's diagram, and is refused a route it never reaches.
 */
export async function readWithToken(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  const listed = await client.GET('/api/projects');
  const first = listed.data?.[0];
  const diagram =
    first &&
    (await client.GET('/api/projects/{projectId}/diagram', {
      params: { path: { projectId: first.id } },
    }));
  const profile = await client.GET('/api/account/profile');
  return {
    listed: (listed.data ?? []).map((project) => project.name),
    tables: diagram?.data?.tables.length,
    profile: profile.response.status,
  };
}
