import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
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

/**
 * The rules of those sets whose verdict depends on colours, and so on the theme: a theme changes
 * colours only (the markup, names, roles and focus order are the same in all five), so the first
 * theme is checked with every rule and the others with these. Checking every rule in every theme
 * took five times the structural rules' time for the same verdicts.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One violation, in words a failing test can show: rule, impact and the elements hit. */
function describeViolations(violations: AxeResults['violations']): string[] {
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

/** axe-core's script, read once per worker and put into a page before its first check. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The violations axe-core finds on the page as it is now, in words (see describeViolations).
 *
 * axe-core is put into the page once and stays there for every later check of that document (a
 * screen in five themes is five checks): putting it in again for each check, as
 * `@axe-core/playwright` does, took about half of each check's time. The app has no frames, so the
 * run stays in the top document.
 */
async function violationsOf(
  page: Page,
  include?: string,
  which: 'all' | 'colour' = 'all',
): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    ({ include, tags, rules, colourRules }) =>
      window
        .axe!.run(include ? { include: [include] } : document, {
          runOnly: colourRules
            ? { type: 'rule', values: colourRules }
            : { type: 'tag', values: tags },
          ...(colourRules ? {} : { rules }),
          resultTypes: ['violations'],
          iframes: false,
        })
        .then((results) => results.violations),
    {
      include,
      tags: WCAG_TAGS,
      rules: EXTRA_RULES,
      colourRules: which === 'colour' ? COLOUR_RULES : null,
    },
  );
  return describeViolations(violations);
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page once the app has started, in each of the five
 * themes (every rule in the first, the colour rules in the others: COLOUR_RULES), and fails with
 * every violation listed by theme. `include` narrows the check to a part of the page
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
  for (const [i, theme] of (options.themes ?? THEME_IDS).entries()) {
    await switchTheme(page, theme);
    await settleAnimations(page);
    const which = i === 0 ? 'all' : 'colour';
    found.push(...(await violationsOf(page, options.include, which)).map((v) => `[${theme}] ${v}`));
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
