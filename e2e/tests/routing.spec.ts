import { expect, test, waitForApp } from '../support/fixtures';

test('the empty path goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Contact & Imprint' })).toHaveAttribute(
    'href',
    '/imprint.html',
  );
});

test('an unknown path goes to /app and from there, signed out, to /login', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/login');
  expect(visited).toContain('/app');
  expect(visited.indexOf('/app')).toBeLessThan(visited.lastIndexOf('/login'));
});

test('guarded pages send signed-out visitors to /login, remembering an /app page', async ({
  page,
}) => {
  for (const path of ['/app', '/reset-password', '/onboarding']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/login');
  }
  await page.goto('/app/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fprofile');
  await page.goto('/app/projects/42/settings');
  await expect(page).toHaveURL(/^[^?]+\/login\?redirect=%2Fapp%2Fprojects%2F42%2Fsettings/);
});

test('/verify-email shows its two states and refuses any other', async ({ page }) => {
  await page.goto('/verify-email?state=not-confirmed');
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText('Please check your email for a verification link.')).toBeVisible();

  await page.goto('/verify-email?state=confirmed');
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await expect(page.getByText('Your email has been successfully verified!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app');

  await page.goto('/verify-email?state=maybe');
  await expect(page).toHaveURL('/login');
});

test('the imprint is a static page self-hosters edit', async ({ page }) => {
  const response = await page.goto('/imprint.html');
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: 'Contact & Imprint' })).toBeVisible();
});
