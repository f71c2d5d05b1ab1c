import { expect, test } from '../support/fixtures';
import { choose, section, shop, shot } from '../support/visualization';
import { openVisualizer, tableNamed } from '../support/visualizer';

// Issue 21 item 1: Project settings > Visualization. Admins set the project's defaults; each
// member may choose otherwise in their own browser. Every option changes what the canvas draws
// (compared with stored screenshots, with room for anti-aliasing) and what an export shows.

test('each visualization option changes what the canvas draws, live from a second tab', async ({
  page,
}) => {
  // Seven pictures, each compared until it is stable.
  test.setTimeout(90_000);
  const { ann, id } = await shop(page);
  await openVisualizer(ann, id);
  const canvas = page.getByTestId('diagram-canvas');
  const SHOT = shot(page);
  await expect(tableNamed(page, 'invoice').getByTestId('table-row')).toHaveCount(4);
  // Arrows: the built-in default, drawn at the referenced table.
  await expect(page.locator('[data-notation="arrows"]')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('default.png', SHOT);

  // The same person's second tab: the settings page. Its choices reach the canvas tab at once.
  const settings = await page.context().newPage();
  await settings.goto(`/app/projects/${id}/settings/visualization`);
  await expect(settings.getByRole('heading', { level: 1, name: 'Visualization' })).toBeVisible();
  const mine = section(settings, 'On this browser');

  await choose(mine, 'Relationship notation', 'Crow’s foot');
  await expect(page.locator('[data-notation="crowsFoot"]')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('crows-foot.png', SHOT);

  await choose(mine, 'Relationship notation', 'UML (1, 0..1, *)');
  await expect(page.locator('[data-notation="uml"] text')).toHaveText(['1', '*']);
  await expect(canvas).toHaveScreenshot('uml.png', SHOT);

  await choose(mine, 'Line style', 'Orthogonal');
  await expect(canvas).toHaveScreenshot('uml-orthogonal.png', SHOT);
  await choose(mine, 'Line style', 'Straight');
  await expect(canvas).toHaveScreenshot('uml-straight.png', SHOT);

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
