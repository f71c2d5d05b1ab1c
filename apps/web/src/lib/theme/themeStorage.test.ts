import { describe, expect, it } from 'vitest';
import { applyThemeToRoot, readStoredTheme, storeTheme, type ThemeStorage } from './themeStorage';
import { THEME_STORAGE_KEY } from './themes';

function memoryStorage(
  initial: Record<string, string> = {},
): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const blockedStorage: ThemeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

describe('theme storage', () => {
  it('starts with the dark theme when nothing is stored', () => {
    expect(readStoredTheme(memoryStorage())).toBe('theme-dark');
    expect(readStoredTheme(undefined)).toBe('theme-dark');
  });

  it(`keeps the choice under the key "${THEME_STORAGE_KEY}"`, () => {
    const storage = memoryStorage();
    storeTheme(storage, 'theme-ocean');
    expect(storage.data).toEqual({ 'relata-theme': 'theme-ocean' });
    expect(readStoredTheme(storage)).toBe('theme-ocean');
  });

  it('ignores a stored value that is not a theme', () => {
    expect(readStoredTheme(memoryStorage({ 'relata-theme': 'dark' }))).toBe('theme-dark');
  });

  it('survives a storage that throws', () => {
    expect(readStoredTheme(blockedStorage)).toBe('theme-dark');
    expect(() => storeTheme(blockedStorage, 'theme-light')).not.toThrow();
  });

  it('replaces the previous theme class on the root and sets the colour scheme', () => {
    const root = document.createElement('html');
    root.classList.add('theme-dark', 'other');
    applyThemeToRoot(root, 'theme-light');
    expect([...root.classList].sort()).toEqual(['other', 'theme-light']);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    applyThemeToRoot(root, 'theme-dark-love');
    expect([...root.classList].sort()).toEqual(['other', 'theme-dark-love']);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
