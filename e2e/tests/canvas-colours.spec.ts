import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible, switchTheme } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pngPixels } from '../support/images';
import { addMember, api, person } from '../support/people';
import {
  openDiagram,
  openVisualizer,
  reloadVisualizer,
  settled,
  storedDiagram,
  tableNamed,
} from '../support/visualizer';

// Issue 21 item 2: table and area colours from the theme's palette. A palette colour is stored as
// its hex and drawn in the current theme's shade (lib/theme/tablePalette.css); a typed hex as it is.

/** The palette's names and stored hexes (apps/web/src/features/diagram/model/palette.ts). */
const PALETTE = {
  Blue: '#1c7ed6',
  Teal: '#0ca678',
  Green: '#2f9e44',
  Orange: '#f08c00',
  Red: '#e03131',
  Pink: '#c2255c',
  Violet: '#7048e8',
  Gray: '#868e96',
};

/** A table's header on the canvas: what holds its name. */
const headerOf = (page: Page, name: string) =>
  tableNamed(page, name).getByText(name, { exact: true }).locator('..');

/** A CSS colour variable of the page's current theme as the browser computes it: `rgb(r, g, b)`. */
function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((v) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${v})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

test("a palette colour picked in the side panel is drawn in each theme's shade, live for a member; a typed hex as typed", async ({
  page,
  browser,
}) => {
  const { ann, id } = await openDiagram(page, {
    tables: [
      { name: 'customer', x: 0, y: 0 },
      { name: 'invoice', x: 400, y: 0 },
    ],
  });
  const bob = await person(browser, 'Bob');
  await addMember(ann, id, bob, 'Editor');
  await openVisualizer(bob, id);

  await tableNamed(page, 'customer').getByText('customer', { exact: true }).click();
  const pane = page.getByTestId('side-pane');
  const swatches = pane.getByRole('group', { name: 'Table colour' });
  await swatches.getByRole('button', { name: 'Blue' }).click();
  await expect(swatches.getByRole('button', { name: 'Blue' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settled(page);
  // Stored as the palette's hex, so DBML, SQL and the other exports write what they always did.
  const stored = await storedDiagram(ann, id);
  expect(stored.tables.find((t) => t.name === 'customer')?.color).toBe(PALETTE.Blue);

  // The default theme (dark) draws its own blue, not the stored hex; so does Bob's canvas, live.
  const header = headerOf(page, 'customer');
  const darkBlue = await themeColour(page, '--relata-table-blue');
  expect(darkBlue).not.toBe('rgb(28, 126, 214)');
  await expect(header).toHaveCSS('background-color', darkBlue);
  await expect(header).toHaveCSS('color', await themeColour(page, '--relata-table-blue-text'));
  await expect(headerOf(bob.page, 'customer')).toHaveCSS('background-color', darkBlue);

  // Another theme recolours the header at once.
  await switchTheme(page, 'theme-light');
  const lightBlue = await themeColour(page, '--relata-table-blue');
  expect(lightBlue).not.toBe(darkBlue);
  await expect(header).toHaveCSS('background-color', lightBlue);

  // Orange keeps its brightness with the theme's dark ink on it.
  await swatches.getByRole('button', { name: 'Orange' }).click();
  await expect(header).toHaveCSS(
    'background-color',
    await themeColour(page, '--relata-table-orange'),
  );
  const ink = await themeColour(page, '--relata-table-orange-text');
  expect(ink).not.toBe('rgb(255, 255, 255)');
  await expect(header).toHaveCSS('color', ink);
  await expect(headerOf(bob.page, 'customer')).toHaveCSS(
    'background-color',
    await themeColour(bob.page, '--relata-table-orange'),
  );

  // A typed hex is no palette colour: drawn as it is, with black or white text, in every theme.
  await tableNamed(page, 'invoice').getByText('invoice', { exact: true }).click();
  await pane.getByRole('textbox', { name: 'Colour' }).fill('#e8590c');
  const invoice = headerOf(page, 'invoice');
  await expect(invoice).toHaveCSS('background-color', 'rgb(232, 89, 12)');
  await expect(invoice).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(swatches.locator('[aria-pressed="true"]')).toHaveCount(0);
  await switchTheme(page, 'theme-dark');
  await expect(invoice).toHaveCSS('background-color', 'rgb(232, 89, 12)');
  await expect(headerOf(bob.page, 'invoice')).toHaveCSS('background-color', 'rgb(232, 89, 12)');
});

test("a PNG export draws palette headers and areas in the theme's shades", async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    tables: [{ name: 'customer', x: 0, y: 0, color: PALETTE.Blue }],
  });
  await api(ann, 'POST', `/api/projects/${id}/areas`, {
    name: 'Sales',
    x: -40,
    y: -64,
    width: 380,
    height: 300,
    color: PALETTE.Violet,
  });
  await reloadVisualizer(page);
  await switchTheme(page, 'theme-light');
  const blue = await themeColour(page, '--relata-table-blue');
  const violet = await themeColour(page, '--relata-table-violet');
  await expect(headerOf(page, 'customer')).toHaveCSS('background-color', blue);
  await expect(page.getByTestId('area-node')).toHaveCSS('border-top-color', violet);

  await page.getByRole('button', { name: 'Export screenshot' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const png = await readFile(await (await download).path());
  const stored = { blue: 'rgb(28, 126, 214)', violet: 'rgb(112, 72, 232)' };
  const { counts } = await pngPixels(page, png, [blue, violet, stored.blue, stored.violet]);
  // The header (at least 300 × 40 at the export's pixel ratio 2, less its name) and the area's
  // 2 px border are in the theme's shades; the stored hexes are nowhere.
  expect(counts[blue]).toBeGreaterThan(30_000);
  expect(counts[violet]).toBeGreaterThan(3_000);
  expect(counts[stored.blue]).toBe(0);
  expect(counts[stored.violet]).toBe(0);
});

test('headers in every palette colour have no axe violations in the five themes', async ({
  page,
}) => {
  await openDiagram(page, {
    tables: Object.entries(PALETTE).map(([name, color], i) => ({
      name: name.toLowerCase(),
      x: (i % 4) * 340,
      y: Math.floor(i / 4) * 200,
      color,
    })),
    viewport: { x: 40, y: 120, zoom: 0.6 },
  });
  await expect(page.getByTestId('table-node')).toHaveCount(8);
  await expectAccessible(page, 'the palette headers', {
    include: '[data-testid="diagram-canvas"]',
  });
});
