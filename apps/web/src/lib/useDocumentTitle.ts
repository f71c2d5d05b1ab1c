import { useEffect } from 'react';

/** Sets the browser tab's title to "<title> · Relata" while the calling screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Relata`;
  }, [title]);
}
