import { importDdl } from '@relata/core';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';

// Issue 17 item 4 and issue 20: the SQL editor with a result, an error and its dialog, in all
// five themes.

test('the SQL editor page has no axe violations', async ({ page }) => {
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, `Sql ${Date.now()}`, '', 'sqlite');
  const { model } = importDdl(
    'CREATE TABLE customers (id integer PRIMARY KEY, email varchar(120) NOT NULL, note text);',
    'sqlite',
  );
  await api(ada, 'POST', `/api/projects/${projectId}/diagram/import`, { mode: 'replace', model });
  await open(ada, `/app/projects/${projectId}/sql-editor`);
  await expect(page.getByRole('heading', { name: 'SQL Editor' })).toBeVisible();
  await expect(page.getByTestId('playground-status')).toContainText('Ready', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('50 rows');
  await expectAccessible(page, 'the SQL editor with a result');

  await page.getByRole('textbox', { name: 'SQL query' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('SELECT emial FROM customers');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('query-error')).toBeVisible();
  await expectAccessible(page, 'the SQL editor with an error');

  await page.getByRole('button', { name: 'Save query' }).click();
  await expect(page.getByRole('dialog', { name: 'Save query' })).toBeVisible();
  await expectAccessible(page, 'the Save query dialog', { include: '[role="dialog"]' });
});
