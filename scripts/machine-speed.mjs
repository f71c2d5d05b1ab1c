#!/usr/bin/env node
// How much slower than the reference machine this one runs work like the suites' (docs/testing.md,
// "The time budget"). Two machines of the same kind (two cores) have run the same end-to-end
// specs in 1.5 to 1.9 times the time of each other: a budget in seconds says nothing unless it
// knows which machine it is on. The reference workload is a small copy of what
// the suites spend their time on: Chromium opening contexts and laying out a page (two thirds of
// `npm test`), and Node.js building, serialising and sorting objects (the server and Vitest).
//
//   node scripts/machine-speed.mjs          # the factor: 1 on the reference machine or a faster one, 2 on one twice as slow
//   node scripts/machine-speed.mjs --raw    # the workloads' times in milliseconds
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The reference workload's time on the machine the budgets were measured on, in milliseconds: a
 * typical round there (quiet, on 2026-12-06, seven samples: node 353-399, chromium 546-660), where
 * clean-clone runs of `.ci/run` took 829 s and less (docs/testing.md, "The time budget"). The
 * machine of the budgets before (session 37's) measured node 935, chromium 2324 with other work
 * running, and ran CI in 1609-1909 s.
 */
export const REFERENCE_MS = { node: 380, chromium: 630 };

/**
 * The factor is kept within these bounds. A faster machine keeps the budgets as they are (a
 * calibration is a sample, and a budget that shrank with a lucky sample would fail good runs);
 * a slower one gets them stretched, up to four times.
 */
export const FACTOR_BOUNDS = [1, 4];

/** Node.js work of the kind the server and the tests do: objects, JSON, sorting, strings. */
function nodeRound() {
  const started = performance.now();
  for (let round = 0; round < 4; round++) {
    const rows = [];
    for (let i = 0; i < 60_000; i++)
      rows.push({ id: `t${i}`, name: `table_${(i * 7919) % 60_000}`, columns: [i, i + 1, i + 2] });
    const text = JSON.stringify(rows);
    const back = JSON.parse(text);
    back.sort((a, b) => a.name.localeCompare(b.name));
    text.replace(/table_(\d+)/g, (_, n) => n);
  }
  return performance.now() - started;
}

/** The page each Chromium round lays out: a grid of cards, measured after each change. */
const PAGE = `<!doctype html><body><script>
  for (let pass = 0; pass < 6; pass++) {
    document.body.textContent = '';
    for (let i = 0; i < 1500; i++) {
      const card = document.createElement('div');
      card.style.cssText = 'display:inline-block;padding:4px;border:1px solid #888;margin:' + (pass % 3) + 'px';
      card.textContent = 'column_' + i + ' varchar(' + (i % 255) + ')';
      document.body.appendChild(card);
    }
    document.body.getBoundingClientRect();
  }
</script></body>`;

/** Chromium work of the kind the end-to-end suite does: a fresh context, a page, layout. */
async function chromiumRound(browser) {
  const started = performance.now();
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(PAGE);
    await context.close();
  }
  return performance.now() - started;
}

/** The best of three rounds of each workload, in milliseconds. */
export async function measure({ chromiumPath = '/usr/bin/chromium' } = {}) {
  const node = Math.min(nodeRound(), nodeRound(), nodeRound());
  // The end-to-end suite's own Playwright (e2e/package.json declares it).
  const require = createRequire(new URL('../e2e/package.json', import.meta.url));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await chromiumRound(browser); // the first round also starts Chromium's processes
    const times = [await chromiumRound(browser), await chromiumRound(browser)];
    return { node, chromium: Math.min(...times) };
  } finally {
    await browser.close();
  }
}

/**
 * How much slower than the reference machine this one is (2 = twice as slow), from a measurement:
 * the mean of the two workloads' ratios, within FACTOR_BOUNDS.
 */
export function factorOf(measured) {
  const ratio = (measured.node / REFERENCE_MS.node + measured.chromium / REFERENCE_MS.chromium) / 2;
  const [low, high] = FACTOR_BOUNDS;
  return Math.round(Math.min(high, Math.max(low, ratio)) * 100) / 100;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measured = await measure({ chromiumPath: process.env.CHROMIUM_PATH });
  if (process.argv.includes('--raw')) console.log(JSON.stringify(measured));
  else console.log(factorOf(measured));
}
