import { expect, test } from '../support/fixtures';
import { canvasWithSettingsTab, choose, shot } from '../support/visualization';

// Issue 21 item 1: Project settings > Visualization. Admins set the project's defaults; each
// member may choose otherwise in their own browser. Every option changes what the canvas draws
// (compared with stored screenshots, with room for anti-aliasing) and what an export shows.
// What a table shows is in visualization-tables.spec.ts.

test('each notation and line style changes what the canvas draws, live from a second tab', async ({
  page,
}) => {
  // The canvas, and a second tab of the same person's on the settings page.
  const { canvas, mine, settings } = await canvasWithSettingsTab(page);
  const SHOT = shot(page);
  // Arrows: the built-in default, drawn at the referenced table.
  await expect(page.locator('[data-notation="arrows"]')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('default.png', SHOT);

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

  // Back to the project's defaults: the first picture again.
  await settings.getByRole('button', { name: 'Use the project’s defaults' }).click();
  await expect(page.locator('[data-notation="arrows"]')).toHaveCount(1);
  await expect(canvas).toHaveScreenshot('default.png', SHOT);
  await settings.close();
});
