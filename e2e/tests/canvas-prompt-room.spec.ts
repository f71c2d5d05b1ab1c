import { expect, test } from '../support/fixtures';
import { api, createProject, person } from '../support/people';
import { column, keyColumn, openVisualizer, tableNamed } from '../support/visualizer';

// Issue 36, item B12: the AI prompt box floats over the bottom of the canvas; a view that fits
// the diagram keeps the tables above it.

test("a diagram's first view keeps every table above the AI prompt box", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ann = await person(page, 'Ann');
  const id = await createProject(ann, 'Tall', '', 'postgresql');
  // Five tables one under another, about 1440 units tall: in the 840 px high canvas beside the
  // side panel, readable whole only with the narrow margin, which used to put the last one
  // under the prompt box at the bottom of the canvas.
  const tables = Array.from({ length: 5 }, (_, i) => ({
    id: `t${i}`,
    name: `t${i}`,
    x: 0,
    y: i * 300,
    width: 300,
    attributes: [keyColumn('id'), ...['a', 'b', 'c', 'd', 'e'].map((c) => column(c))],
  }));
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'replace',
    model: { tables, relationships: [] },
  });
  await openVisualizer(ann, id);
  const prompt = page.getByRole('form', { name: 'Generate tables with AI' });
  // The whole diagram is in view, its columns drawn, the last table's bottom above the box.
  await expect(page.getByTestId('table-node')).toHaveCount(5);
  await expect(tableNamed(page, 't4').getByTestId('table-row')).toHaveCount(6);
  await expect
    .poll(async () => {
      const box = await prompt.boundingBox();
      const last = await tableNamed(page, 't4').boundingBox();
      return box && last ? box.y - (last.y + last.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
