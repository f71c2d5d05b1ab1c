import {
  expect,
  httpStatusError,
  logIn,
  logOut,
  mailLinks,
  mailsTo,
  openRealtimeSockets,
  PASSWORD,
  signUp,
  test,
  waitForApp,
} from '../support/fixtures';
import { APP_PORT } from '../support/ports';

test('a wrong password is refused under the form; the right one opens the app', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    httpStatusError(401),
    // Clearing the cookies under the signed-up page's live socket (no logout) makes its reconnect,
    // when it comes before the next page load, a refused handshake.
    /WebSocket connection to .*\/api\/realtime' failed: HTTP Authentication failed/,
  );
  const email = await signUp(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await waitForApp(page);
  await expect(page.getByText('Welcome back! Please login to your account.')).toBeVisible();

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await logIn(page, email, 'not the password');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password.');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();

  await logIn(page, email);
  await expect(page).toHaveURL('/app');
});

test('the app signs in under any loopback name of its address (localhost and 127.0.0.1)', async ({
  page,
}) => {
  const email = await signUp(page);
  for (const host of ['localhost', '127.0.0.1']) {
    // Signed out: each name of the machine is its own site to the browser, with its own cookies.
    await page.goto('about:blank');
    await page.context().clearCookies();
    const origin = `http://${host}:${APP_PORT}`;
    await page.goto(`${origin}/login`);
    await waitForApp(page);
    await logIn(page, email);
    await expect(page).toHaveURL(`${origin}/app`);
    await expect(page.getByRole('heading', { name: /^Welcome/, level: 1 })).toBeVisible();
  }
});

test('an unverified address is refused with a way to resend the verification mail', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(403));
  const email = await signUp(page, { verify: false });
  await mailLinks(email);
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByTestId('form-error')).toContainText('verify your email address');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`A new verification email is on its way to ${email}.`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
});

test('a signed-out invitation link comes back after login', async ({ page }) => {
  const email = await signUp(page);
  await page.goto('/app');
  await logOut(page);
  await page.goto('/app/settings?tab=design');
  await expect(page).toHaveURL('/login?redirect=%2Fapp%2Fsettings%3Ftab%3Ddesign');
  await logIn(page, email);
  await expect(page).toHaveURL('/app/settings?tab=design');

  // A redirect to another host is ignored.
  await logOut(page);
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await logIn(page, email);
  await expect(page).toHaveURL('/app');
});

test('a password is reset by mail, and the new one logs in', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(httpStatusError(401));
  const sockets = openRealtimeSockets(page);
  const email = await signUp(page);
  await page.goto('/app');
  await expect.poll(sockets).toBe(1);
  await logOut(page);
  await expect.poll(sockets).toBe(0);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/request-reset-password');
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('alert')).toContainText('Email is required');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Check your email and spam!')).toBeVisible();

  const verification = 1;
  const [link] = await mailLinks(email, verification + 1);
  await page.goto(link ?? '');
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Please enter your new password below.')).toBeVisible();
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();

  await page.getByRole('textbox', { name: 'New Password' }).fill('new secret 1');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('new secret 2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('new secret 1');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL('/login?reset=done');
  // Every session ended: the realtime connection of the recovery session is closed too.
  await expect.poll(sockets).toBe(0);
  await expect(page.getByText('Please log in again with your new password.')).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByTestId('form-error')).toHaveText('Invalid email or password.');
  await logIn(page, email, 'new secret 1');
  await expect(page).toHaveURL('/app');

  // The link works once.
  await logOut(page);
  await page.goto(link ?? '');
  await expect(page).toHaveURL('/login?reset=invalid');
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
});
