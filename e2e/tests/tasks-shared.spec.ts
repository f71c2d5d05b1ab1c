import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  boardPath,
  boardWrite,
  card,
  cards,
  column,
  createList,
  createTask,
  drag,
  expectLists,
  seedBoard,
} from '../support/board';
import {
  addMember,
  createProject,
  done,
  expectToast,
  open,
  person,
  type Person,
} from '../support/people';

// The task board, continued from tasks.spec.ts (split so each file keeps its 90 s budget): live
// changes for a second member, a Viewer's board, touch drags, and two people editing one task.
test('a second member sees every change live', async ({ page, browser, consoleErrors }) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  await addMember(ada, projectId, grace, 'Editor');
  await open(ada, boardPath(projectId));
  await open(grace, boardPath(projectId));
  const other = grace.page;
  const live = { timeout: 2_000 };

  await page.getByRole('button', { name: 'Add List' }).click();
  await expect(column(other, 'New List')).toBeVisible(live);
  const name = column(page, 'New List').getByRole('textbox', { name: 'List name' });
  await name.fill('To do');
  await name.press('Enter');
  await expect(column(other, 'To do')).toBeVisible(live);
  await page.getByRole('button', { name: 'Add List' }).click();
  const second = column(page, 'New List').getByRole('textbox', { name: 'List name' });
  await second.fill('Done');
  await second.press('Enter');
  await expect(column(other, 'Done')).toBeVisible(live);

  await column(page, 'To do').getByRole('button', { name: 'Add Task' }).click();
  await column(page, 'To do')
    .getByRole('textbox', { name: /Name of the new task/ })
    .fill('Alpha');
  await column(page, 'To do').getByRole('button', { name: 'Create Task' }).click();
  await expect(cards(other, 'To do')).toHaveText(['Alpha'], live);

  await drag(page, card(page, 'Alpha'), column(page, 'Done'));
  await expect(cards(other, 'Done')).toHaveText(['Alpha'], live);
  await expect(cards(other, 'To do')).toHaveCount(0, live);

  await drag(
    page,
    page.getByRole('button', { name: 'Move list Done' }),
    page.getByRole('button', { name: 'Move list To do' }),
  );
  await expectLists(other, ['Done', 'To do']);

  // Grace edits; Ada sees it.
  await card(other, 'Alpha').click();
  await other.getByRole('dialog', { name: 'Alpha' }).getByRole('button', { name: 'Edit' }).click();
  await other
    .getByRole('dialog', { name: 'Edit Task' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Alpha one');
  await other
    .getByRole('dialog', { name: 'Edit Task' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(card(page, 'Alpha one')).toBeVisible(live);

  await card(page, 'Alpha one').click();
  await page
    .getByRole('dialog', { name: 'Alpha one' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Task' })
    .getByRole('button', { name: 'Delete Task' })
    .click();
  await expect(card(other, 'Alpha one')).toHaveCount(0, live);

  await column(page, 'To do').getByRole('button', { name: 'More actions for list To do' }).click();
  await page.getByRole('menuitem', { name: 'Delete List' }).click();
  await page
    .getByRole('dialog', { name: 'Delete List' })
    .getByRole('button', { name: 'Delete List' })
    .click();
  await expectLists(other, ['Done']);
  await done(grace);
});

test('a Viewer sees the board read-only and the server refuses their writes', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const vic = await person(browser, 'Vic');
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  await addMember(ada, projectId, vic, 'Viewer');
  const list = await createList(ada, projectId, 'To do');
  const task = await createTask(ada, projectId, list.id, 'Alpha', { description: 'Read me.' });
  await open(vic, boardPath(projectId));
  const viewer = vic.page;

  await expect(cards(viewer, 'To do')).toHaveText(['Alpha']);
  await expect(column(viewer, 'To do').getByRole('heading', { name: 'To do' })).toBeVisible();
  for (const control of ['Add List', 'Add Task', 'Move list To do', 'More actions for list To do'])
    await expect(viewer.getByRole('button', { name: control })).toHaveCount(0);
  await expect(viewer.getByRole('textbox', { name: 'List name' })).toHaveCount(0);
  await expect(card(viewer, 'Alpha')).not.toHaveAttribute('aria-roledescription');

  await card(viewer, 'Alpha').click();
  const dialog = viewer.getByRole('dialog', { name: 'Alpha' });
  await expect(dialog).toContainText('Read me.');
  await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // A drag by mouse moves nothing.
  await drag(viewer, card(viewer, 'Alpha'), column(viewer, 'To do'), { y: 10 });
  await expect(cards(viewer, 'To do')).toHaveText(['Alpha']);

  const base = `/api/projects/${projectId}`;
  const headers = { origin: new URL(viewer.url()).origin };
  const writes = [
    viewer.request.post(`${base}/task-lists`, { headers, data: {} }),
    viewer.request.post(`${base}/tasks`, { headers, data: { task_list_id: list.id, name: 'X' } }),
    viewer.request.patch(`${base}/tasks/${task.id}`, { headers, data: { name: 'Y' } }),
    viewer.request.delete(`${base}/task-lists/${list.id}`, { headers }),
    viewer.request.post(`${base}/tags`, { headers, data: { name: 'z' } }),
  ];
  for (const response of await Promise.all(writes)) {
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('Only Editors and Admins can change the board.');
  }
  await done(vic);
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
    navigator.vibrate = (pattern: VibratePattern) => (calls.push(Number(pattern)), true);
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

  // A quick swipe moves on at once: no drag, no vibration.
  await touch('touchStart', x, y);
  for (let i = 1; i <= 5; i++) await touch('touchMove', x, y + i * 20);
  await touch('touchEnd', x, y + 100);
  expect(await vibrations()).toEqual([]);
  await expect(cards(mobile, 'To do')).toHaveText(['Alpha', 'Bravo', 'Charlie']);

  // Held for 300 ms, the card lifts (10 ms vibration) and follows the finger.
  const saved = boardWrite(mobile, 'tasks');
  await touch('touchStart', x, y);
  await mobile.waitForTimeout(400);
  expect(await vibrations()).toEqual([10]);
  const bravo = await card(mobile, 'Bravo').boundingBox();
  if (!bravo) throw new Error('no card');
  for (let i = 1; i <= 10; i++)
    await touch('touchMove', x, y + ((bravo.height + 8) * 1.2 * i) / 10);
  await touch('touchEnd', x, y + (bravo.height + 8) * 1.2);
  await saved;
  await expect(cards(mobile, 'To do')).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  expect(errors).toEqual([]);
  await phone.close();
});

test('two people editing one task keep both edits; on the same field the later save says what it replaced', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const { projectId } = await seedBoard(ada, { 'To do': ['Alpha'] });
  await addMember(ada, projectId, grace, 'Editor');
  const editAlpha = async (who: Person, title: string) => {
    await open(who, boardPath(projectId));
    await card(who.page, title).click();
    await who.page
      .getByRole('dialog', { name: title })
      .getByRole('button', { name: 'Edit' })
      .click();
    return who.page.getByRole('dialog', { name: 'Edit Task' });
  };
  const save = async (form: Locator) => {
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
  };

  // Both open the task; Ada saves a description, then Grace a new name: both are kept.
  const adaForm = await editAlpha(ada, 'Alpha');
  const graceForm = await editAlpha(grace, 'Alpha');
  await adaForm.getByRole('textbox', { name: 'Description' }).fill('Columns and keys.');
  await save(adaForm);
  await graceForm.getByRole('textbox', { name: 'Name' }).fill('Alpha one');
  await save(graceForm);
  for (const who of [ada, grace]) {
    await card(who.page, 'Alpha one').click();
    await expect(who.page.getByRole('dialog', { name: 'Alpha one' })).toContainText(
      'Columns and keys.',
    );
    await who.page.getByRole('button', { name: 'Close dialog' }).click();
  }

  // Both change the description: Grace's later save wins and tells her what it replaced.
  const adaAgain = await editAlpha(ada, 'Alpha one');
  const graceAgain = await editAlpha(grace, 'Alpha one');
  await adaAgain.getByRole('textbox', { name: 'Description' }).fill('Ada’s notes');
  await save(adaAgain);
  await graceAgain.getByRole('textbox', { name: 'Description' }).fill('Grace’s notes');
  await save(graceAgain);
  await expectToast(
    grace,
    'Both of you changed this task',
    'Someone else changed the description while you were editing; your version replaced theirs: “Ada’s notes”',
  );
  await card(page, 'Alpha one').click();
  await expect(page.getByRole('dialog', { name: 'Alpha one' })).toContainText('Grace’s notes');
  await done(grace);
});
