import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  boardPath,
  boardWrite,
  card,
  cards,
  column,
  drag,
  expectLists,
  seedBoard,
} from '../support/board';
import { expectToast, open, person } from '../support/people';

test('drags tasks between lists and lists to a new place; the order survives a reload', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const { projectId } = await seedBoard(ada, {
    'To do': ['Alpha', 'Bravo', 'Charlie'],
    Done: ['Delta'],
  });
  await open(ada, boardPath(projectId));
  await expect(cards(page, 'To do')).toHaveText(['Alpha', 'Bravo', 'Charlie']);

  // Alpha to the end of Done (over its Add Task button, below the last card).
  let saved = boardWrite(page, 'tasks');
  await drag(
    page,
    card(page, 'Alpha'),
    column(page, 'Done').getByRole('button', { name: 'Add Task' }),
  );
  await saved;
  await expect(cards(page, 'Done')).toHaveText(['Delta', 'Alpha']);
  await expect(cards(page, 'To do')).toHaveText(['Bravo', 'Charlie']);

  // Charlie to the top of its own list.
  saved = boardWrite(page, 'tasks');
  await drag(page, card(page, 'Charlie'), card(page, 'Bravo'), { y: 4 });
  await saved;
  await expect(cards(page, 'To do')).toHaveText(['Charlie', 'Bravo']);

  // Done before To do, by its grip.
  saved = boardWrite(page, 'task-lists');
  await drag(
    page,
    page.getByRole('button', { name: 'Move list Done' }),
    page.getByRole('button', { name: 'Move list To do' }),
  );
  await saved;
  await expectLists(page, ['Done', 'To do']);

  await page.reload();
  await expectLists(page, ['Done', 'To do']);
  await expect(cards(page, 'Done')).toHaveText(['Delta', 'Alpha']);
  await expect(cards(page, 'To do')).toHaveText(['Charlie', 'Bravo']);
});

/**
 * Waits until dnd-kit listens for the keys of a keyboard drag: it adds its listener in a timer
 * after the pick-up (so the pick-up key is not heard twice), and a timer set now runs after that
 * one. A person cannot press the next key within that moment; a test can.
 */
async function keysHeard(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('moves a task with the keyboard and announces each step', async ({ page, consoleErrors }) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const { projectId } = await seedBoard(ada, { 'To do': ['Alpha', 'Bravo'], Done: ['Delta'] });
  await open(ada, boardPath(projectId));

  const live = page.locator('[id^="DndLiveRegion"]');
  await card(page, 'Alpha').focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up task Alpha. It is at position 1 of 2 in list To do.');
  await keysHeard(page);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Task Alpha is now at position 2 of 2 in list To do.');
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('in list Done');
  const saved = boardWrite(page, 'tasks');
  await page.keyboard.press('Space');
  await saved;
  await expect(live).toContainText('Task Alpha was dropped at');
  await expect(cards(page, 'Done')).toContainText(['Alpha']);
  await expect(cards(page, 'To do')).toHaveText(['Bravo']);

  // Enter opens the card; Escape cancels a keyboard drag.
  await card(page, 'Bravo').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Bravo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page, 'Bravo').focus();
  await page.keyboard.press('Space');
  // The keyboard sensor listens once the pick-up is announced (as a person hears it).
  await expect(live).toHaveText('Picked up task Bravo. It is at position 1 of 1 in list To do.');
  await keysHeard(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('Task Bravo is now at position');
  await page.keyboard.press('Escape');
  await expect(live).toContainText('Moving was cancelled. Task Bravo is back at position 1 of 1');
  await expect(cards(page, 'To do')).toHaveText(['Bravo']);

  await page.reload();
  await expect(cards(page, 'To do')).toHaveText(['Bravo']);
  await expect(cards(page, 'Done')).toContainText(['Alpha']);
});

test('a failed move puts the task back and shows the message', async ({ page, consoleErrors }) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const { projectId } = await seedBoard(ada, { 'To do': ['Alpha'], Done: ['Delta'] });
  await open(ada, boardPath(projectId));

  await page.route('**/api/projects/*/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'conflict', message: 'The board changed meanwhile.' },
          }),
        })
      : route.fallback(),
  );
  await drag(page, card(page, 'Alpha'), card(page, 'Delta'));
  await expectToast(ada, 'Error', 'The board changed meanwhile.');
  await expect(cards(page, 'To do')).toHaveText(['Alpha']);
  await expect(cards(page, 'Done')).toHaveText(['Delta']);
  // The refused request and its report are the expected console errors here.
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.length = 0;
});

test('a finger drags after a 300 ms hold with a short vibration; a quick swipe does not', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const { projectId } = await seedBoard(ada, { 'To do': ['Alpha', 'Bravo', 'Charlie'] });
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const mobile = await phone.newPage();
  const errors: string[] = [];
  mobile.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await mobile.addInitScript(() => {
    const calls: number[] = [];
    Object.defineProperty(window, '__vibrations', { value: calls });
    navigator.vibrate = (pattern: VibratePattern | Iterable<number>) => (
      calls.push(Number(pattern)),
      true
    );
  });
  await mobile.goto(boardPath(projectId));
  await expect(cards(mobile, 'To do')).toHaveText(['Alpha', 'Bravo', 'Charlie']);
  const cdp = await phone.newCDPSession(mobile);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const box = await card(mobile, 'Alpha').boundingBox();
  if (!box) throw new Error('no card');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const vibrations = () => mobile.evaluate(() => Reflect.get(window, '__vibrations') as number[]);

  // A quick swipe moves on at once: no drag, no vibration. Its events go out together (CDP keeps
  // their order): awaited one by one, a busy CI machine once spaced them past the 300 ms hold.
  await Promise.all([
    touch('touchStart', x, y),
    ...[1, 2, 3, 4, 5].map((i) => touch('touchMove', x, y + i * 20)),
    touch('touchEnd', x, y + 100),
  ]);
  expect(await vibrations()).toEqual([]);
  await expect(cards(mobile, 'To do')).toHaveText(['Alpha', 'Bravo', 'Charlie']);

  // Held for 300 ms, the card lifts (10 ms vibration) and follows the finger. The page handles the
  // swipe's last events first (input runs before the next frames), and the finger goes where the
  // card is then.
  await mobile.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const held = await card(mobile, 'Alpha').boundingBox();
  if (!held) throw new Error('no card');
  const hx = held.x + held.width / 2;
  const hy = held.y + held.height / 2;
  const saved = boardWrite(mobile, 'tasks');
  await touch('touchStart', hx, hy);
  // The hold's timer fires in the page: a busy machine runs it late, so wait for it to fire
  // rather than for a fixed 400 ms (the swipe above shows nothing fires without the hold).
  await expect.poll(vibrations).toEqual([10]);
  const bravo = await card(mobile, 'Bravo').boundingBox();
  if (!bravo) throw new Error('no card');
  for (let i = 1; i <= 10; i++)
    await touch('touchMove', hx, hy + ((bravo.height + 8) * 1.2 * i) / 10);
  await touch('touchEnd', hx, hy + (bravo.height + 8) * 1.2);
  await saved;
  await expect(cards(mobile, 'To do')).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  expect(errors).toEqual([]);
  await phone.close();
});
