import { expect, mailLinks, PASSWORD, test, uniqueEmail } from '../support/fixtures';
import { api, createProject, done, expectToast, inviteLink, open, person } from '../support/people';

test('invitations arrive live on the dashboard and the bell; one is accepted there, one declined', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const [grace, alan] = await Promise.all([person(browser, 'Grace'), person(browser, 'Alan')]);
  const name = `Library ${Date.now()}`;
  const projectId = await createProject(ada, name, 'Books and loans');

  // Both wait on the dashboard, with no invitations yet.
  await Promise.all([open(grace, '/app'), open(alan, '/app')]);
  await expect(grace.page.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);
  await expect(grace.page.getByText('No projects found')).toBeVisible();

  await api(ada, 'POST', `/api/projects/${projectId}/invites`, { invitee_email: grace.email });
  await api(ada, 'POST', `/api/projects/${projectId}/invites`, {
    invitee_email: alan.email,
    role: 'Editor',
  });

  // Grace: the section and the bell update without a reload; she accepts from the dashboard.
  await expect(grace.page.getByRole('heading', { name: 'Invitations' })).toBeVisible();
  const card = grace.page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('Books and loans');
  await expect(card).toContainText('Viewer');
  await grace.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    grace.page.getByRole('menuitem', { name: new RegExp(`invited you to "${name}"`) }),
  ).toBeVisible();
  await grace.page.keyboard.press('Escape');
  await card.click();
  await expect(grace.page.getByRole('heading', { name })).toBeVisible();
  await grace.page.getByRole('button', { name: 'Accept' }).click();
  await expectToast(grace, 'Accepted', `${name} Invitation accepted successfully`);
  await expect(grace.page).toHaveURL(`/app/projects/${projectId}`);

  // Alan follows the notification, which is marked seen, and declines.
  const bell = alan.page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  await alan.page
    .getByRole('menuitem', { name: new RegExp(`invited you to "${name}" as Editor`) })
    .click();
  await expect(alan.page).toHaveURL(/\/app\/projects\/accept-invite\//);
  await expect(alan.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await alan.page.getByRole('button', { name: 'Decline' }).click();
  await expectToast(alan, 'Declined', `${name} Invitation declined successfully`);
  await expect(alan.page).toHaveURL('/app');
  await expect(alan.page.getByRole('heading', { name: 'Invitations' })).toHaveCount(0);

  // Ada's team page shows both answers.
  await open(ada, `/app/projects/${projectId}/team`);
  const invites = page.getByRole('table', { name: 'Pending invites' });
  await expect(invites.getByRole('row', { name: new RegExp(grace.email) })).toContainText(
    'Accepted',
  );
  await expect(invites.getByRole('row', { name: new RegExp(alan.email) })).toContainText(
    'Declined',
  );
  await expect(invites.getByRole('button', { name: /Remove the invitation/ })).toHaveCount(0);
  await done(grace, alan);
});

test('the invitation page explains unknown tokens, other addresses and a missing token', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const ada = await person(page, 'Ada', consoleErrors);
  const grace = await person(browser, 'Grace');
  const projectId = await createProject(ada, `Secret ${Date.now()}`);
  await api(ada, 'POST', `/api/projects/${projectId}/invites`, { invitee_email: grace.email });
  const [invite] = await api<{ invite_token: string }[]>(grace, 'GET', '/api/invitations');

  await open(ada, '/app/projects/accept-invite/not-a-real-token-0000');
  await expect(page.getByRole('alert').filter({ hasText: 'Invitation not found.' })).toBeVisible();
  await open(ada, `/app/projects/accept-invite/${invite?.invite_token ?? ''}`);
  await expect(page.getByText('This invitation is for someone else')).toBeVisible();
  await expect(page.getByText(`This invitation was sent to ${grace.email}`)).toBeVisible();
  await open(ada, '/app/projects/accept-invite');
  await expect(
    page.getByText('Token could not be determined. Please try again later.'),
  ).toBeVisible();
  // The browser logs the refused lookups (404 and 403) as failed resources.
  expect(consoleErrors.every((e) => e.includes('Failed to load resource'))).toBe(true);
  consoleErrors.splice(0);
  await done(grace);
});

test('a person without an account registers from the invitation mail and lands back on it', async ({
  page,
  browser,
}) => {
  const ada = await person(browser, 'Ada');
  const name = `Newcomers ${Date.now()}`;
  const projectId = await createProject(ada, name);
  const email = uniqueEmail('invitee');
  await api(ada, 'POST', `/api/projects/${projectId}/invites`, {
    invitee_email: email,
    role: 'Editor',
  });

  const invitation = await inviteLink(email);
  await page.goto(invitation);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(invitation)}`);
  await page.getByRole('link', { name: 'Create an Account!' }).click();
  // The login form has an Email and a Password field too: fill the registration form's.
  await expect(page).toHaveURL(/\/register/);
  await expect(
    page.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify-email?state=not-confirmed');
  const [verification] = await mailLinks(email, 2);
  await page.goto(verification ?? '');
  await page.getByRole('link', { name: 'Go to App' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL(invitation);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(`/app/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await done(ada);
});
