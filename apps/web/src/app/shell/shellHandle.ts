/** What a route tells the app shell through its `handle`. */
export interface ShellHandle {
  /** Project routes show the menu button and the project drawer (spec 2 §2). */
  projectMenu?: boolean;
  /** Editors use the whole area: no padding and no footer. */
  fullBleed?: boolean;
}

function isShellHandle(value: unknown): value is ShellHandle {
  return typeof value === 'object' && value !== null;
}

/** Merges the handles of the matched routes, the deepest route winning. */
export function readShellHandle(matches: readonly { handle: unknown }[]): ShellHandle {
  return matches.reduce<ShellHandle>(
    (merged, match) => (isShellHandle(match.handle) ? { ...merged, ...match.handle } : merged),
    {},
  );
}
