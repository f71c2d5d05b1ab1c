import { createId } from '@relata/core';

/** Enough to cover the imports of one tab whose realtime echo may still be on its way. */
const REMEMBERED = 20;
const sent: string[] = [];

/**
 * A new id for an import this tab sends; the server repeats it in the realtime 'diagram' event,
 * which this tab then skips, since it already put the import's answer into its cache.
 */
export function newImportId(): string {
  const id = createId();
  sent.push(id);
  if (sent.length > REMEMBERED) sent.shift();
  return id;
}

/** Whether a 'diagram' event is the echo of an import this tab sent. */
export function isOwnImport(importId: string | undefined): boolean {
  return importId !== undefined && sent.includes(importId);
}
