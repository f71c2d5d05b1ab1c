/**
 * The core project's global set-up: its workers name their databases for this run (RUN, passed
 * in RELATA_TEST_RUN) and keep them for every test file they run; at the run's end this drops
 * them, and those of runs killed before (databases.ts).
 */
import { Engines } from './databases';

export default function setup(): () => Promise<void> {
  process.env.RELATA_TEST_RUN = String(process.pid);
  return async () => {
    const engines = await Engines.connect();
    try {
      await engines.dropRun(process.pid);
    } finally {
      await engines.close();
    }
  };
}
