import { expectAccessible } from '../support/axe';
import { expect, mailLinks, PASSWORD, test, uniqueEmail, waitForApp } from '../support/fixtures';

// Issue 17 item 4: registration, the e-mail verification pages and onboarding pass axe-core's
// WCAG 2.1 A/AA rules in each of the five themes.

test('registration, e-mail verification and the onboarding steps are accessible', async ({
  page,
}) => {
  const email = uniqueEmail('a11y');
  await page.goto('/register');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();
  await expectAccessible(page, 'register');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expectAccessible(page, 'verify email, not confirmed');
  const [link] = await mailLinks(email);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expectAccessible(page, 'verify email, confirmed');

  await page.getByRole('link', { name: 'Go to App' }).click();
  await expect(page).toHaveURL('/onboarding?step=0');
  await expect(page.getByRole('img', { name: 'Rel, the Relata assistant' })).toBeVisible();
  await expectAccessible(page, 'onboarding step 0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/onboarding?step=1');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await expectAccessible(page, 'onboarding step 1');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'A new friend!' })).toBeVisible();
  await expectAccessible(page, 'onboarding step 2');
});
