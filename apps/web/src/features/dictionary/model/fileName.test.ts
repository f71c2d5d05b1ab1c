import { describe, expect, it } from 'vitest';
import { dictionaryFileName } from './fileName';

describe('dictionaryFileName', () => {
  it('names the file after the project, each run of other characters one hyphen', () => {
    expect(dictionaryFileName('Shop', 'md')).toBe('Shop-data-dictionary.md');
    expect(dictionaryFileName('My Shop (v2.1)!', 'html')).toBe('My-Shop-v2.1-data-dictionary.html');
    expect(dictionaryFileName('Crème brûlée_db', 'md')).toBe('Cr-me-br-l-e_db-data-dictionary.md');
  });

  it('never makes a hidden file, a path or an empty stem', () => {
    expect(dictionaryFileName('../../etc/passwd', 'md')).toBe('etc-passwd-data-dictionary.md');
    expect(dictionaryFileName('.env', 'md')).toBe('env-data-dictionary.md');
    expect(dictionaryFileName('<script>"x"</script>', 'html')).toBe(
      'script-x-script-data-dictionary.html',
    );
    expect(dictionaryFileName('データ', 'md')).toBe('data-dictionary.md');
    expect(dictionaryFileName('   ', 'html')).toBe('data-dictionary.html');
  });

  it('keeps only letters, digits, dots, underscores and hyphens, and a bounded length', () => {
    const name = dictionaryFileName(`${'a'.repeat(200)} /\\:*?"<>|`, 'md');
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(name.length).toBeLessThanOrEqual(80 + '-data-dictionary.md'.length);
  });
});
