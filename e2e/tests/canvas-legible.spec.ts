import { importDdl } from '@relata/core';
import { contrastRatio } from '../support/contrast';
import { expect, test } from '../support/fixtures';
import { api, createProject, person } from '../support/people';
import { canvasTransform, openVisualizer } from '../support/visualizer';

// Issue 36, item B10: zoomed out, still legible. A fitted view of a real-sized import draws its
// tables as boxes; their names stay readable, and in the Light theme the boxes do not fade into
// the page.

/** Sixty tables of a shop, each with a key, a few columns and a reference to the one before. */
function sixtyTables(): string {
  const words = ['customer', 'order', 'payment', 'invoice', 'product', 'shipment'];
  const name = (i: number) => `${words[i % words.length]}_${String(i).padStart(2, '0')}`;
  return Array.from({ length: 60 }, (_, i) => {
    const parent = i > 0 ? `, parent_id integer REFERENCES ${name(i - 1)} (id)` : '';
    return `CREATE TABLE ${name(i)} (id integer PRIMARY KEY, code text, amount numeric, note text${parent});`;
  }).join('\n');
}

/** An `rgb(r, g, b)` colour as `#rrggbb`. */
function hex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

test('a fitted view of 60 tables draws every name at least 11 px tall, on boxes that stand out in the Light theme', async ({
  page,
}) => {
  const ann = await person(page, 'Ann');
  const id = await createProject(ann, 'Shop', '', 'postgresql');
  const { model } = importDdl(sixtyTables(), 'postgresql');
  expect(model.tables).toHaveLength(60);
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, { mode: 'replace', model });
  // The theme is the app origin's to keep: set it on a small page of that origin first.
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('relata-theme', 'theme-light'));
  await openVisualizer(ann, id);
  // The whole diagram, with the side panel closed, as a person looks over an import.
  const toggle = page.getByRole('button', { name: 'Side panel' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  await expect.poll(async () => (await canvasTransform(page)).viewport.zoom).toBeLessThan(11 / 28);
  const { zoom } = (await canvasTransform(page)).viewport;

  // Every table is a box with its name, drawn at 11 px or more on screen, inside the view.
  const boxes = page.locator('[data-testid="table-node"]');
  await expect(boxes).toHaveCount(60);
  const names = await boxes.evaluateAll((els) =>
    els.map((el) => {
      const name = el.querySelector('[data-box-name]');
      const box = el.getBoundingClientRect();
      const text = name?.getBoundingClientRect();
      return {
        name: el.getAttribute('data-name') ?? '',
        shown: name?.textContent ?? '',
        fontSize: parseFloat(getComputedStyle(name ?? el).fontSize),
        inside:
          !!text &&
          text.height > 0 &&
          text.left >= box.left - 1 &&
          text.right <= box.right + 1 &&
          text.top >= box.top - 1 &&
          text.bottom <= box.bottom + 1,
      };
    }),
  );
  for (const n of names) {
    expect(n.shown, n.name).toBe(n.name);
    expect(n.fontSize * zoom, `${n.name} at zoom ${zoom}`).toBeGreaterThanOrEqual(11 - 0.01);
    expect(n.inside, `${n.name} stays in its box`).toBe(true);
  }

  // In the Light theme a box is filled apart from the canvas, its name readable on it.
  const colours = await boxes.first().evaluate((el) => ({
    box: getComputedStyle(el).backgroundColor,
    text: getComputedStyle(el).color,
    canvas: getComputedStyle(el.closest('[data-testid="diagram-canvas"]') ?? document.body)
      .backgroundColor,
  }));
  expect(contrastRatio(hex(colours.box), hex(colours.canvas))).toBeGreaterThanOrEqual(1.2);
  expect(contrastRatio(hex(colours.text), hex(colours.box))).toBeGreaterThanOrEqual(4.5);
});
