import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a tab row sideways so that its selected tab is in view. On narrow screens the settings
 * tabs scroll instead of wrapping, and the last one (Security) would otherwise be selected out
 * of sight. Only the row scrolls, never the page.
 */
export function useActiveTabInView(listRef: RefObject<HTMLElement | null>, selected: string) {
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.right > row.right) list.scrollLeft += box.right - row.right;
    else if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  }, [listRef, selected]);
}
