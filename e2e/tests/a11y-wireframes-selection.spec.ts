import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openWireframes } from '../support/wireframes';

// Issue 17 item 4: a selected wireframe component, its properties and menu, in all five themes.

test('a selected wireframe component, its properties and its context menu have no axe violations', async ({
  page,
}) => {
  const [button] = await openWireframes(page);
  const selected = page.locator(`[data-wire-id="${button ?? ''}"]`);
  await selected.click();
  const properties = page.getByRole('complementary', { name: 'Properties' });
  await expect(properties.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('Save');
  await expectAccessible(page, 'the wireframes editor with a selection and its properties');

  await selected.click({ button: 'right' });
  await expect(page.getByTestId('wire-context-menu')).toBeVisible();
  await expectAccessible(page, 'the wireframes context menu', {
    include: '[data-testid="wire-context-menu"]',
  });
});
