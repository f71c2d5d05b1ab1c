import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { editedProject, openComparison } from '../support/compare';

// Issue 19, item 2: the comparison of versions, its list of changes and its migration panel, in all
// five themes (the marks' colours on the canvas included).

test('the comparison with its list of changes has no axe violations', async ({ page }) => {
  const { id, versionId } = await editedProject(page);
  await openComparison(page, id, versionId);
  await expectAccessible(page, 'the comparison with its list of changes');
});

test('the migration panel of a comparison has no axe violations', async ({ page }) => {
  const { id, versionId } = await editedProject(page);
  await openComparison(page, id, versionId);
  const pane = page.getByTestId('side-pane');
  await pane.getByRole('tab', { name: 'Migration' }).click();
  await expect(pane.getByTestId('script-view')).toContainText('RENAME TO purchases');
  await expectAccessible(page, 'the migration panel', { include: '[data-testid="side-pane"]' });
});
