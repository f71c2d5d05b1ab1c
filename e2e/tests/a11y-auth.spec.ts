import { expectAccessible } from '../support/axe';
import { expect, mailLinks, signUp, test, waitForApp } from '../support/fixtures';

// Issue 17 item 4: login and the password reset pages pass axe-core's WCAG 2.1 A/AA rules in
// each of the five themes.

test('login, its errors and the theme menu, and the password reset pages are accessible', async ({
  page,
}) => {
  const email = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required').first()).toBeVisible();
  await expectAccessible(page, 'login with errors');

  await page.getByRole('button', { name: /Ocean/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'theme menu', { include: '[role="menu"]' });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expectAccessible(page, 'request reset password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expectAccessible(page, 'reset mail sent');

  const [link] = await mailLinks(email, 2);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page, 'reset password');
});
