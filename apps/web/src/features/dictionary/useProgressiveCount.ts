import { startTransition, useCallback, useEffect, useState } from 'react';

/** Table sections rendered on the first paint: a few screens of a 12-column model. */
export const FIRST_SECTIONS = 10;
/** Sections added per task after that, in a transition, so typing and scrolling stay smooth. */
const SECTIONS_PER_STEP = 40;

/** How many items of a list are rendered, and ways to render more of it at once. */
export interface ProgressiveCount {
  count: number;
  /** Renders at least the first `n` items of the list now shown (Infinity: all of them). */
  showThrough: (n: number) => void;
  /**
   * Renders at least the first `n` items of whatever list comes next, a shorter one on the way
   * included: for a link to a table that a search being cleared hides.
   */
  keepThrough: (n: number) => void;
}

/**
 * Renders a long list progressively: FIRST_SECTIONS items at once, then SECTIONS_PER_STEP more
 * per task until all are there. When the list gets shorter (a search), the count follows it down,
 * so that a longer list later (the search cleared) is drawn progressively again, while the items
 * kept are never unmounted and drawn again while one types.
 */
export function useProgressiveCount(total: number): ProgressiveCount {
  const [shown, setShown] = useState(FIRST_SECTIONS);
  const [kept, setKept] = useState(0);
  // Both follow the list's length, adjusted during render as React advises for such state: what
  // was kept becomes shown once the list holds it; what is shown shrinks with the list.
  if (kept > 0 && total >= kept) {
    setKept(0);
    setShown(Math.max(shown, kept));
  } else if (shown > Math.max(FIRST_SECTIONS, total)) setShown(Math.max(FIRST_SECTIONS, total));
  const count = Math.min(total, Math.max(shown, kept));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() =>
      startTransition(() => setShown((n) => Math.max(n, count) + SECTIONS_PER_STEP)),
    );
    return () => clearTimeout(timer);
  }, [count, total]);
  const showThrough = useCallback((n: number) => setShown((m) => Math.max(m, n)), []);
  const keepThrough = useCallback((n: number) => setKept(n), []);
  return { count, showThrough, keepThrough };
}
