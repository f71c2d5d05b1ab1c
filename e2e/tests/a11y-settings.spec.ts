import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { open, person } from '../support/people';

// Issue 17 item 4: the settings tabs Profile, Password, Design and Security (Plan: a11y-billing)
// pass axe-core's WCAG 2.1 A/AA rules in each of the five themes.

test('the settings tabs Profile, Password, Design and Security and the delete-account dialog are accessible', async ({
  page,
}) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app/settings');
  for (const tab of ['Password', 'Design', 'Security', 'Profile']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `settings, ${tab} tab`);
  }
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete account' })).toBeVisible();
  await expectAccessible(page, 'delete account dialog', { include: '[role="dialog"]' });
});
