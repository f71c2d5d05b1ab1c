import type { ApiErrorBody, Invite } from '@relata/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVITES_PER_PROJECT, INVITES_PER_USER } from '../src/modules/invitations/limits';
import { latestMail, signUp, type TestUser } from './helpers/clients';
import { api, createProject, json, projectWithTeam } from './helpers/projects';
import { describeOnOneDatabase, startTestServer, type TestServer } from './helpers/testServer';

describeOnOneDatabase('invitation limits', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  let n = 0;
  const invite = (user: TestUser, projectId: string, email = `invitee-${++n}@example.com`) =>
    api(t.url, user, 'POST', `/api/projects/${projectId}/invites`, {
      invitee_email: email,
      role: 'Editor',
    });

  /** Answers the refusal's status, Retry-After and error body. */
  async function refusal(res: Response) {
    return {
      status: res.status,
      retryAfter: Number(res.headers.get('retry-after')),
      body: await json<ApiErrorBody>(res),
    };
  }

  it("refuses a project's invitations past its hourly limit with 429, Retry-After and no mail; a Viewer's refused attempts do not count", async () => {
    const { admin, viewer, project } = await projectWithTeam(t.url); // two invitations sent
    for (let i = 0; i < INVITES_PER_PROJECT.max + 2; i++)
      expect((await invite(viewer, project.id)).status).toBe(403);
    for (let i = 2; i < INVITES_PER_PROJECT.max; i++)
      expect((await invite(admin, project.id)).status).toBe(201);

    const res = await invite(admin, project.id, 'one-too-many@example.com');
    const { status, retryAfter, body } = await refusal(res);
    expect(status).toBe(429);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INVITES_PER_PROJECT.windowSeconds);
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^This project has sent too many invitations in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    await expect(latestMail(t.url, 'one-too-many@example.com')).rejects.toThrow('no mail');
    const invites = await json<Invite[]>(
      await api(t.url, admin, 'GET', `/api/projects/${project.id}/invites`),
    );
    expect(invites).toHaveLength(INVITES_PER_PROJECT.max);
    expect(invites.map((i) => i.invitee_email)).not.toContain('one-too-many@example.com');
    // Still refused: a refusal does not open a slot.
    expect((await invite(admin, project.id)).status).toBe(429);
  });

  it('refuses a person past their hourly limit across projects, with a message that says so', async () => {
    const sender = await signUp(t.url);
    let sent = 0;
    while (sent < INVITES_PER_USER.max) {
      const project = await createProject(t.url, sender, { name: `Batch ${sent}` });
      const batch = Math.min(INVITES_PER_PROJECT.max, INVITES_PER_USER.max - sent);
      for (let i = 0; i < batch; i++) expect((await invite(sender, project.id)).status).toBe(201);
      sent += batch;
    }
    const fresh = await createProject(t.url, sender, { name: 'One more' });
    const { status, retryAfter, body } = await refusal(await invite(sender, fresh.id));
    expect(status).toBe(429);
    expect(retryAfter).toBeGreaterThan(0);
    expect(body.error.message).toMatch(
      /^You have sent too many invitations in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    // Another Admin of a project is counted on their own.
    const other = await signUp(t.url);
    const theirs = await createProject(t.url, other);
    expect((await invite(other, theirs.id)).status).toBe(201);
  });
});
