import type { Page } from 'playwright-core';
import { schemaScript, type SchemaOptions } from './fixture';
import { TABLES_DRAWN } from './measure';

/**
 * True once the Import dialog shows an opened script: in its box, or summed up when it is long
 * (over 512 KB). A string, as the app's CSP forbids the function form with a timeout.
 */
export const SCRIPT_SHOWN =
  '(document.querySelector("[role=dialog] textarea")?.value.length ?? 0) > 0 || document.querySelector("[data-testid=script-summary]") !== null';

/**
 * Imports the fixture of `n` tables through the Import dialog, replacing the diagram, and waits
 * until the import has drawn; answers when the import was started (Date.now()).
 */
export async function importTables(
  page: Page,
  projectId: string,
  n: number,
  options: SchemaOptions = {},
): Promise<number> {
  await page.goto(`/app/projects/${projectId}/visualizer`);
  await page.getByTestId('diagram-canvas').waitFor();
  await page.getByRole('button', { name: 'Import' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'schema.sql',
    mimeType: 'text/plain',
    buffer: Buffer.from(schemaScript(n, options)),
  });
  // Polled from here (see SCRIPT_SHOWN).
  const deadline = Date.now() + 600_000;
  while (!(await page.evaluate<boolean>(SCRIPT_SHOWN))) {
    if (Date.now() > deadline) throw new Error(`the script of ${n} tables did not show`);
    await page.waitForTimeout(100);
  }
  await page.getByText('Replace diagram').click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/diagram/import'), {
    timeout: 600_000,
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Import', exact: true }).last().click();
  await page.getByRole('button', { name: 'Replace' }).click();
  // A refused import leaves the dialog open: fail with the server's answer instead of waiting.
  const response = await answer;
  if (!response.ok())
    throw new Error(`import of ${n} tables: ${response.status()} ${await response.text()}`);
  await page.locator(TABLES_DRAWN).first().waitFor({ timeout: 600_000 });
  await page
    .getByRole('dialog', { name: 'Import' })
    .waitFor({ state: 'detached', timeout: 600_000 });
  return started;
}
