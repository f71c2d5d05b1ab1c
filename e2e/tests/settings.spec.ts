import {
  expect,
  httpStatusError,
  logIn,
  PASSWORD,
  signUp,
  test,
  waitForApp,
} from '../support/fixtures';

test('the theme chosen in the settings survives a reload and follows the user to another browser', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.goto('/app/settings?tab=design');
  await waitForApp(page);
  const html = page.locator('html');
  await page.getByRole('radio', { name: 'Ocean' }).check();
  await expect(html).toHaveClass('theme-ocean');
  // Stored in the profile too (the PATCH lands before the reload).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/account/profile')).json()) as { theme: string })
          .theme,
    )
    .toBe('theme-ocean');
  await page.reload();
  await expect(html).toHaveClass('theme-ocean');
  await expect(page.getByRole('radio', { name: 'Ocean' })).toBeChecked();

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await expect(second.locator('html')).toHaveClass('theme-dark');
  await logIn(second, email);
  await expect(second).toHaveURL('/app');
  await expect(second.locator('html')).toHaveClass('theme-ocean');
  await other.close();
});

test('the settings tabs follow ?tab=; the password is changed with the current one', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(400));
  await signUp(page);
  await page.goto('/app/settings');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Plan' }).click();
  await expect(page).toHaveURL('/app/settings?tab=plan');
  await expect(page.getByRole('heading', { name: 'Upgrade Plan' })).toHaveCount(0);

  const infos: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'info') infos.push(m.text());
  });
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL('/app/settings?tab=password');
  const current = page.getByRole('textbox', { name: 'Current Password' });
  const next = page.getByRole('textbox', { name: 'New Password' });
  const confirm = page.getByRole('textbox', { name: 'Confirm Password' });
  const change = page.getByRole('button', { name: 'Change Password' });
  await change.click();
  await expect(page.getByText('Current Password is required')).toBeVisible();

  // Different new passwords stop silently, with a console line only (spec 1 §5).
  await current.fill(PASSWORD);
  await next.fill('brand new 1');
  await confirm.fill('brand new 2');
  await change.click();
  await expect.poll(() => infos.some((i) => i.startsWith('Passwords do not match'))).toBe(true);
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);

  await current.fill('wrong current password');
  await confirm.fill('brand new 1');
  await change.click();
  await expect(page.getByText('Current password is incorrect.')).toBeVisible();

  await current.fill(PASSWORD);
  await change.click();
  await expect(page.getByTestId('toast')).toContainText('Password changed');
  await expect(current).toHaveValue('');
});

test('an account is deleted after typing DELETE_ACCOUNT, and its login fails afterwards', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(401));
  const email = await signUp(page);
  await page.goto('/app/settings?tab=profile');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Type DELETE_ACCOUNT to confirm' })
    .fill('delete_account');
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Type DELETE_ACCOUNT to confirm' })
    .fill('DELETE_ACCOUNT');
  await confirm.click();

  await expect(page).toHaveURL('/login');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Success');
  await expect(toast).toContainText('Your account has been deleted successfully.');
  await logIn(page, email);
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password.');
});
