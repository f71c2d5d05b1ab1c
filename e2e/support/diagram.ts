import type { Browser, Page } from '@playwright/test';
import { expect, signUp } from './fixtures';
import { BASE_URL } from './ports';

const headers = { origin: BASE_URL };

/** Signs a new user up in a fresh browser context with onboarding finished; returns the page and e-mail. */
export async function newUser(
  browser: Browser,
  firstname: string,
): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = await signUp(page);
  const r = await page.request.patch('/api/account/profile', {
    headers,
    data: { firstname, onboarding_finished: true },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return { page, email };
}

/** Creates a project through the API and returns its id. */
export async function createProject(page: Page, name = 'Diagram project'): Promise<string> {
  const r = await page.request.post('/api/projects', {
    headers,
    data: { name, database_type: 'postgresql' },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { id: string }).id;
}

/** Invites a user into a project with a role and accepts the invitation as them. */
export async function addMember(
  owner: Page,
  projectId: string,
  member: Page,
  email: string,
  role: 'Editor' | 'Viewer',
): Promise<void> {
  const r = await owner.request.post(`/api/projects/${projectId}/invites`, {
    headers,
    data: { invitee_email: email, role },
  });
  expect(r.ok(), await r.text()).toBe(true);
  const list = (await (await member.request.get('/api/invitations')).json()) as {
    invite_token: string;
    project_id: string;
  }[];
  const token = list.find((i) => i.project_id === projectId)?.invite_token ?? '';
  const a = await member.request.post(`/api/invitations/${token}/accept`, { headers });
  expect(a.ok(), await a.text()).toBe(true);
}

/** Opens the visualizer of a project and waits until the canvas is there. */
export async function openVisualizer(page: Page, projectId: string): Promise<void> {
  await page.goto(`/app/projects/${projectId}/visualizer`);
  await expect(page.getByTestId('diagram-canvas')).toBeVisible();
}
