import type { Page } from 'playwright-core';
import { schemaScript } from './fixture';

/**
 * Imports the fixture of `n` tables through the Import dialog, replacing the diagram, and waits
 * until the import has drawn; answers when the import was started (Date.now()).
 */
export async function importTables(page: Page, projectId: string, n: number): Promise<number> {
  await page.goto(`/app/projects/${projectId}/visualizer`);
  await page.getByTestId('diagram-canvas').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'schema.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(schemaScript(n)),
  });
  await page.waitForFunction(
    '(document.querySelector("[role=dialog] textarea")?.value.length ?? 0) > 0',
  );
  await page.getByText('Replace diagram').click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Import', exact: true }).last().click();
  await page.getByRole('button', { name: 'Replace' }).click();
  await page.locator('[data-testid="table-node"]').first().waitFor({ timeout: 120_000 });
  await page.getByRole('dialog', { name: 'Import' }).waitFor({ state: 'detached' });
  return started;
}
