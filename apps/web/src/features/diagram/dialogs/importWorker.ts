// Reads an import script off the main thread: importDdl (parsing and layout) takes about 0.5 s for
// 1000 tables, long enough to freeze the dialog. The model goes back as JSON (ReadScript), then
// gzip-compressed for the import's body, while the user looks at what was read.
// Messages: ImportRequest in, ImportReply out (two per request unless reading failed).
import { gzipModel, readScript, type ImportReply, type ImportRequest } from './readScript';

self.addEventListener('message', (e: MessageEvent<ImportRequest>) => {
  const { id, text, format, layout } = e.data;
  let reply: ImportReply;
  try {
    reply = { id, result: readScript(text, format, layout) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
  if (!('result' in reply)) return;
  void gzipModel(reply.result.modelJson)
    .catch(() => null)
    .then((gzip) => {
      const answer: ImportReply = { id, gzip };
      self.postMessage(answer, { transfer: gzip ? [gzip] : [] });
    });
});
