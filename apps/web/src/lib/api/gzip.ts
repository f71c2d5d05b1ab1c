// Compression of request bodies; also used by the import worker, so it stays free of the rest of the client.

/** Shortest JSON body that `compress` sends compressed: below it, compressing costs more than it saves. */
export const COMPRESS_MIN_CHARS = 64 * 1024;

/**
 * The text gzip-compressed, with the browser's own CompressionStream, given its UTF-8 as one chunk.
 * The UTF-8 is written with encodeInto into a buffer of the most it can take (3 bytes a UTF-16
 * unit): at 11 MB (an import of 10 000 tables) that took 50 ms in Chromium where encode() took
 * 190 and a Response's body stream of the text about 350, compression included (75).
 */
export async function gzipText(text: string): Promise<ArrayBuffer> {
  const buffer = new Uint8Array(text.length * 3);
  const { written } = new TextEncoder().encodeInto(text, buffer);
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  const [compressed] = await Promise.all([
    new Response(gzip.readable).arrayBuffer(),
    writer.write(buffer.subarray(0, written)).then(() => writer.close()),
  ]);
  return compressed;
}
