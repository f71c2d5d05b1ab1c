/**
 * Hands a text to the browser as a downloaded file: a Blob behind an object URL, followed by a
 * link with `download`. The URL is released after the click has been handled.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
