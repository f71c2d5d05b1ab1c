import { answerTo, expect, signUp, test, waitForApp } from '../support/fixtures';
import { pngFile, svgFile } from '../support/images';

test('the profile shows the account and saves a changed name; Save and Cancel only when changed', async ({
  page,
}) => {
  const email = await signUp(page, { firstname: 'Erin' });
  await page.goto('/app/profile');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-tag')).toHaveText('Free');
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeDisabled();
  await expect(
    page.getByText('Please contact support to change it.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Connected identities' })).toHaveText(
    'E-mail and password',
  );

  const firstName = page.getByRole('textbox', { name: 'First name' });
  const save = page.getByRole('button', { name: 'Save' });
  const cancel = page.getByRole('button', { name: 'Cancel' });
  await expect(save).toHaveCount(0);
  await firstName.fill('Grace');
  await expect(save).toBeVisible();
  await cancel.click();
  await expect(firstName).toHaveValue('Erin');
  await expect(save).toHaveCount(0);

  await firstName.fill('');
  await firstName.blur();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await firstName.fill('Grace');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  // The save is optimistic (spec 1 §4): Save goes at once, and the page is reloaded once the
  // server has answered.
  const saved = answerTo(page, 'PATCH', /^\/api\/account\/profile$/);
  await save.click();
  await expect(save).toHaveCount(0);
  expect(await saved).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-name')).toHaveText('Grace Hopper');
});

test('an avatar is chosen, cropped square to 200x200 and uploaded; bad files are refused', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/app/profile');
  await waitForApp(page);
  const input = page.locator('input[type="file"]');
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });

  // Not an image at all: only logged, no dialog.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog).toHaveCount(0);

  await input.setInputFiles({
    name: 'layers.psd',
    mimeType: 'image/vnd.adobe.photoshop',
    buffer: Buffer.from('8BPS'),
  });
  await expect(dialog.getByText('Invalid image type')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await input.setInputFiles(svgFile(false));
  await expect(dialog.getByText('This SVG image has no size')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await input.setInputFiles(await pngFile(page, 640, 400));
  await expect(dialog).toBeVisible();
  const area = dialog.getByRole('application', { name: 'Crop area' });
  await area.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('9');
  await page.keyboard.press('ArrowLeft');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const avatar = page.getByRole('button', { name: 'Change avatar' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/avatars\/.+\.webp\?v=\d+$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([200, 200]);

  // An SVG with a viewBox is rasterised by the canvas before the upload.
  const before = await avatar.getAttribute('src');
  await input.setInputFiles(svgFile(true));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(avatar).not.toHaveAttribute('src', before ?? '');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /\/api\/avatars\//);
});
