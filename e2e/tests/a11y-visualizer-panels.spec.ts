import { openImportedVisualizer, PANE } from '../support/a11yContent';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { edgeMidpoint } from '../support/visualizer';

// Issue 17 item 4: the side panel's view, relationship, Types and Parser, in all five themes.

test('the view panel, the relationship editor, the Types and the Parser tabs have no axe violations', async ({
  page,
}) => {
  await openImportedVisualizer(page);
  await page.getByTestId('view-node').click();
  await expect(page.getByTestId('view-panel')).toBeVisible();
  await expectAccessible(page, 'the view panel', { include: PANE });

  const line = await edgeMidpoint(page);
  await page.mouse.click(line.x, line.y);
  await expect(page.getByTestId('relationship-editor')).toBeVisible();
  await expectAccessible(page, 'the relationship editor', { include: PANE });

  const pane = page.getByTestId('side-pane');
  await pane.getByRole('tab', { name: 'Types' }).click();
  await expect(pane.getByTestId('type-editor')).toHaveAttribute('data-name', 'mood');
  await expectAccessible(page, 'the types panel', { include: PANE });

  await pane.getByRole('tab', { name: /Parser/ }).click();
  await expect(pane.getByTestId('script-view')).toContainText('CREATE TABLE');
  await expectAccessible(page, 'the Parser tab', { include: PANE });
});
