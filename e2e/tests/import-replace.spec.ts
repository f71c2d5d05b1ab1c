import { expect, test } from '../support/fixtures';
import { openDiagram, storedDiagram } from '../support/visualizer';

// Replace diagram asks before it replaces. The question is asked as soon as Import is pressed,
// while the worker may still be reading (issue 21 item 5: the answer and the reading overlap), so
// a script with nothing to import must take the question back and show what it could not read.

test('Replace diagram asks first, keeps the diagram on Cancel, and takes the question back when nothing can be imported', async ({
  page,
}) => {
  const { ann, id } = await openDiagram(page);
  const dialog = page.getByRole('dialog', { name: 'Import' });
  const question = page.getByRole('dialog', { name: 'Replace diagram' });
  const importScript = async (script: string, mode: 'Add to diagram' | 'Replace diagram') => {
    await page.getByRole('button', { name: 'Import' }).click();
    await dialog.getByRole('textbox', { name: 'SQL or DBML' }).fill(script);
    await dialog.getByText(mode).click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  };
  const names = async () => (await storedDiagram(ann, id)).tables.map((t) => t.name).sort();

  await importScript('CREATE TABLE old_one (id integer PRIMARY KEY);', 'Add to diagram');
  await expect(dialog).toHaveCount(0);
  expect(await names()).toEqual(['old_one']);

  const script =
    'CREATE TABLE a (id integer PRIMARY KEY);\nCREATE TABLE b (id integer PRIMARY KEY);';
  await importScript(script, 'Replace diagram');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await names()).toEqual(['old_one']);

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await question.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('2 tables and 0 relationships imported.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await names()).toEqual(['a', 'b']);

  await importScript('this is not a schema;', 'Replace diagram');
  await expect(dialog.getByTestId('import-problems')).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(await names()).toEqual(['a', 'b']);
});
