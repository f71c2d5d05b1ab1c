import type { Locator, Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { expect } from './fixtures';
import {
  column,
  keyColumn,
  openVisualizer,
  prepareDiagram,
  tableNamed,
  type SeededDiagram,
} from './visualizer';

/**
 * Screenshot comparison of the diagram with room for anti-aliasing (issue 21, item 1): the
 * toolbar, the AI box and who is here are masked, as they are not what the options change.
 */
export function shot(page: Page): PageAssertionsToHaveScreenshotOptions {
  return {
    maxDiffPixelRatio: 0.01,
    animations: 'disabled',
    mask: [
      page.getByRole('toolbar', { name: 'Diagram tools' }),
      page.getByPlaceholder('Create a database for...'),
      page.getByText('Here now'),
    ],
  };
}

/** The two tables every picture shows: a customer and its invoices, related by a key. */
export function shop(page: Page): Promise<SeededDiagram> {
  return prepareDiagram(page, {
    tables: [
      {
        name: 'customer',
        x: 0,
        y: 0,
        attributes: [keyColumn(), column('name', { isNullable: false }), column('email')],
      },
      {
        name: 'invoice',
        x: 520,
        y: 140,
        attributes: [keyColumn(), column('total', { type: 'numeric' }), column('note')],
      },
    ],
    relationships: [['customer', 'invoice']],
    viewport: { x: 60, y: 60, zoom: 1 },
  });
}

/** A section of Project settings > Visualization: the project's defaults or one's own choices. */
export function section(page: Page, title: 'Project defaults' | 'On this browser'): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Picks a choice of a segmented option in a section. */
export async function choose(area: Locator, option: string, choice: string): Promise<void> {
  await area.getByRole('radiogroup', { name: option }).getByText(choice, { exact: true }).click();
}

/**
 * Ann's shop diagram on the canvas, and the same person's second tab on Project settings >
 * Visualization, whose choices reach the canvas tab at once.
 */
export async function canvasWithSettingsTab(page: Page): Promise<{
  canvas: Locator;
  mine: Locator;
  settings: Page;
}> {
  const { ann, id } = await shop(page);
  await openVisualizer(ann, id);
  await expect(tableNamed(page, 'invoice').getByTestId('table-row')).toHaveCount(4);
  const settings = await page.context().newPage();
  await settings.goto(`/app/projects/${id}/settings/visualization`);
  await expect(settings.getByRole('heading', { level: 1, name: 'Visualization' })).toBeVisible();
  return {
    canvas: page.getByTestId('diagram-canvas'),
    mine: section(settings, 'On this browser'),
    settings,
  };
}
