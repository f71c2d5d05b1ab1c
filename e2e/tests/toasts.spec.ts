import { expect, test, waitForApp } from '../support/fixtures';

test('a toast stack keeps at most 3 visible, newest on top', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.evaluate(() => {
    for (let i = 1; i <= 5; i++) {
      window.__relataToast?.({ title: `Toast ${i}`, message: 'From the test', duration: 60_000 });
    }
  });
  const toasts = page.getByTestId('toast');
  await expect(toasts).toHaveCount(3);
  await expect(toasts.nth(0)).toContainText('Toast 5');
  await expect(toasts.nth(2)).toContainText('Toast 3');

  // Closing one frees a place for the next waiting toast.
  await toasts.nth(0).getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts).toHaveCount(3);
  await expect(toasts.nth(2)).toContainText('Toast 2');
  await expect(page.getByText('Toast 5')).toHaveCount(0);
});

test('an error toast disappears after its duration unless hovered', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  await page.evaluate(() =>
    window.__relataToast?.({ title: 'Error', message: 'Boom', type: 'error', duration: 1500 }),
  );
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Boom');
  await toast.hover();
  await page.waitForTimeout(2000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(toast).toHaveCount(0, { timeout: 4000 });
});
