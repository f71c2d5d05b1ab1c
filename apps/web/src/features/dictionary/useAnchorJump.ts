import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AnchorTargets } from './model/anchorTargets';

/** What the view does for a link whose target is not rendered yet. */
export interface AnchorJumpActions {
  /** Renders at least the first `n` tables of the list the search shows now. */
  showThrough: (n: number) => void;
  /** Renders at least the first `n` tables of the next list, the search being cleared. */
  keepThrough: (n: number) => void;
  clearSearch: () => void;
}

/**
 * The element of an anchor when it is drawn: not a section a search hid (one drawn for an earlier
 * search and kept mounted, hidden, until drawn again or removed).
 */
function drawnElement(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  return element && !element.closest('[hidden]') ? element : null;
}

/** Goes to a drawn anchor as a link does: the address's hash, or a scroll when it is there already. */
function goTo(element: HTMLElement, id: string) {
  if (window.location.hash === `#${id}`) element.scrollIntoView({ block: 'start' });
  else window.location.hash = id;
}

/**
 * Keeps in-page links working although table sections render progressively and a search hides
 * some: a link to a table not rendered yet renders the list through it before the browser follows
 * the link; a link to something the search hides clears the search and goes there once drawn.
 * The address's hash on arrival (a link to one table) is followed the same way. Returns the
 * click handler of the view, which sees every link's click.
 */
export function useAnchorJump(targets: AnchorTargets, actions: AnchorJumpActions) {
  const pending = useRef<string | null>(null);
  const { showThrough, keepThrough, clearSearch } = actions;

  // After every commit: the awaited target may have been drawn by this one.
  useEffect(() => {
    const element = pending.current ? drawnElement(pending.current) : null;
    if (!pending.current || !element) return;
    goTo(element, pending.current);
    pending.current = null;
  });

  useEffect(() => {
    const id = window.location.hash.slice(1);
    const index = targets.all.get(id);
    if (index === undefined) return;
    // A single-page app draws after the browser looked for the hash's target: go there now.
    pending.current = id;
    showThrough(index + 1);
    // Only the address the view opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!(event.target instanceof Element)) return;
      const href = event.target.closest('a')?.getAttribute('href');
      if (!href?.startsWith('#')) return;
      const id = href.slice(1);
      if (drawnElement(id)) return;
      const shown = targets.shownTables.get(id);
      // Drawn at once, so that the browser's own handling of the click finds the target.
      if (shown !== undefined) return void flushSync(() => showThrough(shown + 1));
      const index = targets.all.get(id);
      if (index === undefined) return;
      event.preventDefault();
      pending.current = id;
      clearSearch();
      keepThrough(index + 1);
    },
    [targets, showThrough, keepThrough, clearSearch],
  );
}
