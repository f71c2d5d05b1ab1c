import { expect, logOut, test, waitForApp } from '../support/fixtures';
import { OAUTH_USERS } from '../support/oauthUsers';

test('Google: sign-up with the terms, onboarding prefilled from the provider, then sign-in', async ({
  page,
}) => {
  await page.goto('/register');
  await waitForApp(page);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL('/onboarding?step=0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Gina');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Google');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'A new friend!' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/app');

  await page.goto('/app/profile');
  await expect(page.getByRole('list', { name: 'Connected identities' })).toHaveText('Google');
  await page.goto('/app/settings?tab=password');
  await expect(page.getByText('You cannot change the password')).toBeVisible();

  await logOut(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/app');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(OAUTH_USERS.google.email)).toBeVisible();
});

test('GitHub: a first sign-in from the login page starts onboarding, the next one opens the app', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL('/onboarding?step=0');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL('/app');

  await logOut(page);
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL('/app');
  await page.goto('/app/profile');
  await expect(page.getByRole('list', { name: 'Connected identities' })).toHaveText('GitHub');
});

test('a failed provider sign-in comes back to /login with a readable message', async ({ page }) => {
  await page.goto('/login?error=state_mismatch');
  await expect(page.getByRole('alert')).toContainText(
    'The sign-in expired or was started in another browser window.',
  );
});
