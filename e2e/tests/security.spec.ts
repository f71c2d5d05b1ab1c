import { expect, logIn, PASSWORD, signUp, test, waitForApp } from '../support/fixtures';
import { BASE_URL } from '../support/ports';

test('Security tab in Chromium: events listed, another session ended from it', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await logIn(second, email);
  await expect(second).toHaveURL('/app');
  await waitForApp(second);

  await page.goto('/app/settings?tab=security');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const events = page.getByRole('list', { name: 'Recent security events' });
  await expect(events.getByRole('listitem')).toHaveText([
    /^Signed in with password/,
    /^Signed in from the verification link/,
    /^E-mail address verified/,
    /^Account created/,
  ]);
  await expect(events.getByRole('listitem').first()).toContainText('127.0.0.1 · Chrome on Linux');

  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  await sessions.getByRole('button', { name: 'Sign out Chrome on Linux at 127.0.0.1' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(events.getByRole('listitem').first()).toContainText('Signed out of another session');

  // The other browser is signed out: its realtime connection closes and it lands on the login
  // page, and its next request is refused.
  await expect(second).toHaveURL(/\/login/);
  expect((await second.request.get('/api/account/profile')).status()).toBe(401);
  // This browser is still signed in.
  expect((await page.request.get('/api/account/profile')).status()).toBe(200);
});

test('Security tab: every other session is signed out after confirming', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  for (const context of contexts) {
    const response = await context.request.post('/api/account/sign-in', {
      headers: { origin: BASE_URL },
      data: { email, password: PASSWORD },
    });
    expect(response.status()).toBe(200);
  }
  // On a phone the tab row scrolls: the selected Security tab is brought into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app/settings?tab=security');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Security' })).toBeInViewport();
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all other sessions' });
  await expect(dialog).toContainText('The 2 other browsers and devices');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText('2 other sessions were signed out.');
  for (const context of contexts)
    expect((await context.request.get('/api/account/profile')).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Sign out of all other sessions' })).toBeDisabled();
});
