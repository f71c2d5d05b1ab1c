import { answerTo, expect, test } from '../support/fixtures';
import {
  boardPath,
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
import { addMember, api, createProject, done, expectToast, open, person } from '../support/people';

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
  const created = answerTo(page, 'POST', /\/tasks$/);
  await column(page, 'Done').getByRole('button', { name: 'Create Task' }).click();
  await expect(cards(page, 'Done')).toHaveText(['Ship it']);

  // Everything was saved (a new task shows before the server has answered).
  expect(await created).toBe(201);
  await page.reload();
  await expectLists(page, ['To do', 'Done']);
  await expect(cards(page, 'To do')).toHaveText(['Design users table', 'Add indexes']);
  await expect(cards(page, 'Done')).toHaveText(['Ship it']);

  // Deleting a list asks first.
  await column(page, 'Done').getByRole('button', { name: 'More actions for list Done' }).click();
  await page.getByRole('menuitem', { name: 'Delete List' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Delete List' });
  await expect(confirmDialog).toContainText('"Done" and its 1 task');
  const deleted = answerTo(page, 'DELETE', /\/task-lists\/[^/]+$/);
  await confirmDialog.getByRole('button', { name: 'Delete List' }).click();
  await expectLists(page, ['To do']);
  expect(await deleted).toBe(200);
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
