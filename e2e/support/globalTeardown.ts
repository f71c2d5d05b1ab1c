import { rmSync } from 'node:fs';

/** Removes the run's DATA_DIR once every test is done. */
export default function globalTeardown(): void {
  const dataDir = process.env.RELATA_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
