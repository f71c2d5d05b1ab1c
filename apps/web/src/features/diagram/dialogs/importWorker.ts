// Reads an import script off the main thread: importDdl (parsing and layout) takes about 0.5 s for
// 1000 tables, long enough to freeze the dialog. The summary goes back first, then the model as
// JSON (ReadScript), then gzip-compressed for the import's body, while the user looks at what was
// read. The last script read is kept (readScript), so that the same script for another canvas
// (Add, then Replace) is only linked and placed again; and the JSON is written after any request
// already waiting, so a reading that a newer one replaced writes none (0.4 s at 10 000 tables).
// Messages: ImportRequest in, ImportReply out (three per script unless reading failed).
import {
  forgetScript,
  gzipModel,
  readScript,
  type ImportReply,
  type ImportRequest,
  type ReadScript,
} from './readScript';

/** The id of the newest request: only its JSON is written. */
let newest = 0;

function writeBody(id: number, read: ReadScript): void {
  if (id !== newest) {
    self.postMessage({ id, json: null } satisfies ImportReply);
    return;
  }
  const json = read.modelJson();
  self.postMessage({ id, json } satisfies ImportReply);
  void gzipModel(json)
    .catch(() => null)
    .then((gzip) => {
      const answer: ImportReply = { id, gzip };
      self.postMessage(answer, { transfer: gzip ? [gzip] : [] });
    });
}

self.addEventListener('message', (e: MessageEvent<ImportRequest>) => {
  if ('forget' in e.data) {
    forgetScript();
    return;
  }
  const { id, text, format, layout, target } = e.data;
  newest = id;
  let read: ReadScript;
  try {
    read = readScript(text, format, layout, target);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ id, error: message } satisfies ImportReply);
    return;
  }
  self.postMessage({ id, result: read.summary } satisfies ImportReply);
  // After the requests that came while this one was read (a task queued after theirs).
  setTimeout(() => writeBody(id, read), 0);
});
