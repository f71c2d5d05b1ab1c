import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { open, person } from '../support/people';

// Issue 17 item 4: the billing pages and the settings tab Plan pass axe-core's WCAG 2.1 A/AA rules
// in each of the five themes.

test('upgrade plan, payment success and cancel, the Plan tab and an unknown address are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app/upgrade-plan');
  await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeVisible();
  await expectAccessible(page, 'upgrade plan');

  await open(ada, '/app/payment/success');
  await expect(
    page.getByRole('heading', { name: 'Thank you for placing your order!' }),
  ).toBeVisible();
  await expectAccessible(page, 'payment success');

  await open(ada, '/app/payment/cancel');
  await expect(page).toHaveURL('/app/upgrade-plan');
  await expect(page.getByRole('button', { name: 'Choose Premium' })).toBeVisible();

  await open(ada, '/app/settings?tab=plan');
  await expect(page.getByRole('tab', { name: 'Plan' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'settings, Plan tab');

  await open(ada, '/no/such/page');
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
});
