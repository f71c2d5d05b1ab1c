import { seedTaggedBoard } from '../support/a11yContent';
import { expectAccessible } from '../support/axe';
import { boardPath, card, column } from '../support/board';
import { expect, test } from '../support/fixtures';
import { open } from '../support/people';

// Issue 17 item 4: the task board with content and its menus, in all five themes.

test('the task board, its templates menu and its list menu have no axe violations', async ({
  page,
}) => {
  const { ada, projectId } = await seedTaggedBoard(page);
  await open(ada, boardPath(projectId));
  await expect(card(page, 'Design users table')).toBeVisible();
  await expectAccessible(page, 'the task board');

  await column(page, 'To do')
    .getByRole('button', { name: 'Add a task from a template to To do' })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the templates menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await column(page, 'To do').getByRole('button', { name: 'More actions for list To do' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the list menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the task board at 390 px has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { ada, projectId } = await seedTaggedBoard(page);
  await open(ada, boardPath(projectId));
  await expect(card(page, 'Design users table')).toBeVisible();
  await expectAccessible(page, 'the task board at 390 px');
});
