// A Vitest reporter for `npm test`: the time each project's files took (tests and hooks, plus
// their set-up and imports) and the run's wall-clock time, written as JSON to RELATA_VITEST_TIMES.
// Without that variable it does nothing, so a plain `npx vitest run` prints what it always did.
import { writeFileSync } from 'node:fs';

/** @typedef {{ wallMs: number, projects: { name: string, files: number, ms: number, slowest: { file: string, ms: number } }[] }} VitestTimes */

export default class VitestTimes {
  started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const out = process.env.RELATA_VITEST_TIMES;
    if (!out) return;
    /** @type {Map<string, { name: string, files: number, ms: number, slowest: { file: string, ms: number } }>} */
    const projects = new Map();
    for (const module of modules) {
      const name = module.project.name || 'default';
      const d = module.diagnostic();
      const ms = d.duration + d.setupDuration + d.collectDuration + d.prepareDuration;
      const entry = projects.get(name) ?? { name, files: 0, ms: 0, slowest: { file: '', ms: 0 } };
      entry.files += 1;
      entry.ms += ms;
      if (ms > entry.slowest.ms) entry.slowest = { file: module.relativeModuleId, ms };
      projects.set(name, entry);
    }
    /** @type {VitestTimes} */
    const times = { wallMs: Date.now() - this.started, projects: [...projects.values()] };
    writeFileSync(out, JSON.stringify(times, null, 2));
  }
}
