// Compression of request bodies; also used by the import worker, so it stays free of the rest of the client.

/** Shortest JSON body that `compress` sends compressed: below it, compressing costs more than it saves. */
export const COMPRESS_MIN_CHARS = 64 * 1024;

/** The text gzip-compressed, with the browser's own CompressionStream. */
export async function gzipText(text: string): Promise<ArrayBuffer> {
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}
