import {
  DIALOG,
  fillImport,
  openEmptyVisualizer,
  openImportedVisualizer,
  PANE,
  submitImport,
} from '../support/a11yContent';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { clickTable, settled } from '../support/visualizer';

// Issue 17 item 4: the visualizer with content, in all five themes, on a desktop and a phone.

test('the import dialog, the visualizer with content and the table editor have no axe violations', async ({
  page,
}) => {
  await openEmptyVisualizer(page);
  await fillImport(page);
  await expectAccessible(page, 'the import dialog', { include: DIALOG });
  await submitImport(page);
  await settled(page);
  await expect(page.getByTestId('view-node')).toHaveCount(1);
  await expectAccessible(page, 'the visualizer with content');

  await clickTable(page, 'orders');
  await expect(page.getByTestId('index-editor')).toHaveCount(1);
  await expectAccessible(page, 'the table editor panel', { include: PANE });
});

test('the visualizer and its side panel at 390 px have no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openImportedVisualizer(page);
  await expectAccessible(page, 'the visualizer at 390 px');

  await page.getByRole('button', { name: 'Side panel' }).click();
  await expect(page.getByTestId('side-pane')).toBeVisible();
  await expectAccessible(page, 'the side panel at 390 px');
});
