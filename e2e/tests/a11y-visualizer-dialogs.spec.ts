import { DIALOG, openImportedVisualizer } from '../support/a11yContent';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { edgeMidpoint, menuEntries, tableNamed } from '../support/visualizer';

// Issue 17 item 4: the visualizer's dialogs, context menus and assistant, in all five themes.

const MENU = '[data-testid="context-menu"]';

test('the export and shortcuts dialogs and the assistant conversation have no axe violations', async ({
  page,
}) => {
  await openImportedVisualizer(page);

  await page.getByRole('button', { name: 'Export screenshot' }).click();
  await expect(page.getByRole('dialog', { name: 'Export' })).toBeVisible();
  await expectAccessible(page, 'the export dialog', { include: DIALOG });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the keyboard shortcuts dialog', { include: DIALOG });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Ask Rel, the assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Rel' });
  await panel.getByRole('textbox', { name: 'Message' }).fill('Which tables are there?');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.getByRole('log')).toContainText('orders');
  await expectAccessible(page, 'the assistant panel with a conversation', {
    include: '[data-testid="assistant-dock"]',
  });
});

test('the canvas, table and relationship context menus have no axe violations', async ({
  page,
}) => {
  await openImportedVisualizer(page);
  await page.getByTestId('diagram-canvas').click({ button: 'right', position: { x: 30, y: 400 } });
  await expect(menuEntries(page)).toHaveCount(2);
  await expectAccessible(page, 'the canvas context menu', { include: MENU });
  await page.keyboard.press('Escape');

  await tableNamed(page, 'users').click({ button: 'right', position: { x: 100, y: 15 } });
  await expect(menuEntries(page).filter({ hasText: 'Add Relationship' })).toBeVisible();
  await expectAccessible(page, 'the table context menu', { include: MENU });
  await page.keyboard.press('Escape');

  const line = await edgeMidpoint(page);
  await page.mouse.click(line.x, line.y, { button: 'right' });
  await expect(menuEntries(page).filter({ hasText: 'Delete Relationship' })).toBeVisible();
  await expectAccessible(page, 'the relationship context menu', { include: MENU });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('context-menu')).toHaveCount(0);
});
