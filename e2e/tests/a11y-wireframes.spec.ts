import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openWireframes } from '../support/wireframes';

// Issue 17 item 4: the wireframes editor with content, in all five themes.

test('the wireframes editor with components and the palette has no axe violations', async ({
  page,
}) => {
  await openWireframes(page);
  await expect(page.getByRole('region', { name: 'Component palette' })).toBeVisible();
  await expectAccessible(page, 'the wireframes editor with the palette');

  await page.getByRole('button', { name: 'Charts', exact: true }).click();
  await expect(page.getByTestId('palette-item')).toHaveCount(3);
  await expectAccessible(page, 'the palette on another category', {
    include: '[aria-label="Component palette"]',
  });
});
