import { expect, test } from '../support/fixtures';
import { canvasWithSettingsTab, choose, shot } from '../support/visualization';
import { tableNamed } from '../support/visualizer';

// Issue 21 item 1: what a table shows (all columns, keys only, name only; types and nullability)
// changes what the canvas draws, compared with stored screenshots. The notations and line styles
// are in visualization.spec.ts.

test('what a table shows, and its types and nullability, change what the canvas draws, live from a second tab', async ({
  page,
}) => {
  // The canvas, and a second tab of the same person's on the settings page.
  const { canvas, mine, settings } = await canvasWithSettingsTab(page);
  const SHOT = shot(page);

  // The stored pictures were drawn with UML notation and straight lines.
  await choose(mine, 'Relationship notation', 'UML (1, 0..1, *)');
  await choose(mine, 'Line style', 'Straight');
  await expect(page.locator('[data-notation="uml"] text')).toHaveText(['1', '*']);

  await choose(mine, 'Tables show', 'Keys only');
  await expect(tableNamed(page, 'invoice').getByTestId('table-row')).toHaveCount(2);
  await expect(tableNamed(page, 'customer').getByTestId('table-row')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('keys-only.png', SHOT);
  await choose(mine, 'Tables show', 'Name only');
  await expect(tableNamed(page, 'invoice').getByTestId('table-row')).toHaveCount(0);
  await expect(canvas).toHaveScreenshot('name-only.png', SHOT);

  await choose(mine, 'Tables show', 'All columns');
  // Mantine's switch input is drawn as its track; a click on the input is what a click on it does.
  await mine.getByRole('switch', { name: 'Show column types' }).dispatchEvent('click');
  await expect(page.getByText('numeric')).toBeHidden();
  await mine
    .getByRole('switch', { name: 'Show nullability (NULL / NOT NULL)' })
    .dispatchEvent('click');
  await expect(page.getByTestId('nullability').first()).toBeHidden();
  await expect(canvas).toHaveScreenshot('no-types-no-nullability.png', SHOT);

  // Back to the project's defaults: the first picture again.
  await settings.getByRole('button', { name: 'Use the project’s defaults' }).click();
  await expect(page.locator('[data-notation="arrows"]')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('default.png', SHOT);
  await settings.close();
});
