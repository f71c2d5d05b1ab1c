import type * as Checks from './referenceChecks';

/** The reference checks: core's SQL reader and lexer, which the canvas needs only for an edit. */
type ReferenceChecks = typeof Checks;

let loaded: ReferenceChecks | null = null;
let loading: Promise<ReferenceChecks> | null = null;

/**
 * Loads the reference checks once (the editor starts this after its first paint, so that they
 * are not among what the page waits for: they and the SQL lexer weigh some 13 KB).
 */
export function loadReferenceChecks(): Promise<ReferenceChecks> {
  return (loading ??= import('./referenceChecks').then((checks) => (loaded = checks)));
}

/** Runs `run` with the reference checks: at once when they are loaded, else once they are. */
export function withReferenceChecks(run: (checks: ReferenceChecks) => void): Promise<void> {
  if (loaded) {
    run(loaded);
    return Promise.resolve();
  }
  return loadReferenceChecks().then(run);
}
