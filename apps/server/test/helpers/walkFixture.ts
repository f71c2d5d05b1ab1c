import { randomUUID } from 'node:crypto';
import { DEFAULT_TABLE_DATA_KEY, type Invite, type Notification } from '@relata/core';
import { postJson, signUp, type TestUser } from './clients';
import { addMember, api, createProject, json } from './projects';

/** A signed-in member with a project holding one row of every kind, so that path ids are real. */
export interface WalkFixture {
  user: TestUser;
  /** A real value for each path parameter name of the API. */
  params: Record<string, string>;
  /** Every id of the fixture (and of another user's project), for id fields of generated bodies. */
  ids: string[];
}

async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return json<T>(res);
}

/**
 * Signs a user up and gives them, through the API, a project (as its Admin) with an Editor, a
 * pending invitation, a task list, tag and task, two tables joined by a relationship, a comment,
 * a project type, a view and a statement kept verbatim, a saved version, a saved query, a wireframe component and a setting, plus an access token, an invitation and a notification of their own.
 */
export async function buildWalkFixture(baseUrl: string): Promise<WalkFixture> {
  const [user, editor, other] = await Promise.all([
    signUp(baseUrl),
    signUp(baseUrl),
    signUp(baseUrl),
  ]);
  const project = await createProject(baseUrl, user, { name: 'Walk project' });
  const othersProject = await createProject(baseUrl, other, { name: 'Other project' });
  await addMember(baseUrl, user, project.id, editor, 'Editor'); // notifies the user
  const p = `/api/projects/${project.id}`;
  const post = <T>(path: string, body: unknown) =>
    api(baseUrl, user, 'POST', `${p}${path}`, body).then((r) => created<T>(r, path));
  const pending = await post<Invite>('/invites', { invitee_email: 'pending@example.com' });
  await created(
    await api(baseUrl, other, 'POST', `/api/projects/${othersProject.id}/invites`, {
      invitee_email: user.email,
    }),
    'invite the user',
  );
  const mine = await json<Invite[]>(await api(baseUrl, user, 'GET', '/api/invitations'));
  const token = mine.find((i) => i.project_id === othersProject.id)?.invite_token;
  const list = await post<{ id: string }>('/task-lists', { name: 'Backlog' });
  const tag = await post<{ id: string }>('/tags', { name: 'urgent' });
  const task = await post<{ id: string }>('/tasks', {
    task_list_id: list.id,
    name: 'Write the schema',
    tag_ids: [tag.id],
  });
  const customers = await post<{ id: string }>('/tables', { name: 'customers', x: 0, y: 0 });
  const orders = await post<{ id: string }>('/tables', { name: 'orders', x: 400, y: 0 });
  const connected = await post<{ relationships: Array<{ id: string }> }>('/relationships/connect', {
    sourceTableId: customers.id,
    targetTableId: orders.id,
  });
  const relationship = connected.relationships[0];
  const comment = await post<{ id: string }>('/comments', { text: 'Check', x: 0, y: 300 });
  const area = await post<{ id: string }>('/areas', {
    name: 'Sales',
    x: -40,
    y: -40,
    width: 800,
    height: 600,
  });
  const type = await post<{ id: string }>('/types', { name: 'mood', kind: 'enum', values: ['ok'] });
  const imported = await post<{ views: Array<{ id: string }>; extraSql: Array<{ id: string }> }>(
    '/diagram/import',
    {
      mode: 'add',
      model: {
        views: [{ id: 'v', name: 'recent', query: 'SELECT 1', dialect: 'postgresql', x: 0, y: 0 }],
        extraSql: [
          { id: 'e', dialect: 'postgresql', kind: 'function', sql: 'CREATE FUNCTION f()' },
        ],
      },
    },
  );
  const [view] = imported.views;
  const [extraSql] = imported.extraSql;
  const version = await post<{ id: string }>('/versions', { name: 'Baseline' });
  const query = await post<{ id: string }>('/queries', { name: 'Orders', sql: 'SELECT 1' });
  const [component] = await post<Array<{ id: string }>>('/wireframes/components', {
    components: [{ type: 'button', x: 0, y: 0, width: 120, height: 40 }],
  });
  await created(
    await api(baseUrl, user, 'PUT', `${p}/settings/${encodeURIComponent(DEFAULT_TABLE_DATA_KEY)}`, {
      value: { name: 'Table', attributes: [] },
    }),
    'setting',
  );
  const accessToken = await created<{ id: string }>(
    await api(baseUrl, user, 'POST', '/api/account/tokens', {
      name: 'Walk',
      expiresInDays: 30,
      scope: 'read',
      projectIds: null,
    }),
    'access token',
  );
  const share = await created<{ id: string }>(
    await api(baseUrl, user, 'POST', `/api/projects/${project.id}/shares`, {
      name: 'Walk',
      expiresInDays: null,
      password: null,
      includeSql: true,
      live: false,
      embed: 'none',
      embedOrigins: [],
    }),
    'share link',
  );
  const { notifications } = await json<{ notifications: Notification[] }>(
    await api(baseUrl, user, 'GET', '/api/notifications'),
  );
  // A second session of the user (another device), which the Security tab's routes may end.
  await created(
    await postJson(baseUrl, '/api/account/sign-in', { email: user.email, password: user.password }),
    'second session',
  );
  const { sessions } = await json<{ sessions: Array<{ id: string; current: boolean }> }>(
    await api(baseUrl, user, 'GET', '/api/account/sessions'),
  );
  const otherSession = sessions.find((s) => !s.current);
  if (
    !token ||
    !component ||
    !relationship ||
    !view ||
    !extraSql ||
    !notifications[0] ||
    !otherSession
  )
    throw new Error('walk fixture is incomplete');
  const params = {
    projectId: project.id,
    listId: list.id,
    taskId: task.id,
    tagId: tag.id,
    tableId: customers.id,
    relationshipId: relationship.id,
    commentId: comment.id,
    areaId: area.id,
    typeId: type.id,
    viewId: view.id,
    extraSqlId: extraSql.id,
    versionId: version.id,
    queryId: query.id,
    componentId: component.id,
    inviteId: pending.id,
    userId: editor.id,
    token,
    id: notifications[0].id,
    key: DEFAULT_TABLE_DATA_KEY,
    sessionId: otherSession.id,
    tokenId: accessToken.id,
    shareId: share.id,
    // The walk's server leaves live database connections off (no LIVE_DB_HOSTS), so none can be
    // saved: a connection's routes meet an id that names none.
    connectionId: randomUUID(),
  };
  const ids = [...Object.values(params), orders.id, othersProject.id, other.id, user.id];
  return { user, params, ids };
}
