// Reads an import script off the main thread: importDdl (parsing and layout) takes about 0.5 s for
// 1000 tables, long enough to freeze the dialog, and the model is sent back as JSON (ReadScript).
// Messages: ImportRequest in, ImportReply out.
import { readScript, type ImportReply, type ImportRequest } from './readScript';

self.addEventListener('message', (e: MessageEvent<ImportRequest>) => {
  const { id, text, format } = e.data;
  let reply: ImportReply;
  try {
    reply = { id, result: readScript(text, format) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
