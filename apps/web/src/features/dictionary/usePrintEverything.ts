import { useCallback, useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Printing shows every section the search keeps, rendered or not yet: before the browser lays the
 * page out for print (the Print button, Ctrl+P), `renderAll` is drawn synchronously. Returns the
 * Print button's handler.
 */
export function usePrintEverything(renderAll: () => void): () => void {
  useEffect(() => {
    const handleBeforePrint = () => flushSync(renderAll);
    window.addEventListener('beforeprint', handleBeforePrint);
    return () => window.removeEventListener('beforeprint', handleBeforePrint);
  }, [renderAll]);
  return useCallback(() => {
    flushSync(renderAll);
    window.print();
  }, [renderAll]);
}
