import { DIALOG, seedTaggedBoard } from '../support/a11yContent';
import { expectAccessible } from '../support/axe';
import { boardPath, card } from '../support/board';
import { expect, test } from '../support/fixtures';
import { open } from '../support/people';

// Issue 17 item 4: the task dialog, its edit form and the tag picker, in all five themes.

test('the task dialog, its edit form and the tag picker have no axe violations', async ({
  page,
}) => {
  const { ada, projectId } = await seedTaggedBoard(page);
  await open(ada, boardPath(projectId));
  await card(page, 'Design users table').click();
  const dialog = page.getByRole('dialog', { name: 'Design users table' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the task dialog', { include: DIALOG });

  await dialog.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expectAccessible(page, 'the task edit form', { include: DIALOG });

  await edit.getByLabel('Tags', { exact: true }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'the tag picker', { include: '[role="listbox"]' });
});

test('the Manage tags dialog and its delete question have no axe violations', async ({ page }) => {
  const { ada, projectId } = await seedTaggedBoard(page);
  await open(ada, boardPath(projectId));
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage tags' });
  await expect(manage.getByRole('textbox', { name: 'Name of tag urgent' })).toBeVisible();
  await expectAccessible(page, 'the Manage tags dialog', { include: DIALOG });

  await manage.getByRole('button', { name: 'Delete tag urgent' }).click();
  const question = page.getByRole('dialog', { name: 'Delete Tag' });
  await expect(question).toContainText('Delete the tag "urgent"?');
  await expectAccessible(page, 'the delete-tag question', { include: DIALOG });
});
