import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForApp } from './fixtures';

/** The five themes (spec 1 §3), in the switcher's order. */
export const THEME_IDS = [
  'theme-dark',
  'theme-light',
  'theme-dark-love',
  'theme-sepia',
  'theme-ocean',
] as const;

/** The rule sets the issue names: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core leaves its "experimental" rules out of a run by tags, among them WCAG 2.1 A's
 * label-content-name-mismatch (2.5.3 Label in Name), which the issue names: it is switched on.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** One violation, in words a failing test can show: rule, impact and the elements hit. */
function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  );
}

/**
 * Switches the open page to a theme in place, as a choice in another tab does (the app follows
 * the storage event), so an open dialog or menu stays open while it is checked in every theme.
 */
export async function switchTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((id) => {
    const old = localStorage.getItem('relata-theme');
    localStorage.setItem('relata-theme', id);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'relata-theme', oldValue: old, newValue: id }),
    );
  }, theme);
  await expect(page.locator('html')).toHaveClass(theme);
}

/** Waits until every animation or transition that ends (not a spinner's endless turn) has ended. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The violations axe-core finds on the page as it is now, in words (see describeViolations). */
async function violationsOf(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to finish
  // it there (injecting axe twice), which doubled the time of each of the five themes' checks.
  // The app has no cross-origin frames, the one thing only the default mode reaches.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: EXTRA_RULES })
    .withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  return describeViolations((await builder.analyze()).violations);
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page once the app has started, in each of the five themes, and
 * fails with every violation listed by theme. `include` narrows the check to a part of the page
 * (an open dialog, say) when the rest was checked on its own already.
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  options: { include?: string; themes?: readonly string[] } = {},
): Promise<void> {
  // A page just loaded is still behind the startup overlay while it fades out, and axe-core
  // would judge the half-transparent overlay's colours: the screen is checked once it is shown.
  await waitForApp(page);
  // Likewise a toast fading in or out: the check runs with reduced motion (the app then shows
  // and hides without transitions) once what was already moving has come to rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  for (const theme of options.themes ?? THEME_IDS) {
    await switchTheme(page, theme);
    await settleAnimations(page);
    found.push(...(await violationsOf(page, options.include)).map((v) => `[${theme}] ${v}`));
  }
  await page.emulateMedia({ reducedMotion: null });
  expect(found, `axe-core violations on ${screen}`).toEqual([]);
}

/**
 * The same check, once, for a page the server renders outside the app (the test-mode checkout
 * and billing portal), which has one look and no theme to switch.
 */
export async function expectAccessibleAsIs(page: Page, screen: string): Promise<void> {
  expect(await violationsOf(page), `axe-core violations on ${screen}`).toEqual([]);
}
