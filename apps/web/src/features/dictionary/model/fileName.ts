/** The longest project-name part of a downloaded file's name, in characters. */
const MAX_STEM_LENGTH = 80;

/**
 * The name of a downloaded data dictionary: `<title>-data-dictionary.<extension>`, the title
 * reduced to `[A-Za-z0-9._-]` (every other run of characters one '-', no '.' or '-' at its
 * start, so never a hidden file, nor '-' at its end) and `data-dictionary.<extension>` when nothing of it is left.
 */
export function dictionaryFileName(title: string, extension: 'md' | 'html'): string {
  const stem = title
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/^[.-]+|-+$/g, '');
  return stem === '' ? `data-dictionary.${extension}` : `${stem}-data-dictionary.${extension}`;
}
