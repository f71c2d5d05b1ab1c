#!/usr/bin/env node
// The time budget (docs/testing.md, "The time budget"): a run over its budget fails, unless the
// machine was loaded when it began, in which case the time says nothing about the suites and the
// run only warns. Used by `npm test` (scripts/test.mjs) and `.ci/run`:
//
//   node scripts/budget.mjs LABEL SECONDS BUDGET_SECONDS   # exit 1 when over on a quiet machine
import os from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * What `.ci/run` may take on the two-core CI machine. Issue 34's target is 900 s; the suites
 * take 1195 to 1285 s today (docs/testing.md, "Where the time goes"), so the budget enforced now
 * is that with a quarter to spare, and comes down as the suites do: it stops any growth at once.
 */
export const TARGET_S = 900;
export const CI_BUDGET_S = 1600;

/**
 * `npm test`'s part of it: CI's budget less what its other steps take (install, the static
 * checks side by side, the smoke sets on two more Node.js versions: about 250 s).
 */
export const NPM_TEST_BUDGET_S = 1300;

/**
 * Above this one-minute load average at the start (other work on the machine), a run's time is
 * not held against its budget. `.ci/run` reads it before its first step and passes it on in
 * RELATA_LOAD_AT_START, so `npm test` judges by the machine as CI found it, not as CI's own
 * earlier steps left it.
 */
export const LOADED_AT = 1;

/** The one-minute load average when the run began. */
export function loadAtStart() {
  const passed = Number(process.env.RELATA_LOAD_AT_START);
  return Number.isFinite(passed) && process.env.RELATA_LOAD_AT_START !== undefined
    ? passed
    : os.loadavg()[0];
}

/**
 * The verdict on a run's time: `ok` false only when over budget on a machine that was quiet.
 * `load` is the one-minute load average when the run began.
 */
export function judge(label, seconds, budget, load) {
  if (seconds <= budget)
    return { ok: true, message: `${label}: ${seconds} s, within its budget of ${budget} s.` };
  if (load >= LOADED_AT)
    return {
      ok: true,
      message: `${label}: ${seconds} s, over its budget of ${budget} s, but the machine was loaded when it began (load ${load.toFixed(2)} >= ${LOADED_AT}), so this is only a warning.`,
    };
  return {
    ok: false,
    message: `${label}: ${seconds} s, OVER ITS BUDGET of ${budget} s on a quiet machine (load ${load.toFixed(2)} at the start). Find the slow part in the duration table above; docs/testing.md says how to make room.`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [label = 'run', seconds = 'NaN', budget = String(CI_BUDGET_S)] = process.argv.slice(2);
  const verdict = judge(label, Number(seconds), Number(budget), loadAtStart());
  console.log(verdict.message);
  if (Number(seconds) > TARGET_S) console.log(`(The target is ${TARGET_S} s: docs/testing.md.)`);
  process.exit(verdict.ok ? 0 : 1);
}
