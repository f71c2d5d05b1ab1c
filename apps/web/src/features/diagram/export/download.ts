/**
 * Hands a file to the browser as a download: a Blob behind an object URL and a link with
 * `download`; the URL is released once the click has been handled.
 */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
