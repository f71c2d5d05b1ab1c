import { contrastRatio } from '../support/contrast';
import { expect, test, waitForApp } from '../support/fixtures';

const THEMES = ['theme-dark', 'theme-light', 'theme-dark-love', 'theme-sepia', 'theme-ocean'];

test('the theme chosen survives a reload', async ({ page }) => {
  await page.goto('/login');
  await waitForApp(page);
  const html = page.locator('html');
  await expect(html).toHaveClass('theme-dark');

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Sepia' }).click();
  await expect(html).toHaveClass('theme-sepia');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.reload();
  await expect(html).toHaveClass('theme-sepia');
  expect(await page.evaluate(() => localStorage.getItem('relata-theme'))).toBe('theme-sepia');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Sepia theme' })).toBeVisible();
});

/** Text and background variables that must reach WCAG AA for normal text (4.5:1). */
const TEXT_PAIRS: [string, string][] = [
  ['--relata-text', '--relata-bg'],
  ['--relata-text', '--relata-surface'],
  ['--relata-text', '--relata-surface-hover'],
  ['--relata-text-muted', '--relata-bg'],
  ['--relata-text-muted', '--relata-surface'],
  // A hovered or focused menu item: its dimmed line (a notification's time) on the hover colour.
  ['--relata-text-muted', '--relata-surface-hover'],
  ['--relata-placeholder', '--relata-surface'],
  ['--relata-link', '--relata-bg'],
  ['--relata-link', '--relata-surface'],
  ['--relata-error', '--relata-bg'],
  ['--relata-error', '--relata-surface'],
  ['--relata-primary-contrast', '--relata-primary-7'],
  ['--relata-primary-contrast', '--relata-primary-8'],
];

for (const theme of THEMES) {
  test(`${theme} keeps text readable (WCAG AA)`, async ({ page }) => {
    await page.addInitScript((id) => localStorage.setItem('relata-theme', id), theme);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(theme);
    const names = [...new Set(TEXT_PAIRS.flat())];
    const values = await page.evaluate((vars) => {
      const style = getComputedStyle(document.documentElement);
      return Object.fromEntries(vars.map((v) => [v, style.getPropertyValue(v).trim()]));
    }, names);
    for (const [fg, bg] of TEXT_PAIRS) {
      const ratio = contrastRatio(values[fg] ?? '', values[bg] ?? '');
      expect(ratio, `${fg} (${values[fg]}) on ${bg} (${values[bg]})`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
