import type { Locator, Page } from '@playwright/test';
import { boardPath, card, createList, createTag, createTask } from '../support/board';
import { expect, httpStatusError, test } from '../support/fixtures';
import {
  addMember,
  api,
  createProject,
  done,
  expectToast,
  open,
  person,
  type Person,
} from '../support/people';

const live = { timeout: 2_000 };

/** A tag's chip on a task's card. */
function chip(page: Page, taskName: string, tagName: string): Locator {
  return card(page, taskName).locator('span[title]').filter({ hasText: tagName });
}

/** Opens "Manage tags" from the board's toolbar. */
async function manageTags(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage tags' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A board with the tasks Alpha (schema, bug) and Bravo (schema) in "To do". */
async function taggedBoard(ada: Person): Promise<string> {
  const projectId = await createProject(ada, `Shop ${Date.now()}`);
  const list = await createList(ada, projectId, 'To do');
  const schema = await createTag(ada, projectId, 'schema', '#4263eb');
  const bug = await createTag(ada, projectId, 'bug', '#c92a2a');
  await createTask(ada, projectId, list.id, 'Alpha', { tag_ids: [schema.id, bug.id] });
  await createTask(ada, projectId, list.id, 'Bravo', { tag_ids: [schema.id] });
  return projectId;
}

test('tag edits live in a second browser', async ({
  page,
  browser,
  consoleErrors,
  allowConsoleErrors,
}) => {
  // The refused rename and its report are expected.
  allowConsoleErrors(httpStatusError(409), /ApiError: The project has a tag named/);
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const projectId = await taggedBoard(ada);
  await addMember(ada, projectId, grace, 'Editor');
  await open(ada, boardPath(projectId));
  await open(grace, boardPath(projectId));
  const other = grace.page;
  await expect(chip(other, 'Alpha', 'schema')).toHaveCSS('background-color', 'rgb(66, 99, 235)');

  // Grace, an Editor, renames "schema" in place; Ada's cards follow.
  const graceTags = await manageTags(other);
  await expect(graceTags.getByText('Used by 2 tasks')).toBeVisible();
  const name = graceTags.getByRole('textbox', { name: 'Name of tag schema' });
  await name.fill('database');
  await name.press('Enter');
  await expect(chip(page, 'Alpha', 'database')).toBeVisible(live);
  await expect(chip(page, 'Bravo', 'database')).toBeVisible(live);
  await expect(card(page, 'Alpha')).not.toContainText('schema');

  // Ada, the Admin, gives it a light green by keyboard: the chips turn green with black text.
  const adaTags = await manageTags(page);
  const colour = adaTags.getByRole('textbox', { name: 'Colour of tag database' });
  await colour.fill('#2b8a3e');
  await colour.press('Enter');
  for (const task of ['Alpha', 'Bravo']) {
    await expect(chip(other, task, 'database')).toHaveCSS(
      'background-color',
      'rgb(43, 138, 62)',
      live,
    );
    await expect(chip(other, task, 'database')).toHaveCSS('color', 'rgb(0, 0, 0)');
  }
  // Grace's open dialog shows the new colour too.
  await expect(graceTags.getByRole('textbox', { name: 'Colour of tag database' })).toHaveValue(
    '#2b8a3e',
    live,
  );

  // A name another tag has is refused with the server's message; the field shows the old name.
  const bugName = adaTags.getByRole('textbox', { name: 'Name of tag bug' });
  await bugName.fill('DATABASE');
  await bugName.press('Enter');
  await expectToast(ada, 'Error', 'The project has a tag named "database" already.');
  await expect(bugName).toHaveValue('bug');
  await expect(chip(other, 'Alpha', 'bug')).toBeVisible();

  // Ada deletes "bug" after a question naming it and its one task.
  await adaTags.getByRole('button', { name: 'Delete tag bug' }).press('Enter');
  const question = page.getByRole('dialog', { name: 'Delete Tag' });
  await expect(question).toContainText(
    'Delete the tag "bug"? It will be removed from the 1 task that carries it.',
  );
  await question.getByRole('button', { name: 'Delete Tag' }).click();
  await expect(chip(other, 'Alpha', 'bug')).toHaveCount(0, live);
  await expect(graceTags.getByRole('textbox', { name: 'Name of tag bug' })).toHaveCount(0, live);
  await expect(adaTags.getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(card(page, 'Alpha')).toContainText('database');
  await expect(card(page, 'Alpha')).not.toContainText('bug');
  await done(grace);
});

test('a Viewer has no tag controls, sees tag edits live and the server refuses theirs', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const vic = await person(browser, 'Vic');
  const projectId = await taggedBoard(ada);
  await addMember(ada, projectId, vic, 'Viewer');
  await open(vic, boardPath(projectId));
  const viewer = vic.page;
  await expect(chip(viewer, 'Alpha', 'schema')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Manage tags' })).toHaveCount(0);

  const tags = await api<Array<{ id: string; name: string }>>(
    ada,
    'GET',
    `/api/projects/${projectId}/tags`,
  );
  const schema = tags.find((t) => t.name === 'schema')!;
  await api(ada, 'PATCH', `/api/projects/${projectId}/tags/${schema.id}`, { name: 'database' });
  await expect(chip(viewer, 'Bravo', 'database')).toBeVisible(live);

  const base = `/api/projects/${projectId}/tags/${schema.id}`;
  const headers = { origin: new URL(viewer.url()).origin };
  const writes = [
    viewer.request.patch(base, { headers, data: { color: '#000000' } }),
    viewer.request.delete(base, { headers }),
  ];
  for (const response of await Promise.all(writes)) {
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain('Only Editors and Admins can change the board.');
  }
  await expect(chip(viewer, 'Bravo', 'database')).toHaveCSS('background-color', 'rgb(66, 99, 235)');
  await done(vic);
});
