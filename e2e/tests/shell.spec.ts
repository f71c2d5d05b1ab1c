import { expect, httpStatusError, signUp, test, waitForApp } from '../support/fixtures';
import { BASE_URL } from '../support/ports';

test('a signed-in user goes from /login to the app shell and logs out', async ({ page }) => {
  const email = await signUp(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/app');
  await waitForApp(page);
  // A brand-new user (signed in by the verification link just now) is welcomed, not back.
  await expect(page.getByRole('heading', { name: 'Welcome, Erin!', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/app/upgrade-plan',
  );

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/app/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  // A second tab of the same browser follows the logout at once, without any action of its own.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/app/profile');
  await waitForApp(otherTab);
  await expect(otherTab.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/app');
  await expect(page).toHaveURL('/login');
  await expect(otherTab).toHaveURL(/\/login/);
  await expect(otherTab.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('project routes show the menu button and the drawer; settings open on General', async ({
  page,
  allowConsoleErrors,
}) => {
  await signUp(page);
  const created = await page.request.post('/api/projects', {
    headers: { origin: BASE_URL },
    data: { name: 'Demo' },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/app/projects/${id}/settings`);
  await expect(page).toHaveURL(`/app/projects/${id}/settings/general`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'General', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Project menu' })).toBeVisible();
  const drawer = page.getByRole('navigation', { name: 'Project' });
  await expect(drawer.getByRole('link', { name: 'Visualizer' })).toBeVisible();

  // A project that cannot be loaded: the toast "Error" and a page error (spec 2 §8).
  allowConsoleErrors(httpStatusError(400));
  await page.goto('/app/projects/demo');
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Could not find project.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not find project.' }),
  ).toBeVisible();

  await page.goto('/app/payment/cancel');
  await expect(page).toHaveURL('/app/upgrade-plan');
  await expect(page.getByRole('button', { name: 'Project menu' })).toHaveCount(0);
});
