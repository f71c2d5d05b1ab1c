import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { settled } from './measure';
import { signUp } from './server';

/** The response, or an error naming the request that failed (a figure of a broken run is no figure). */
async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const r = await response;
  if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
  return r;
}

/**
 * A second person in a browser context of their own, invited by the project's Admin (`admin`'s
 * session) as an Editor and having accepted, as e2e/support/people.ts's addMember does.
 */
export async function secondMember(
  browser: Browser,
  admin: Page,
  url: string,
  projectId: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const email = await signUp(page, url, 'Member');
  const headers = { origin: url };
  await ok(
    admin.request.post(`/api/projects/${projectId}/invites`, {
      headers,
      data: { invitee_email: email, role: 'Editor' },
    }),
  );
  const mine = (await (await ok(page.request.get('/api/invitations'))).json()) as {
    invite_token: string;
    project_id: string;
  }[];
  const token = mine.find((i) => i.project_id === projectId)?.invite_token ?? '';
  await ok(page.request.post(`/api/invitations/${token}/accept`, { headers }));
  await page.close();
  return context;
}

/**
 * Opens the project's canvas on the member's screen at one table, then renames that table
 * `times` times through the API as the Admin: each time from just before the request is sent until
 * the member's screen has the new name in its DOM and has drawn the frame after it (the realtime
 * event, the member's state update and render). Answers each latency in ms.
 */
export async function renameSeenByMember(
  member: BrowserContext,
  admin: Page,
  url: string,
  projectId: string,
  times: number,
): Promise<number[]> {
  const page = await member.newPage();
  try {
    // The member follows a link to one table (`?table=`), which opens the canvas on it: at 10 000
    // tables a fitted view is the overview, whose tables are drawn on a canvas, not as elements.
    const diagram = (await (
      await admin.request.get(`/api/projects/${projectId}/diagram`)
    ).json()) as { tables: { id: string }[] };
    const tableId = diagram.tables[0]?.id;
    if (!tableId) throw new Error('no table in the diagram');
    await page.goto(`/app/projects/${projectId}/visualizer?table=${tableId}`);
    await page
      .locator(`.react-flow__node[data-id="${tableId}"] [data-testid="table-node"]`)
      .waitFor({ timeout: 600_000 });
    await settled(page);
    // Realtime subscriptions settle after the first draw; give them a moment.
    await page.waitForTimeout(1000);
    const latencies: number[] = [];
    for (let i = 1; i <= times; i++) {
      const name = `renamed_${i}_${Date.now() % 100000}`;
      await page.evaluate(`(() => {
        const id = ${JSON.stringify(tableId)};
        const name = ${JSON.stringify(name)};
        window.__seen = new Promise((resolve, reject) => {
          const shows = () =>
            (document.querySelector('.react-flow__node[data-id="' + id + '"]')?.textContent ?? '').includes(name);
          const observer = new MutationObserver(() => {
            if (!shows()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(Date.now()));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => reject(new Error('the rename did not show within 30 s')), 30000);
        });
      })()`);
      const t0 = Date.now();
      await ok(
        admin.request.patch(`/api/projects/${projectId}/tables/${tableId}`, {
          headers: { origin: url },
          data: { name },
        }),
      );
      latencies.push((await page.evaluate<number>('window.__seen')) - t0);
      await settled(page);
    }
    return latencies;
  } finally {
    await page.close();
  }
}
