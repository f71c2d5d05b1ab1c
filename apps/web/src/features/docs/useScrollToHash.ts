import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { topicIdFromHash } from './model/docText';

/**
 * Scrolls to the documentation section the location's hash names, on load and on every
 * navigation to a hash (the assistant's links, the table of contents), and moves the focus to
 * its heading so that keyboard and screen-reader users land there too.
 */
export function useScrollToHash(): string | undefined {
  const { hash, key } = useLocation();
  const current = topicIdFromHash(hash);
  useEffect(() => {
    if (!current) return;
    const section = document.getElementById(current);
    if (!section) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [current, key]);
  return current;
}
