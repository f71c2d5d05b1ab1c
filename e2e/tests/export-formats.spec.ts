// Issue 41, item 4: the Export dialog's SVG, PDF, Mermaid and scaled JPG, each of the whole
// diagram (a table far outside the view included), read back from the downloaded file.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { drawnShare, jpegSize } from '../support/images';
import { api, done } from '../support/people';
import {
  chainModel,
  openDiagram,
  openVisualizer,
  prepareDiagram,
  tableNamed,
} from '../support/visualizer';

const SEED = {
  tables: [
    { name: 'near', x: 0, y: 0 },
    { name: 'far_away', x: 2000, y: 1000 },
  ],
  relationships: [['near', 'far_away']] as [string, string][],
};

/** Opens the Export dialog with a format chosen; answers the dialog. */
async function chooseFormat(page: Page, label: string) {
  await page.getByRole('button', { name: 'Export screenshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  return dialog;
}

/** Clicks Export and answers the downloaded file's name and bytes. */
async function exported(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The text a PDF draws: its content streams, inflated where compressed. */
function pdfText(pdf: Buffer): string {
  const streams: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams.join('\n');
}

test('SVG, PDF and Mermaid exports hold the whole diagram, tables outside the view included', async ({
  page,
}) => {
  const { ann } = await openDiagram(page, SEED);
  await expect(tableNamed(page, 'far_away')).toHaveCount(0);

  // SVG: a well-formed document drawing both tables, with Arimo embedded.
  await chooseFormat(page, 'SVG');
  const svg = await exported(page);
  expect(svg.name).toMatch(/\.svg$/);
  const drawn = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      root: doc.documentElement.nodeName,
      errors: doc.getElementsByTagName('parsererror').length,
      texts: Array.from(doc.getElementsByTagName('text'), (t) => t.textContent),
      paths: doc.getElementsByTagName('path').length,
    };
  }, svg.bytes.toString('utf8'));
  expect(drawn).toMatchObject({ root: 'svg', errors: 0 });
  expect(drawn.texts).toEqual(expect.arrayContaining(['near', 'far_away']));
  expect(drawn.paths).toBeGreaterThan(0);
  expect(svg.bytes.toString('utf8')).toMatch(/@font-face\s*{[^}]*font-family:\s*['"]?Arimo/);

  // PDF: one page, both tables' names drawn as text.
  await chooseFormat(page, 'PDF');
  const pdf = await exported(page);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const content = pdfText(pdf.bytes);
  expect(content).toContain('(near)');
  expect(content).toContain('(far_away)');

  // Mermaid: the text shown is the text downloaded, an erDiagram of both and their line.
  const dialog = await chooseFormat(page, 'Mermaid');
  const shown = dialog.getByRole('textbox', { name: 'Mermaid' });
  await expect(shown).toHaveValue(/^erDiagram/);
  const mermaid = await exported(page);
  expect(mermaid.name).toMatch(/\.mmd$/);
  const text = mermaid.bytes.toString('utf8');
  expect(text).toMatch(/^erDiagram/);
  expect(text).toMatch(/near\s*{/);
  expect(text).toMatch(/far_away\s*{/);
  expect(text).toMatch(/near\s+\S+--\S+\s+far_away/);
  await done(ann);
});

/** The JPG dialog's size line, and a reader of its two numbers. */
function sizeLine(dialog: Locator) {
  const size = dialog.getByText(/^[\d,]+ × [\d,]+ px$/);
  const pixels = async () =>
    (await size.textContent())?.match(/[\d,]+/g)?.map((n) => Number(n.replaceAll(',', ''))) ?? [];
  return { size, pixels };
}

test('a JPG at 4x of a large diagram is limited to the canvas, and the dialog says so', async ({
  page,
}) => {
  const { ann } = await openDiagram(page, SEED);
  const dialog = await chooseFormat(page, 'JPG');
  const [width = 0] = await sizeLine(dialog).pixels();
  expect(width).toBeGreaterThan(4000);
  // 4x would pass the canvas limit (16384 px): the dialog says which scale the image gets.
  await dialog.getByText('4x', { exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^At this size the image is limited to \d(\.\d)?x\.$/,
  );
  await done(ann);
});

test('a JPG at 2x has twice the size the dialog gives for 1x', async ({ page }) => {
  // A small diagram: the file is painted and encoded in the page, and a 2x export of the large
  // one (over 100 million pixels) took more than the test's minute on a slow, loaded machine.
  const { ann } = await openDiagram(page, {
    tables: [
      { name: 'near', x: 0, y: 0 },
      { name: 'next_door', x: 400, y: 200 },
    ],
    relationships: [['near', 'next_door']],
  });
  const dialog = await chooseFormat(page, 'JPG');
  const { size, pixels } = sizeLine(dialog);
  const [width = 0, height = 0] = await pixels();
  expect(width).toBeGreaterThan(0);
  await dialog.getByText('2x', { exact: true }).click();
  await expect(size).toHaveText(
    `${(width * 2).toLocaleString('en-US')} × ${(height * 2).toLocaleString('en-US')} px`,
  );
  const jpg = await exported(page);
  expect(jpg.name).toMatch(/\.jpg$/);
  expect(jpegSize(jpg.bytes)).toEqual([width * 2, height * 2]);
  await done(ann);
});

test('a PNG of 160 tables, too many to copy from the page, is painted whole from the drawing', async ({
  page,
}) => {
  // 16 x 10 tables with a line from each to the one before it; the view shows a corner only.
  const model = chainModel(160, (i) => ({ x: (i % 16) * 320, y: Math.floor(i / 16) * 180 }));
  const { ann, id } = await prepareDiagram(page);
  await api(ann, 'POST', `/api/projects/${id}/diagram/import`, {
    mode: 'replace',
    model,
  });
  await openVisualizer(ann, id);
  await expect(tableNamed(page, 't0')).toBeVisible();

  const dialog = await chooseFormat(page, 'PNG');
  const size = await dialog.getByText(/^[\d,]+ × [\d,]+ px$/).textContent();
  const [width, height] = size?.match(/[\d,]+/g)?.map((n) => Number(n.replaceAll(',', ''))) ?? [];
  const png = await exported(page);
  expect(png.name).toMatch(/\.png$/);
  // PNG's header holds the picture's width and height.
  expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([width, height]);
  // The first table in the top-left corner, the last in the bottom-right one, both drawn.
  expect(
    await drawnShare(page, png.bytes, { left: 0, top: 0, right: 0.1, bottom: 0.15 }),
  ).toBeGreaterThan(0.05);
  expect(
    await drawnShare(page, png.bytes, { left: 0.9, top: 0.85, right: 1, bottom: 1 }),
  ).toBeGreaterThan(0.05);
  await done(ann);
});

test('a PDF of names Helvetica cannot set is painted as a picture, not garbled text', async ({
  page,
}) => {
  const { ann } = await openDiagram(page, { tables: [{ name: 'заказы', x: 0, y: 0 }] });
  await chooseFormat(page, 'PDF');
  const pdf = await exported(page);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdf.bytes.toString('latin1');
  expect(text).toMatch(/\/Subtype\s*\/Image/);
  // No text is set at all: nothing of the name went through Helvetica.
  expect(pdfText(pdf.bytes)).not.toMatch(/\bTj\b|\bTJ\b/);
  await done(ann);
});
