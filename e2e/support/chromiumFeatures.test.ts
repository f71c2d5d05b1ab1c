import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DISABLE_FEATURES_SWITCH,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './chromiumFeatures';

/** The features Playwright's own `--disable-features` switch names, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const lib = path.join(
    path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
    'lib',
  );
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source);
    if (!list?.[1]) continue;
    const withoutComments = list[1].replace(/\/\/[^\n]*/g, '');
    return [...withoutComments.matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1] ?? '');
  }
  return [];
}

describe("the end-to-end suite's --disable-features", () => {
  it('keeps every feature Playwright disables (Chromium reads the last switch only)', () => {
    const theirs = playwrightDisabledFeatures();
    // Playwright's list moved or was renamed: find its chromiumSwitches and read it again.
    expect(
      theirs.length,
      "Playwright's disabledFeatures list in playwright-core/lib",
    ).toBeGreaterThan(5);
    expect(theirs.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f))).toEqual([]);
  });

  it('is the one such switch the suite starts Chromium with, and turns off the omnibox popup', async () => {
    // The config makes the run's DATA_DIR when loaded: here one that is removed at once.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'relata-e2e-config-'));
    const before = process.env.RELATA_E2E_DATA_DIR;
    process.env.RELATA_E2E_DATA_DIR = dataDir;
    const { default: config } = await import('../playwright.config');
    rmSync(dataDir, { recursive: true, force: true });
    if (before === undefined) delete process.env.RELATA_E2E_DATA_DIR;
    else process.env.RELATA_E2E_DATA_DIR = before;
    const args = config.use?.launchOptions?.args ?? [];
    expect(args.filter((a) => a.startsWith('--disable-features'))).toEqual([
      DISABLE_FEATURES_SWITCH,
    ]);
    const named = DISABLE_FEATURES_SWITCH.replace('--disable-features=', '').split(',');
    for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES])
      expect(named).toContain(feature);
  });
});
