import {
  importDiagramBodySchema,
  importedDiagram,
  type Diagram,
  type ImportDiagramResult,
  type Invite,
  type Project,
  type Role,
} from '@relata/core';
import { postJson, signUp, type TestUser } from './clients';

/** Reads a response's JSON body as the given type. */
export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/**
 * What the web client makes of an import's answer: the stored items, from the model it sent (as
 * the import's schema reads it) and the new ids the server answered.
 */
export async function importedItems(
  projectId: string,
  body: unknown,
  res: Response,
): Promise<Diagram> {
  const sent = importDiagramBodySchema.parse(body).model;
  return importedDiagram(projectId, sent, await json<ImportDiagramResult>(res));
}

/** Sends a JSON request with a user's cookie, as the web app does. */
export function api(
  baseUrl: string,
  user: TestUser | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl };
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Creates a project as the given user through the API. */
export async function createProject(
  baseUrl: string,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<Project> {
  const res = await api(baseUrl, owner, 'POST', '/api/projects', {
    name: 'Shop database',
    description: 'Orders and customers',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create project: ${res.status} ${await res.text()}`);
  return (await res.json()) as Project;
}

/** Invites a user into a project with a role and accepts as them, through the API. */
export async function addMember(
  baseUrl: string,
  admin: TestUser,
  projectId: string,
  member: TestUser,
  role: Role,
): Promise<void> {
  const invited = await api(baseUrl, admin, 'POST', `/api/projects/${projectId}/invites`, {
    invitee_email: member.email,
    role,
  });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  const mine = (await (await api(baseUrl, member, 'GET', '/api/invitations')).json()) as Invite[];
  const token = mine.find((i) => i.project_id === projectId)?.invite_token;
  if (!token) throw new Error('invitation not listed for the invitee');
  const accepted = await postJson(baseUrl, `/api/invitations/${token}/accept`, {}, member.cookie);
  if (accepted.status !== 200)
    throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
}

/** A project with an Admin, an Editor, a Viewer, and an outsider who belongs to another project. */
export async function projectWithTeam(baseUrl: string) {
  const [admin, editor, viewer, outsider] = await Promise.all([
    signUp(baseUrl),
    signUp(baseUrl),
    signUp(baseUrl),
    signUp(baseUrl),
  ]);
  const project = await createProject(baseUrl, admin);
  await addMember(baseUrl, admin, project.id, editor, 'Editor');
  await addMember(baseUrl, admin, project.id, viewer, 'Viewer');
  const othersProject = await createProject(baseUrl, outsider, { name: 'Outsider project' });
  return { admin, editor, viewer, outsider, project, othersProject };
}
