import { test as base, expect, type Page } from '@playwright/test';
import { BASE_URL, MAIL_CATCHER_URL } from './ports';

interface Fixtures {
  /** Console errors seen on the page; the test fails if any was not expected. */
  consoleErrors: string[];
  /**
   * Declares console errors a test provokes on purpose, such as Chromium's "Failed to load
   * resource: ... 401" line for a refused sign-in.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
}

/**
 * Test with a check that the page logged no unexpected console error or uncaught exception, and
 * that closes every browser context the test opened: the worker's browser outlives its tests, and
 * a context left open keeps its pages running (timers, sockets, rendering) through later tests.
 */
export const test = base.extend<
  Fixtures & { allowedConsoleErrors: RegExp[]; closeOpenedContexts: void }
>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close()));
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from this destructuring; this one has none.
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((...patterns) => allowedConsoleErrors.push(...patterns));
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((p) => p.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium's console line for a request the server answered with this status. */
export function httpStatusError(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/** A unique e-mail address for a test user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The password of the users the helpers sign up. */
export const PASSWORD = 'correct horse battery';

/** The mails the app sent to an address, newest first, as the mail catcher received them. */
export async function mailsTo(address: string): Promise<{ subject: string; links: string[] }[]> {
  const response = await fetch(`${MAIL_CATCHER_URL}/mail?to=${encodeURIComponent(address)}`);
  const { mails } = (await response.json()) as { mails: { subject: string; links: string[] }[] };
  return mails;
}

/** The links of the newest mail the app sent to an address (waiting for at least `count` mails). */
export async function mailLinks(address: string, count = 1): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const mails = await mailsTo(address);
      links = mails[0]?.links ?? [];
      return links.length > 0 ? mails.length : 0;
    }, `a mail to ${address}`)
    .toBeGreaterThanOrEqual(count);
  return links;
}

/** Options of signUp. */
export interface SignUpOptions {
  /** Follow the verification link (default true): the browser is then signed in. */
  verify?: boolean;
  /** Finish onboarding through the API (default true), so the app opens on the dashboard. */
  onboarded?: boolean;
  firstname?: string;
}

/**
 * Signs a new user up through the API: sign-up, then the verification link of the mail, which
 * signs the browser in. Unless told otherwise, onboarding is then finished through the API. The
 * page itself is left where it was.
 */
export async function signUp(page: Page, options: SignUpOptions = {}): Promise<string> {
  const { verify = true, onboarded = true, firstname = 'Erin' } = options;
  const email = uniqueEmail('e2e');
  const headers = { origin: BASE_URL };
  const response = await page.request.post('/api/account/sign-up', {
    headers,
    data: { email, password: PASSWORD, acceptTerms: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
  if (!verify) return email;
  // The link is followed by the page's request context, which shares the browser's cookies: the
  // session is set without loading the app, which the test opens where it needs it (register.spec
  // follows the link in the page, as a person does).
  const [link] = await mailLinks(email);
  const verified = await page.request.get(link ?? '/');
  expect(verified.ok(), `verification link ${link}`).toBe(true);
  if (onboarded) {
    const patch = await page.request.patch('/api/account/profile', {
      headers,
      data: { firstname, lastname: 'Tester', onboarding_step: 2, onboarding_finished: true },
    });
    expect(patch.ok(), await patch.text()).toBe(true);
  }
  return email;
}

/** Fills and sends the login form. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs out through the avatar menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

/**
 * Counts the page's open realtime WebSockets from now on (there is one while signed in).
 * Playwright reports no close for the sockets of a document left behind, so each newly loaded
 * document starts the count again (the app opens its socket only after the session answered).
 */
export function openRealtimeSockets(page: Page): () => number {
  let open = new Set<object>();
  page.on('domcontentloaded', () => (open = new Set()));
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/api/realtime')) return;
    const sockets = open;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return () => open.size;
}

/**
 * Holds the page's requests to a URL (a glob; of one method, or all) until the returned function
 * is called, so that a waiting state can be seen for sure instead of after a fixed delay.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}

/**
 * The server's answer to the page's next request of this method to a path matching `path`: an
 * optimistic change shows at once, so a test that reloads to see it stored waits for this first
 * (set it up before the action that sends the request).
 */
export function answerTo(page: Page, method: string, path: RegExp): Promise<number> {
  return page
    .waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname))
    .then((r) => r.status());
}

/** Waits until the start-up overlay is gone, so the page can be used. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('startup-overlay')).toHaveCount(0);
}
