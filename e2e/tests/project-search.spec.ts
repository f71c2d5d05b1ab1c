import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';

test('the dashboard and the project selector search by every word; switching keeps the sub-page', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const orders = await createProject(ada, 'Customer Orders', 'Who bought what');
  await createProject(ada, 'Orders Archive');
  const zoo = await createProject(ada, 'Zoo Tickets');

  await open(ada, '/app');
  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('ORDERS');
  await expect(cards).toHaveCount(2);
  await search.fill('orders cust');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Customer Orders');
  await expect(cards).toContainText('Who bought what');
  await expect(cards).toContainText('Admin');
  await search.fill('orders invoices');
  await expect(page.getByText('No projects found')).toBeVisible();

  // The banner's palette button cycles three backgrounds and the choice survives a reload.
  const background = page.getByTestId('banner-background');
  await expect(background).toHaveAttribute('data-index', '0');
  await page.getByRole('button', { name: 'Change banner background' }).click();
  await expect(background).toHaveAttribute('data-index', '1');
  await page.reload();
  await expect(background).toHaveAttribute('data-index', '1');
  expect(
    await page.evaluate(() => localStorage.getItem('user-welcome-banner-background-index')),
  ).toBe('1');

  // The selector: search, check mark, empty state, and a switch that keeps the sub-page.
  await open(ada, `/app/projects/${orders}/settings/general`);
  await page.getByRole('button', { name: /^Project Customer Orders/ }).click();
  const box = page.getByPlaceholder('Search project');
  await expect(box).toBeFocused();
  await expect(page.getByRole('option')).toHaveCount(3);
  await expect(
    page.getByRole('option', { name: /Customer Orders/ }).getByLabel('Current project'),
  ).toBeVisible();
  await box.fill('nothing like it');
  await expect(page.getByText('No project found')).toBeVisible();
  await box.fill('zoo');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /Zoo Tickets/ }).click();
  await expect(page).toHaveURL(`/app/projects/${zoo}/settings/general`);
  await expect(page.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Zoo Tickets');

  await page.getByRole('button', { name: /^Project Zoo Tickets/ }).click();
  await page.getByRole('link', { name: 'New Project' }).click();
  await expect(page).toHaveURL('/app/projects/create');
});

test('below 996 px the drawer is an overlay that closes after navigation', async ({
  page,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const id = await createProject(ada, 'Phone Shop');
  await page.setViewportSize({ width: 390, height: 800 });
  await open(ada, `/app/projects/${id}`);
  const drawer = page.getByRole('navigation', { name: 'Project' });
  await expect(drawer).not.toBeInViewport();
  await page.getByRole('button', { name: 'Project menu' }).click();
  await drawer.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(`/app/projects/${id}/tasks`);
  await expect(drawer).not.toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(drawer).toBeInViewport();
  await drawer.getByRole('link', { name: 'Documentation' }).click();
  await expect(drawer).toBeInViewport();
});
