import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { DatabaseType } from '@relata/core';
import { BASE_URL } from './ports';
import { expect, mailLinks, signUp, waitForApp } from './fixtures';

/** A signed-in person in a browser context of their own, with the console errors of their page. */
export interface Person {
  name: string;
  email: string;
  page: Page;
  context: BrowserContext | null;
  /** Console errors and uncaught exceptions of the page; a test removes the ones it expects. */
  errors: string[];
}

const headers = { origin: BASE_URL };

function isBrowser(from: Page | Browser): from is Browser {
  return 'contexts' in from;
}

/** Collects a page's console errors and uncaught exceptions. */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}

/**
 * Signs a person up through the mail link and finishes onboarding through the profile API, so
 * the app's guard lets them into /app. Pass the test's page for the first person, or the browser
 * for others (each then gets a separate context, as a separate person would).
 */
export async function person(
  from: Page | Browser,
  name: string,
  errors?: string[],
): Promise<Person> {
  let context: BrowserContext | null = null;
  let page: Page;
  if (isBrowser(from)) {
    context = await from.newContext();
    page = await context.newPage();
  } else {
    page = from;
  }
  const collected = errors ?? [];
  if (context) watchErrors(page, collected);
  const email = await signUp(page);
  const response = await page.request.patch('/api/account/profile', {
    headers,
    data: { firstname: name, onboarding_finished: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { name, email, page, context, errors: collected };
}

/** Calls the API as this person (the page's session cookie), failing the test on an error. */
export async function api<T>(
  who: Person,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await who.page.request.fetch(path, {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : null) as T;
}

/** Creates a project through the API (its creator is its Admin) and answers its id. */
export async function createProject(
  who: Person,
  name: string,
  description = '',
  databaseType?: DatabaseType,
): Promise<string> {
  const project = await api<{ id: string }>(who, 'POST', '/api/projects', {
    name,
    description,
    ...(databaseType ? { database_type: databaseType } : {}),
  });
  return project.id;
}

/** Invites an address through the API, and with `accept` lets the invitee accept it. */
export async function addMember(
  admin: Person,
  projectId: string,
  invitee: Person,
  role: 'Admin' | 'Editor' | 'Viewer',
): Promise<void> {
  await api(admin, 'POST', `/api/projects/${projectId}/invites`, {
    invitee_email: invitee.email,
    role,
  });
  const mine = await api<{ invite_token: string; project_id: string }[]>(
    invitee,
    'GET',
    '/api/invitations',
  );
  const invite = mine.find((i) => i.project_id === projectId);
  await api(invitee, 'POST', `/api/invitations/${invite?.invite_token ?? ''}/accept`);
}

/** The invitation link of the newest mail to an address. */
export async function inviteLink(email: string): Promise<string> {
  const links = await mailLinks(email);
  const link = links.find((l) => l.includes('/app/projects/accept-invite/'));
  expect(link, `an invitation link in the mail to ${email}`).toBeTruthy();
  return new URL(link ?? '').pathname;
}

/** Opens a path of the app and waits until it can be used. */
export async function open(who: Person, path: string): Promise<void> {
  await who.page.goto(path);
  await waitForApp(who.page);
}

/** Expects a toast with this title and message on the person's page. */
export async function expectToast(who: Person, title: string, message?: string): Promise<void> {
  const toast = who.page.getByTestId('toast').filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (message) await expect(toast.filter({ hasText: message }).first()).toBeVisible();
}

/** Closes the extra contexts and checks that their pages logged no unexpected errors. */
export async function done(...people: Person[]): Promise<void> {
  for (const p of people) {
    if (!p.context) continue;
    expect(p.errors, `console errors on ${p.name}'s page`).toEqual([]);
    await p.context.close();
  }
}
