// Vitest's order of files for `npm test`: the slowest files first, whatever their project, so
// that the two workers never end with one long file running alone (Vitest's own order runs the
// projects one after the other, and inside each the larger files first: on a clean clone, with no
// timings cached, the bad-input walk, a short file, started last and ran for 90 s on one core).
import { BaseSequencer } from 'vitest/node';

/**
 * The files that take longest, with their seconds on the two-core CI machine (measured in the
 * run of docs/testing.md, "Where the time goes"). Files not listed follow, in Vitest's order.
 */
export const SLOW_FILES = {
  'apps/server/test/badInput.test.ts': 94,
  // Issue 38, measured on a quiet development machine: every fixture reverse-engineered, and the
  // relata-ddl pull runs of the real bin.
  'packages/core/test/reverse/reverse.test.ts': 120,
  'packages/core/test/reverse/pull.test.ts': 60,
  'apps/server/test/process.test.ts': 50,
  'packages/core/test/migrations.test.ts': 34,
  // Measured on a loaded machine (34 s of CPU); an estimate of its time alone.
  'apps/web/src/features/sql-editor/engine/fixtures.test.ts': 30,
  'apps/server/test/probe.test.ts': 25,
  'apps/server/test/accountLimits.test.ts': 23,
  'packages/core/test/sampleData.test.ts': 19,
  'packages/core/test/fidelity.test.ts': 18,
  'apps/server/test/devMail.test.ts': 15,
  'apps/server/test/diagram.test.ts': 15,
  'apps/server/test/account.test.ts': 15,
  'apps/server/test/versions.test.ts': 15,
  'apps/server/test/projects.test.ts': 14,
  'apps/server/test/stripeWebhookInput.test.ts': 14,
  'apps/server/test/ai.test.ts': 14,
  'apps/web/src/features/sql-editor/engine/playground.test.ts': 12,
  'apps/server/test/fixtureStorage.test.ts': 11,
};

export default class SlowestFirst extends BaseSequencer {
  async sort(files) {
    const base = await super.sort(files);
    const root = this.ctx.config.root.replace(/\/$/, '');
    const weight = (spec) => SLOW_FILES[spec.moduleId.slice(root.length + 1)] ?? 0;
    // Array.prototype.sort is stable: the files of equal weight keep Vitest's order.
    return [...base].sort((a, b) => weight(b) - weight(a));
  }
}
