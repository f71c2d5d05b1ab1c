import { expectAccessible, expectAccessibleAsIs } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { open, person } from '../support/people';

// Issue 17 item 4: what a subscriber sees (the test-mode checkout and portal, the change-plan and
// cancel-subscription questions, the Plan tab with a plan) passes axe-core's WCAG 2.1 A/AA rules.

test('checkout, plan change, cancellation and the billing portal are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app/upgrade-plan');
  await page
    .getByRole('article', { name: 'Premium' })
    .getByRole('button', { name: 'Choose Premium' })
    .click();
  await expect(page).toHaveURL(/\/billing\/test\/checkout\//);
  await expect(page.getByText('TEST MODE · no payment is taken')).toBeVisible();
  await expectAccessibleAsIs(page, 'the test-mode checkout');
  await page.getByRole('button', { name: 'Pay (test mode)' }).click();
  await expect(page.getByText('Successfully processed your payment!')).toBeVisible({
    timeout: 15_000,
  });

  await open(ada, '/app/upgrade-plan');
  await page
    .getByRole('article', { name: 'Team' })
    .getByRole('button', { name: 'Switch to Team' })
    .click();
  const change = page.getByRole('dialog', { name: 'Change plan' });
  await expect(change.getByRole('button', { name: 'Change Plan' })).toBeVisible();
  await expectAccessible(page, 'the change-plan question', { include: '[role="dialog"]' });
  await change.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(change).toHaveCount(0);

  await open(ada, '/app/settings?tab=plan');
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expectAccessible(page, 'settings, Plan tab with a plan');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(cancel.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  await expectAccessible(page, 'the cancel-subscription question', { include: '[role="dialog"]' });
  await cancel.getByRole('button', { name: 'Cancel', exact: true }).click();

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage billing' }).click();
  const portal = await popup;
  await expect(portal).toHaveURL(/\/billing\/test\/portal\//);
  await expect(portal.getByRole('button', { name: 'Cancel at period end' })).toBeVisible();
  await expectAccessibleAsIs(portal, 'the test-mode billing portal');
});
