import type { Page } from '@playwright/test';
import { expect, signUp, test, waitForApp } from '../support/fixtures';
import { createProject, person } from '../support/people';

/** The date the app shows for the live subscription's end, read from the API. */
async function accessUntil(page: Page): Promise<string> {
  const response = await page.request.get('/api/billing/subscriptions');
  const subs = (await response.json()) as { status: string; cancel_at: string | null }[];
  const end = subs.find((s) => s.status === 'active')?.cancel_at;
  expect(end, 'a cancellation date').toBeTruthy();
  return new Date(end ?? '').toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function teamEntry(page: Page) {
  return page.getByRole('navigation').getByRole('link', { name: 'Team', exact: true });
}

test('the test-mode checkout accepts its own form post', async ({ page }) => {
  await signUp(page);
  await page.goto('/app/upgrade-plan');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Choose Premium' }).click();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page).toHaveURL(/\/app\/payment\/success/);
});

test('a user upgrades in test mode, changes plan and cancels in the billing portal', async ({
  page,
  consoleErrors,
}) => {
  const paula = await person(page, 'Paula', consoleErrors);
  const projectId = await createProject(paula, 'Billing Shop');

  // Free: the Admin sees no Team entry, and the navbar offers the upgrade.
  await page.goto(`/app/projects/${projectId}`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Project Overview' })).toBeVisible();
  await expect(teamEntry(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade Plan' }).first().click();
  await expect(page).toHaveURL('/app/upgrade-plan');

  // The upgrade page: test mode, annual by default, popular plan first, disabled coupon.
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Plan' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Test mode' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Coupon' })).toBeDisabled();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading')).toHaveText('Premium');
  await expect(cards.first()).toContainText('Most popular');
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByTestId('plan-price')).toHaveText('€7.99');
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(premium.getByTestId('plan-price')).toHaveText('€9.99');
  await page.getByText('Annual', { exact: true }).click();

  // Checkout on the local test page, then the success page.
  await premium.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page).toHaveURL(/\/billing\/test\/checkout\//);
  await expect(page.getByText('TEST MODE · no payment is taken')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page).toHaveURL(/\/app\/payment\/success/);
  await expect(
    page.getByRole('heading', { name: 'Thank you for placing your order!' }),
  ).toBeVisible();
  await expect(page.getByText('Successfully processed your payment!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('plan-label')).toHaveText('Premium');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);

  // The profile shows the plan and its status.
  await page.goto('/app/profile');
  await expect(page.getByTestId('subscription-tag')).toHaveText('Premium');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active · Renews automatically');

  // The Admin now has the Team entry.
  await page.goto(`/app/projects/${projectId}`);
  await expect(teamEntry(page)).toBeVisible();

  // A plan change from the upgrade page, after confirmation.
  await page.goto('/app/upgrade-plan');
  await expect(premium.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await page
    .getByRole('article', { name: 'Team' })
    .getByRole('button', { name: 'Switch to Team' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByRole('button', { name: 'Change Plan' }).click();
  await expect(page.getByText('Your plan has been changed.')).toBeVisible();
  await expect(page.getByTestId('plan-label')).toHaveText('Team');

  // The billing portal opens in a new tab; cancelling there shows "access until" in the app.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  const portal = await popup;
  await expect(portal).toHaveURL(/\/billing\/test\/portal\//);
  await portal.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(portal.getByText(/cancelled, access until/)).toBeVisible();
  const until = await accessUntil(page);
  await expect(page.getByTestId('subscription-status')).toHaveText(
    `Active · Access until ${until}`,
  );
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await portal.getByRole('link', { name: 'Return to Relata' }).click();
  await expect(portal).toHaveURL('/app/account');
  await expect(portal.getByTestId('subscription-status')).toHaveText(
    `Active · Access until ${until}`,
  );
  await portal.close();

  // Still Team until the period ends.
  await page.goto('/app/profile');
  await expect(page.getByTestId('subscription-tag')).toHaveText('Team');
  await expect(page.getByTestId('subscription-status')).toContainText(`Access until ${until}`);
});

test('cancelling from the upgrade page asks first and keeps access until the period ends', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/app/upgrade-plan');
  await waitForApp(page);
  await page.getByText('Monthly', { exact: true }).click();
  await page
    .getByRole('article', { name: 'Team' })
    .getByRole('button', { name: 'Choose Team' })
    .click();
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page.getByText('Successfully processed your payment!')).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/app/settings?tab=plan');
  await expect(page.getByRole('heading', { name: 'Upgrade Plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Your subscription will end with this period.')).toBeVisible();
  const until = await accessUntil(page);
  await expect(page.getByTestId('subscription-status')).toHaveText(
    `Active · Access until ${until}`,
  );
});
