import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { boardPath, card, cards, column, drag, expectLists, seedBoard } from '../support/board';
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
// changes for a second member, and two people editing one task (moves are in tasks-moves.spec.ts).
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
