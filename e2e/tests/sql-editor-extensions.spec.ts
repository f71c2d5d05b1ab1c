import { importDdl } from '@relata/core';
import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';
import { BUILT, results, runQuery, sqlEditorPath, status } from '../support/sqlEditor';

// Issue 36, item A5: a real schema asks for an extension PGlite lacks. The extension and what
// needs it are skipped with a note that names them; the rest is built and can be queried.

const RAILS = `CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE TABLE posts (
  id bigint PRIMARY KEY,
  tag_count integer NOT NULL,
  title varchar(200) NOT NULL
);
CREATE INDEX index_posts_on_tag_count ON posts USING gin (tag_count);`;

test('an extension PGlite lacks is skipped with what needs it, named in a note, and the table is queried', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const projectId = await createProject(ada, `Rails ${Date.now()}`, '', 'postgresql');
  const { model } = importDdl(RAILS, 'postgresql');
  await api(ada, 'POST', `/api/projects/${projectId}/diagram/import`, { mode: 'replace', model });
  await open(ada, sqlEditorPath(projectId));

  await expect(status(page)).toContainText('Ready: 1 table, 50 rows', BUILT);
  await expect(page.getByTestId('build-skipped')).toContainText(
    'Extension btree_gin is not available in PGlite; skipped with it: index index_posts_on_tag_count.',
  );
  await expect(page.getByRole('button', { name: 'Run all' })).toBeEnabled();
  await runQuery(page, 'SELECT count(*) FROM posts WHERE tag_count IS NOT NULL');
  await expect(results(page).getByRole('cell')).toHaveText('50');
});
