import { useEffect } from 'react';

/**
 * Tells search engines not to index the page while it is shown (`<meta name="robots"
 * content="noindex">`): a share link's pages, whose server answers say so too (X-Robots-Tag).
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
