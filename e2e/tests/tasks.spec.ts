import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  boardPath,
  boardWrite,
  card,
  cards,
  column,
  createList,
  createTag,
  createTask,
  drag,
  expectLists,
  seedBoard,
} from '../support/board';
import { api, createProject, expectToast, open, person } from '../support/people';

test('creates lists and tasks, renames a list in place and refuses an empty name', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  await open(ada, boardPath(projectId));
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  // "Add List" adds "New List" at the end with its name ready to type over.
  await page.getByRole('button', { name: 'Add List' }).click();
  const firstName = column(page, 'New List').getByRole('textbox', { name: 'List name' });
  await expect(firstName).toBeFocused();
  await firstName.fill('To do');
  await firstName.press('Enter');
  await expect(column(page, 'To do')).toBeVisible();
  await page.getByRole('button', { name: 'Add List' }).click();
  const second = column(page, 'New List').getByRole('textbox', { name: 'List name' });
  await second.fill('Done');
  await second.blur(); // leaving the field saves too
  await expectLists(page, ['To do', 'Done']);

  // An empty name is refused with the spec's message and the old name comes back.
  const doneName = column(page, 'Done').getByRole('textbox', { name: 'List name' });
  await doneName.fill('   ');
  await doneName.press('Enter');
  await expectToast(ada, 'Error', 'List name cannot be empty');
  await expect(doneName).toHaveValue('Done');

  // The inline form: Create Task, Enter for the next one; a blank name creates nothing.
  const todo = column(page, 'To do');
  await todo.getByRole('button', { name: 'Add Task' }).click();
  const nameBox = todo.getByRole('textbox', { name: /Name of the new task/ });
  await expect(nameBox).toHaveAttribute('required', '');
  await nameBox.fill('Design users table');
  await todo.getByRole('button', { name: 'Create Task' }).click();
  await nameBox.fill('Add indexes');
  await nameBox.press('Enter');
  await nameBox.fill('   ');
  await todo.getByRole('button', { name: 'Create Task' }).click();
  await expect(cards(page, 'To do')).toHaveText(['Design users table', 'Add indexes']);
  await todo.getByRole('button', { name: 'Cancel' }).click();
  await expect(nameBox).toHaveCount(0);

  // The list menu's Add Task opens the same form.
  await column(page, 'Done').getByRole('button', { name: 'More actions for list Done' }).click();
  await page.getByRole('menuitem', { name: 'Add Task' }).click();
  await column(page, 'Done')
    .getByRole('textbox', { name: /Name of the new task/ })
    .fill('Ship it');
  await column(page, 'Done').getByRole('button', { name: 'Create Task' }).click();
  await expect(cards(page, 'Done')).toHaveText(['Ship it']);

  // Everything was saved.
  await page.reload();
  await expectLists(page, ['To do', 'Done']);
  await expect(cards(page, 'To do')).toHaveText(['Design users table', 'Add indexes']);
  await expect(cards(page, 'Done')).toHaveText(['Ship it']);

  // Deleting a list asks first.
  await column(page, 'Done').getByRole('button', { name: 'More actions for list Done' }).click();
  await page.getByRole('menuitem', { name: 'Delete List' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Delete List' });
  await expect(confirmDialog).toContainText('"Done" and its 1 task');
  await confirmDialog.getByRole('button', { name: 'Delete List' }).click();
  await expectLists(page, ['To do']);
  await page.reload();
  await expectLists(page, ['To do']);
});

test('views, edits and deletes a task in its dialog, with tags created there', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const { projectId } = await seedBoard(ada, { 'To do': ['Design users table'] });
  await open(ada, boardPath(projectId));

  await card(page, 'Design users table').click();
  const dialog = page.getByRole('dialog', { name: 'Design users table' });
  await expect(dialog).toContainText('No description provided.');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await card(page, 'Design users table').click();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toContainText('Please fill out all required fields');

  // Cancel goes back to the view, unchanged.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toContainText('No description provided.');
  await dialog.getByRole('button', { name: 'Edit' }).click();

  await edit.getByRole('textbox', { name: 'Name' }).fill('Design the users table');
  await edit.getByRole('textbox', { name: 'Description' }).fill('Columns, keys and constraints.');
  await edit.getByRole('textbox', { name: 'New tag' }).fill('schema');
  await edit.getByRole('textbox', { name: 'Tag colour' }).fill('#4263eb');
  await edit.getByRole('button', { name: 'Add Tag' }).click();
  await expect(edit.getByText('schema', { exact: true })).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Completed' }).check();
  await edit.getByLabel('Due date').fill('2030-12-24');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);

  const saved = card(page, 'Design the users table');
  await expect(saved).toContainText('schema');
  await expect(saved).toContainText('Completed');
  await expect(saved).toContainText('Dec 24, 2030');
  await page.reload();
  await saved.click();
  const view = page.getByRole('dialog', { name: 'Design the users table' });
  await expect(view).toContainText('Columns, keys and constraints.');
  await expect(view).toContainText('Completed');

  // Delete closes the dialog, asks, then says so.
  await view.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Task' })
    .getByRole('button', { name: 'Delete Task' })
    .click();
  await expectToast(ada, 'Success', 'Task deleted successfully!');
  await expect(saved).toHaveCount(0);
  await page.reload();
  await expect(column(page, 'To do')).toContainText('No tasks yet');
});

test('searches by name and tag with every word, and shows archived tasks on request', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  const list = await createList(ada, projectId, 'To do');
  const schema = await createTag(ada, projectId, 'schema', '#4263eb');
  await createTask(ada, projectId, list.id, 'Design users table', { tag_ids: [schema.id] });
  await createTask(ada, projectId, list.id, 'Design orders table');
  await createTask(ada, projectId, list.id, 'Seed users', { tag_ids: [schema.id] });
  const old = await createTask(ada, projectId, list.id, 'Old users backup');
  await api(ada, 'PATCH', `/api/projects/${projectId}/tasks/${old.id}`, { is_archived: true });
  await open(ada, boardPath(projectId));

  const names = cards(page, 'To do');
  await expect(names).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search Items' });
  await search.fill('DESIGN');
  await expect(names).toHaveCount(2);
  await search.fill('users SCHEMA');
  await expect(names).toHaveCount(2);
  await expect(names.nth(0)).toContainText('Design users table');
  await expect(names.nth(1)).toContainText('Seed users');
  await search.fill('design schema');
  await expect(names).toHaveCount(1);
  await search.fill('nothing like this');
  await expect(column(page, 'To do')).toContainText('No matching tasks');

  await search.fill('users');
  await expect(names).toHaveCount(2);
  await page.getByRole('switch', { name: 'Show archived' }).check();
  await expect(names).toHaveCount(3);
  await expect(card(page, 'Old users backup')).toContainText('Archived');
});

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
