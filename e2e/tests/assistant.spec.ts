import {
  AI_GENERATING_MESSAGE,
  AI_PROMPT_PLACEHOLDER,
  ASSISTANT_EMPTY_STATE,
  ASSISTANT_FAILED_MESSAGE,
  ASSISTANT_GREETING,
} from '@relata/core';
import { expect, holdRequests, httpStatusError, test } from '../support/fixtures';
import { addMember, createProject, done, person } from '../support/people';
import { BASE_URL } from '../support/ports';
import { openVisualizer, storedDiagram } from '../support/visualizer';

const LIBRARY_PROMPT = 'Create a database for a library with books, authors and loans';
const LIBRARY_TABLES = ['books', 'authors', 'loans'];
/** A prompt as people write it, naming no relation, in a domain the vocabulary does not know. */
const FERRY_PROMPT = 'a database for a ferry line with ferries, ports, crossings and crews';
const FERRY_TABLES = ['ferries', 'ports', 'crossings', 'crews'];

test('a prompt on the canvas creates tables that a second member sees live', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const ed = await person(browser, 'Ed');
  const id = await createProject(ann, 'Library', '', 'postgresql');
  await addMember(ann, id, ed, 'Editor');
  await openVisualizer(ann, id);
  await openVisualizer(ed, id);

  const prompt = ann.page.getByRole('textbox', { name: 'Describe the database to create' });
  await expect(prompt).toHaveAttribute('placeholder', AI_PROMPT_PLACEHOLDER);
  const send = ann.page.getByRole('button', { name: 'Send', exact: true });
  // Blank is not sent.
  await prompt.fill('   ');
  await expect(send).toBeDisabled();
  await prompt.press('Enter');
  await expect(ann.page.getByTestId('table-node')).toHaveCount(0);

  const release = await holdRequests(ann.page, '**/ai/generate-db-tables');
  await prompt.fill(LIBRARY_PROMPT);
  await send.click();
  await expect(prompt).toBeDisabled();
  await expect(prompt).toHaveAttribute('placeholder', AI_GENERATING_MESSAGE);
  release();
  await expect(ann.page.getByRole('status').filter({ hasText: 'Tables created' })).toContainText(
    /Created \d+ tables and \d+ relationships: .*books/,
  );
  await expect(prompt).toBeEnabled();
  await expect(prompt).toHaveValue('');

  // Ed sees the first new table at once; fitting shows the rest of the grid (only visible tables render).
  await expect(ed.page.locator('[data-testid="table-node"][data-name="books"]')).toHaveCount(1);
  for (const page of [ann.page, ed.page]) {
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    for (const name of LIBRARY_TABLES) {
      await expect(page.locator(`[data-testid="table-node"][data-name="${name}"]`)).toHaveCount(1);
    }
  }
  await expect(ed.page.locator('.react-flow__edge').first()).toBeAttached();

  // The same request again reuses the existing tables instead of copying them.
  await prompt.fill(LIBRARY_PROMPT);
  await prompt.press('Enter');
  await expect(ann.page.getByRole('status').filter({ hasText: 'were reused' })).toBeVisible();
  await expect(ed.page.locator('[data-testid="table-node"][data-name="books"]')).toHaveCount(1);

  // A plain prompt that spells no relation out: the offline AI links the tables as a designer
  // would (a crossing to its ferry and its two ports), and both members see the lines drawn.
  await prompt.fill(FERRY_PROMPT);
  await prompt.press('Enter');
  await expect(ann.page.getByRole('status').filter({ hasText: /Created 4 tables/ })).toBeVisible();
  const diagram = await storedDiagram(ann, id);
  const ferryIds = new Set(
    diagram.tables.filter((t) => FERRY_TABLES.includes(t.name)).map((t) => t.id),
  );
  expect(ferryIds.size).toBe(FERRY_TABLES.length);
  const between = diagram.relationships.filter(
    (r) => ferryIds.has(r.sourceTableId) && ferryIds.has(r.targetTableId),
  );
  expect(between.length).toBeGreaterThanOrEqual(3);
  for (const page of [ann.page, ed.page]) {
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    for (const r of between)
      await expect(page.locator(`.react-flow__edge[data-id="${r.id}"]`)).toBeAttached();
  }
  await done(ed);
});

test('the assistant answers about the project offline and links the right documentation section', async ({
  page,
  allowConsoleErrors,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const id = await createProject(ann, 'Library', '', 'postgresql');
  const made = await page.request.post(`/api/projects/${id}/ai/generate-db-tables`, {
    headers: { origin: BASE_URL },
    data: { query: LIBRARY_PROMPT },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.goto(`/app/projects/${id}`);

  await page.getByRole('button', { name: 'Ask Rel, the assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Rel' });
  await expect(panel).toContainText(ASSISTANT_GREETING);
  await expect(panel).toContainText(ASSISTANT_EMPTY_STATE);
  const input = panel.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();

  // The question shows at once; the typing indicator after 500 ms, until the answer.
  const release = await holdRequests(page, '**/ai/assistant');
  await input.fill('Which relationships does the books table have?');
  await input.press('Enter');
  const log = panel.getByRole('log');
  await expect(log).toContainText('Which relationships does the books table have?');
  await expect(panel.getByText(ASSISTANT_EMPTY_STATE)).toHaveCount(0);
  await expect(panel.getByTestId('assistant-typing')).toBeVisible();
  release();
  await expect(log).toContainText(/The table books has \d+ relationships?/);
  await expect(panel.getByTestId('assistant-typing')).toHaveCount(0);

  // Expand and collapse.
  const before = await panel.boundingBox();
  await panel.getByRole('button', { name: 'Expand' }).click();
  const expanded = await panel.boundingBox();
  expect(expanded?.height ?? 0).toBeGreaterThan(before?.height ?? 0);
  await panel.getByRole('button', { name: 'Collapse' }).click();

  await panel.getByRole('link', { name: 'Documentation: Relationships' }).click();
  await expect(page).toHaveURL(`/app/projects/${id}/documentation#relationships`);
  const heading = page.getByRole('heading', { name: 'Relationships', level: 2 });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Relationships' }),
  ).toHaveAttribute('aria-current', 'location');

  // The conversation survives the navigation; a failure gives the error bubble.
  allowConsoleErrors(httpStatusError(500), /ApiError|Internal/);
  await page.unroute('**/ai/assistant');
  await page.route('**/ai/assistant', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }),
  );
  await input.fill('How many tables are there?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(log).toContainText(ASSISTANT_FAILED_MESSAGE);
  await expect(log).toContainText('The table books has');

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask Rel, the assistant' })).toBeFocused();
});

test('an answer in Markdown reads as lists, bold and code, with copy, and no unsafe link', async ({
  page,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const id = await createProject(ann, 'Shop', '', 'postgresql');
  // An OpenAI-compatible endpoint's answer, as the server passes it on.
  const message = [
    'The **orders** table:',
    '',
    '- `id` is the key',
    '- `total` is the sum',
    '',
    '```sql',
    'SELECT id, total FROM orders;',
    '```',
    '',
    'Not [a trick](javascript:alert(1)) nor <img src=x onerror=alert(1)>; see [the guide](https://example.com/).',
  ].join('\n');
  await page.route('**/ai/assistant', (route) => route.fulfill({ json: { message } }));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/app/projects/${id}`);

  // The chat loads on first use: from the keyboard, the first Enter on the button opens it.
  await page.getByRole('button', { name: 'Ask Rel, the assistant' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Rel' });
  const input = panel.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  await input.fill('What is in orders?');
  await input.press('Enter');
  const log = panel.getByRole('log');
  await expect(log.getByRole('listitem')).toHaveText(['id is the key', 'total is the sum']);
  await expect(log.locator('strong')).toHaveText('orders');
  await expect(log.locator('pre')).toHaveText('SELECT id, total FROM orders;');
  await expect(log.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
  await expect(log.getByRole('link', { name: 'a trick' })).toHaveCount(0);
  await expect(log.locator('img')).toHaveCount(0);
  await expect(log).toContainText('<img src=x onerror=alert(1)>');

  await log.getByRole('button', { name: 'Copy' }).click();
  await expect(log.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'SELECT id, total FROM orders;',
  );
});

test('a Viewer has no prompt box; the assistant is not offered below 700 px', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const vic = await person(browser, 'Vic');
  const id = await createProject(ann, 'Library', '', 'postgresql');
  await addMember(ann, id, vic, 'Viewer');
  await openVisualizer(vic, id);
  await expect(vic.page.getByRole('button', { name: 'Ask Rel, the assistant' })).toBeVisible();
  await expect(vic.page.getByRole('form', { name: 'Generate tables with AI' })).toHaveCount(0);
  await expect(vic.page.getByPlaceholder(AI_PROMPT_PLACEHOLDER)).toHaveCount(0);

  await openVisualizer(ann, id);
  await expect(ann.page.getByPlaceholder(AI_PROMPT_PLACEHOLDER)).toBeVisible();
  await ann.page.setViewportSize({ width: 699, height: 800 });
  await expect(ann.page.getByRole('button', { name: 'Ask Rel, the assistant' })).toBeHidden();
  await ann.page.setViewportSize({ width: 700, height: 800 });
  await expect(ann.page.getByRole('button', { name: 'Ask Rel, the assistant' })).toBeVisible();
  await done(vic);
});

test('the documentation opens at the section of its address and its contents work by keyboard', async ({
  page,
  consoleErrors,
}) => {
  const ann = await person(page, 'Ann', consoleErrors);
  const id = await createProject(ann, 'Docs');
  await page.goto(`/app/projects/${id}/documentation#team-and-roles`);
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team and roles', level: 2 })).toBeInViewport();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Import' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#import$/);
  await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toBeInViewport();
});
