import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addMember, person } from '../support/people';
import {
  diagramProject,
  keyColumn,
  openVisualizer,
  seedTable,
  tableNamed,
} from '../support/visualizer';

/**
 * Opens the realtime socket as the page's user (its session cookie), joins the channel, sends
 * every message given, then a ping, and answers what the server said back up to the pong: once
 * the pong is here, the server has handled every message before it.
 */
async function sendRaw(page: Page, channel: string, messages: unknown[]): Promise<unknown[]> {
  // Any page of the app's origin will do; the health answer is the lightest.
  await page.goto('/api/health');
  return page.evaluate(
    async ({ channel, messages }) => {
      const ws = new WebSocket(`ws://${location.host}/api/realtime`);
      const answers: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', channel }));
        ws.onerror = () => reject(new Error('socket failed'));
        ws.onmessage = (e) => {
          const m = JSON.parse(String(e.data)) as { type: string };
          answers.push(m);
          if (m.type === 'subscribed' && answers.length === 1) {
            for (const message of messages) ws.send(JSON.stringify(message));
            ws.send(JSON.stringify({ type: 'ping' }));
          }
          if (m.type === 'pong') resolve();
        };
      });
      ws.close();
      return answers;
    },
    { channel, messages },
  );
}

test("a Viewer's and an Editor's forged changes and presence reach nobody's screen", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const [eve, vic] = await Promise.all([person(browser, 'Eve'), person(browser, 'Vic')]);
  const id = await diagramProject(ann);
  const orders = await seedTable(ann, id, {
    name: 'orders',
    x: 100,
    y: 100,
    attributes: [keyColumn()],
  });
  await addMember(ann, id, eve, 'Editor');
  await addMember(ann, id, vic, 'Viewer');
  const session = await page.request.get('/api/auth/get-session');
  const annId = ((await session.json()) as { user: { id: string } }).user.id;
  await openVisualizer(ann, id);
  await expect(tableNamed(page, 'orders')).toBeVisible();

  const channel = `project:${id}`;
  const projectDeleted = {
    table: 'projects',
    operation: 'DELETE',
    record: null,
    old_record: { id },
  };
  const tableRemoved = {
    table: 'db_entities',
    operation: 'DELETE',
    record: null,
    old_record: { id: orders.id, project_id: id },
  };
  const tableRenamed = {
    table: 'db_entities',
    operation: 'UPDATE',
    record: { ...orders, name: 'hacked', version: 999 },
    old_record: orders,
  };
  const forged = (change: unknown) => [
    { type: 'broadcast', channel, event: 'presence', payload: change },
    { type: 'broadcast', channel, event: 'change', payload: change },
    { type: 'change', channel, change },
  ];
  // The Viewer tries to delete the project and a table on everyone's screen and to pass for Ann.
  const vicAnswers = await sendRaw(vic.page, channel, [
    ...forged(projectDeleted),
    ...forged(tableRemoved),
    { type: 'presence', channel, userId: annId, username: 'Mallory', color: 'red' },
  ]);
  // The Editor tries to rename the table for everyone without saving it.
  const eveAnswers = await sendRaw(eve.page, channel, forged(tableRenamed));
  for (const answers of [vicAnswers, eveAnswers])
    expect(answers.filter((m) => (m as { type: string }).type === 'error')).toHaveLength(
      answers.length - 2,
    );

  // A real change made after the forged ones arrives; the forged ones never did.
  await seedTable(eve, id, { name: 'payments', x: 400, y: 100, attributes: [keyColumn()] });
  await expect(tableNamed(page, 'payments')).toBeVisible();
  await expect(tableNamed(page, 'orders')).toBeVisible();
  await expect(tableNamed(page, 'hacked')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/app/projects/${id}/visualizer`));
  await expect(page.getByText('Project deleted')).toHaveCount(0);
  await expect(page.getByText('Mallory')).toHaveCount(0);
});
