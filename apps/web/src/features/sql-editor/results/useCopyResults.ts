import { toast } from '../../../lib/toast/toast';
import { toCsv, toMarkdown } from './formatResults';
import type { GridResult } from './gridResult';

/** The formats the grid copies in. */
export type CopyFormat = 'csv' | 'markdown';

const LABELS: Record<CopyFormat, string> = { csv: 'CSV', markdown: 'Markdown' };

/**
 * Copies the result's rows, in the order shown, to the clipboard as CSV or Markdown and confirms
 * it with a toast (or reports why it could not).
 */
export function useCopyResults(result: GridResult, order: number[] | null) {
  return async (format: CopyFormat): Promise<void> => {
    const text = format === 'csv' ? toCsv(result, order) : toMarkdown(result, order);
    const n = result.rows.length;
    try {
      // Undefined outside a secure context (plain http on another host than localhost).
      if (!('clipboard' in navigator)) throw new Error('The clipboard is not available here.');
      await navigator.clipboard.writeText(text);
      toast.show({
        title: `Copied as ${LABELS[format]}`,
        message: `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`,
      });
    } catch (error) {
      toast.show({
        title: 'Could not copy',
        message: error instanceof Error ? error.message : undefined,
        type: 'error',
      });
    }
  };
}
