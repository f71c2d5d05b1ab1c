import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Table sections rendered on the first paint, and the sections a new search result draws at once
 * beyond those drawn already: a few screens of a 12-column model.
 */
export const FIRST_SECTIONS = 10;
/**
 * Sections added per task after that, in a transition, so typing and scrolling stay smooth; as
 * many of an earlier search's hidden sections are removed per task.
 */
const SECTIONS_PER_STEP = 40;

/** How many items of a list are rendered, and ways to render more of it at once. */
export interface ProgressiveCount<T> {
  /** The list's first `count` items are rendered. */
  count: number;
  /**
   * Items drawn for an earlier search that are neither drawn again nor removed yet, with the
   * values they were drawn with: rendered hidden, after the first `count` items (their keys are
   * not among those), so that a keystroke neither redraws nor unmounts a thousand sections at
   * once. They are drawn again as the count reaches them, or removed a step at a time.
   */
  hidden: readonly T[];
  /** Renders at least the first `n` items of the list now shown (Infinity: all of them). */
  showThrough: (n: number) => void;
  /**
   * Renders at least the first `n` items of whatever list comes next, a shorter one on the way
   * included: for a link to a table that a search being cleared hides.
   */
  keepThrough: (n: number) => void;
}

/** The hook's state: the list and search last rendered, and what is drawn of them. */
interface Progress<T> {
  items: readonly T[];
  search: string;
  /** Items shown: FIRST_SECTIONS, then more per step, or as many as showThrough asks for. */
  shown: number;
  /** Items the next list must show at once (keepThrough), 0 for none. */
  kept: number;
  /** Items of earlier searches still mounted, in render order; those `items` shows are not hidden. */
  stale: readonly T[];
}

const drawnCount = <T>(p: Progress<T>): number =>
  Math.min(p.items.length, Math.max(p.shown, p.kept));

/** The stale items rendered hidden: those whose key the drawn items do not have. */
function hiddenItems<T>(p: Progress<T>, keyOf: (item: T) => string): readonly T[] {
  if (p.stale.length === 0) return p.stale;
  const drawn = new Set(p.items.slice(0, drawnCount(p)).map(keyOf));
  return p.stale.filter((item) => !drawn.has(keyOf(item)));
}

/**
 * How many leading items of a search's new list to draw at once: every item drawn already with
 * the same value (a memoized section, not drawn again) and at most FIRST_SECTIONS others.
 */
export function searchResultCount<T>(drawn: readonly T[], items: readonly T[]): number {
  const before = new Set(drawn);
  let fresh = 0;
  let i = 0;
  for (; i < items.length; i++) {
    if (before.has(items[i] as T)) continue;
    if (fresh === FIRST_SECTIONS) break;
    fresh++;
  }
  return i;
}

/** The state for the list and search of this render; `p` itself when nothing changes. */
function follow<T>(
  p: Progress<T>,
  items: readonly T[],
  search: string,
  keyOf: (item: T) => string,
): Progress<T> {
  if (items === p.items && search === p.search) return p;
  let { shown, kept, stale } = p;
  // A new search result: the items drawn already with the same value stay, up to FIRST_SECTIONS
  // others are drawn at once, and everything else drawn stays hidden until drawn again or
  // removed, step by step. (A change of the diagram redraws in place: the count stays.)
  if (items !== p.items && search !== p.search) {
    const drawn = p.items.slice(0, drawnCount(p));
    shown = Math.max(FIRST_SECTIONS, searchResultCount(drawn, items));
    stale = [...drawn, ...hiddenItems(p, keyOf)];
  }
  // What was kept becomes shown once the list holds it; what is shown shrinks with the list.
  if (kept > 0 && items.length >= kept) {
    shown = Math.max(shown, kept);
    kept = 0;
  } else if (shown > Math.max(FIRST_SECTIONS, items.length))
    shown = Math.max(FIRST_SECTIONS, items.length);
  return { items, search, shown, kept, stale };
}

/** One step: SECTIONS_PER_STEP more items drawn, as many hidden ones the list lost removed. */
function step<T>(p: Progress<T>, keyOf: (item: T) => string): Progress<T> {
  const drawn = drawnCount(p);
  const shown = drawn < p.items.length ? Math.max(p.shown, drawn) + SECTIONS_PER_STEP : p.shown;
  const next = { ...p, shown };
  if (p.stale.length === 0) return next;
  const listed = new Set(p.items.map(keyOf));
  let removed = 0;
  const stale = hiddenItems(next, keyOf).filter(
    (item) => listed.has(keyOf(item)) || removed++ >= SECTIONS_PER_STEP,
  );
  return { ...next, stale };
}

/**
 * Renders a long list progressively: FIRST_SECTIONS items at once, then SECTIONS_PER_STEP more
 * per task until all are there. A new result of the `search` is drawn progressively too, however
 * many sections it changes: the items drawn already with the same value (the same objects) stay,
 * up to FIRST_SECTIONS others are drawn at once, and the sections drawn for the earlier search
 * stay mounted, hidden (`hidden`), until the count reaches them or a step removes them. When the
 * list gets shorter, the count follows it down, so that a longer list later (the search cleared)
 * is drawn progressively again. `keyOf` is the items' React key; keep it the same function.
 */
export function useProgressiveCount<T>(
  items: readonly T[],
  search: string,
  keyOf: (item: T) => string,
): ProgressiveCount<T> {
  const [state, setState] = useState<Progress<T>>(() => ({
    items,
    search,
    shown: FIRST_SECTIONS,
    kept: 0,
    stale: [],
  }));
  // Follows the list and the search, adjusted during render as React advises for such state.
  const next = follow(state, items, search, keyOf);
  if (next !== state) setState(next);
  const count = drawnCount(next);
  const hidden = useMemo(() => hiddenItems(next, keyOf), [next, keyOf]);
  // After each commit of a new state, not of a new count: a step that React rebased on an older
  // state (one from before a search's result it skipped) can end at the count it started from,
  // and the next step must still come.
  const more = count < next.items.length || hidden.length > 0;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setState((p) => step(p, keyOf))));
    return () => clearTimeout(timer);
  }, [next, more, keyOf]);
  const showThrough = useCallback(
    (n: number) => setState((p) => (n > p.shown ? { ...p, shown: n } : p)),
    [],
  );
  const keepThrough = useCallback((n: number) => setState((p) => ({ ...p, kept: n })), []);
  return { count, hidden, showThrough, keepThrough };
}
