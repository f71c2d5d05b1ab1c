import { expect, type Page } from '@playwright/test';
import { importDdl } from '@relata/core';
import { api, createProject, open, person, type Person } from './people';

// The SQL editor's e2e helpers (issue 20): a shop schema, the page, running a query.

/** Building a database starts an engine in the browser (PGlite takes seconds on a loaded machine). */
export const BUILT = { timeout: 60_000 };

const SHOP = `
CREATE TABLE customers (
  id integer PRIMARY KEY,
  email varchar(120) NOT NULL UNIQUE,
  name varchar(80)
);
CREATE TABLE orders (
  id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  total numeric(10,2) NOT NULL CHECK (total >= 0),
  status varchar(10) NOT NULL CHECK (status IN ('new', 'paid', 'shipped'))
);`;

/** A project of the given type holding the shop schema, imported as a user would. */
export async function shopProject(
  ada: Person,
  databaseType: 'postgresql' | 'sqlite' | 'mysql',
): Promise<string> {
  const projectId = await createProject(ada, `Shop ${Date.now()}`, '', databaseType);
  const { model } = importDdl(SHOP, 'postgresql');
  await api(ada, 'POST', `/api/projects/${projectId}/diagram/import`, { mode: 'replace', model });
  return projectId;
}

export const sqlEditorPath = (projectId: string) => `/app/projects/${projectId}/sql-editor`;

/** Ada signs up, makes a shop project of the given type and opens its SQL editor, built. */
export async function openShopEditor(
  page: Page,
  databaseType: 'postgresql' | 'sqlite',
  consoleErrors: string[],
): Promise<{ ada: Person; projectId: string }> {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await shopProject(ada, databaseType);
  await open(ada, sqlEditorPath(projectId));
  await expect(status(page)).toContainText('Ready: 2 tables, 100 rows', BUILT);
  return { ada, projectId };
}

/** Replaces the editor's text and runs the statement at the cursor with Ctrl+Enter. */
export async function runQuery(page: Page, sql: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'SQL query' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(sql);
  // The text is in the editor before it runs: a keystroke lost to a moved focus fails here, by
  // name, not later as a disabled Save button.
  await expect(editor).toHaveText(sql);
  await page.keyboard.press('ControlOrMeta+Enter');
}

export const status = (page: Page) => page.getByTestId('playground-status');
export const results = (page: Page) => page.getByRole('region', { name: 'Results' });
