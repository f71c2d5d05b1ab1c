import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { boxOf, dragMouse, openDiagram, settled } from '../support/visualizer';

// Issue 21 item 2: an area drawn with the tool, renamed, recoloured and found again; axe-core on
// the canvas with a selected area (its name and colour swatches) in every theme.

test('an area is drawn with the Draw area tool, renamed, found with Ctrl+K, and has no axe violations', async ({
  page,
}) => {
  await openDiagram(page, {
    tables: [
      { name: 'customer', x: 0, y: 0 },
      { name: 'invoice', x: 400, y: 0 },
    ],
  });
  await page.getByRole('button', { name: 'Draw area' }).click();
  // The tool's layer is loaded when the tool is first chosen; a drag before it is there draws nothing.
  await expect(page.getByTestId('area-draw-layer')).toBeAttached();
  const canvas = await boxOf(page.getByTestId('diagram-canvas'));
  // Below the tables, clear of the toolbar.
  const start = { x: canvas.x + 60, y: canvas.y + 300 };
  await dragMouse(page, start, { x: start.x + 260, y: start.y + 200 });
  const area = page.getByTestId('area-node');
  await expect(area.getByText('Area 1')).toBeVisible();
  await settled(page);

  await area.getByText('Area 1').dblclick();
  const field = page.getByRole('textbox', { name: 'Area name' });
  await field.fill('Billing');
  await field.press('Enter');
  await expect(area.getByText('Billing')).toBeVisible();
  await settled(page);

  // Selected, it offers the palette's colours by name; the first is taken at once.
  await area.getByText('Billing').click();
  const blue = page
    .getByRole('group', { name: 'Area colour' })
    .getByRole('button', { name: 'Blue' });
  await blue.click();
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await settled(page);
  await expectAccessible(page, 'the visualizer with a selected area');

  await page.mouse.click(canvas.x + 40, canvas.y + canvas.height - 200);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the diagram' }).fill('billing');
  await expect(page.getByRole('option').first()).toContainText('Billing');
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-flow__node-area')).toHaveClass(/selected/);
});
