import {
  expect,
  holdRequests,
  httpStatusError,
  mailLinks,
  PASSWORD,
  signUp,
  test,
  uniqueEmail,
  waitForApp,
} from '../support/fixtures';

test('a new user registers, verifies by mail, goes through onboarding 0..2 and lands in the app', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Registration', level: 1 })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Create Account' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await expect(submit).toBeDisabled(); // the terms are not ticked yet
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL('/verify-email?state=not-confirmed');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  const [link] = await mailLinks(email);
  await page.goto(link ?? '');
  await expect(page).toHaveURL('/verify-email?state=confirmed');
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to App' }).click();

  await expect(page).toHaveURL('/onboarding?step=0');
  await expect(page.getByRole('img', { name: 'Rel, the Relata assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL('/onboarding?step=1');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  // Rel's 2 s are measured on the page's clock, from the moment it is shown to the moment it can
  // be clicked: on a busy machine the test's own clock could pass them before it looks.
  const relTiming = page.evaluate(
    () =>
      new Promise<{ shown: number; enabled: number }>((resolve) => {
        let shown = 0;
        const observer = new MutationObserver(() => {
          const button = document.querySelector<HTMLButtonElement>(
            'button[aria-label="Say hello to Rel"]',
          );
          if (!button) return;
          if (shown === 0) shown = performance.now();
          if (button.disabled) return;
          observer.disconnect();
          resolve({ shown, enabled: performance.now() });
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
  );
  await next.click();

  await expect(page).toHaveURL('/onboarding?step=2');
  await expect(page.getByRole('heading', { name: 'A new friend!' })).toBeVisible();
  await expect(
    page.getByText('I am Rel, your personal assistant. If you need help, just ask me.'),
  ).toBeVisible();
  const rel = page.getByRole('button', { name: 'Say hello to Rel' });
  await expect(rel).toBeEnabled(); // interactive 2 s after entering step 2, not before
  const { shown, enabled } = await relTiming;
  expect(enabled - shown).toBeGreaterThanOrEqual(1_950);
  await rel.click();
  await expect(page.getByText('Hello, Ada!', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL('/app');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Ada Lovelace');
});

test('registration refuses a taken address and a social sign-up without the terms', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(409));
  const email = await signUp(page, { verify: false });
  await page.goto('/register');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('You must accept the terms and conditions.')).toHaveCount(0);
  await expect(page.getByTestId('form-error')).toHaveText('User with this email already exists');
});

test('onboarding ignores an invalid step with a warning and the guard starts it at step 0', async ({
  page,
}) => {
  await signUp(page, { onboarded: false });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/app/settings');
  await expect(page).toHaveURL('/onboarding?step=0');
  await page.goto('/onboarding?step=7');
  await expect(page).toHaveURL('/onboarding?step=0');
  expect(warnings.some((w) => w.includes('Ignored the onboarding step "7"'))).toBe(true);
  // Step 2 needs the profile of step 1 first.
  await page.goto('/onboarding?step=2');
  await expect(page).toHaveURL('/onboarding?step=1');

  // The overlay shows while the profile is saved; held back here so that it can be seen.
  const release = await holdRequests(page, '**/api/account/profile', 'PATCH');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByLabel('Finishing onboarding')).toBeVisible();
  await expect(page).toHaveURL('/onboarding?step=1');
  release();
  await expect(page).toHaveURL('/app');
  await expect(page.getByLabel('Finishing onboarding')).toHaveCount(0);
});

test('a page opened before registering is reached after the mail and onboarding', async ({
  page,
}) => {
  const email = uniqueEmail('redirect');
  await page.goto('/app/settings?tab=plan');
  await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fsettings%3Ftab%3Dplan');
  await page.getByRole('link', { name: 'Create an Account!' }).click();
  await expect(page).toHaveURL('/register?redirect=%2Fapp%2Fsettings%3Ftab%3Dplan');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify-email?state=not-confirmed');

  // The mail's link opens in the same tab, whose session storage kept the page.
  const [link] = await mailLinks(email);
  await page.goto(link ?? '');
  await page.getByRole('link', { name: 'Go to App' }).click();
  await expect(page).toHaveURL('/onboarding?step=0');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL('/app/settings?tab=plan');
});
