import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pngFile } from '../support/images';
import { open, person } from '../support/people';

// Issue 17 item 4: the profile and its crop dialog pass axe-core's WCAG 2.1 A/AA rules in each of
// the five themes.

test('the profile and the avatar crop dialog are accessible', async ({ page }) => {
  const ada = await person(page, 'Ada');
  await open(ada, '/app/profile');
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expectAccessible(page, 'profile');

  await page.locator('input[type="file"]').setInputFiles(await pngFile(page, 300, 200));
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectAccessible(page, 'avatar crop dialog', { include: '[role="dialog"]' });
});
