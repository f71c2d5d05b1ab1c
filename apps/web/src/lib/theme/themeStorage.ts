import {
  DEFAULT_THEME,
  isThemeId,
  THEME_STORAGE_KEY,
  THEMES,
  themeScheme,
  type ThemeId,
} from './themes';

/** The part of Web Storage the theme needs. */
export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored theme, or the default when nothing valid is stored or storage is blocked. */
export function readStoredTheme(storage: ThemeStorage | undefined): ThemeId {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeId(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage can throw (blocked cookies, some private modes): fall back to the default.
    return DEFAULT_THEME;
  }
}

/** Remembers the chosen theme; a blocked storage only means it is not remembered. */
export function storeTheme(storage: ThemeStorage | undefined, id: ThemeId): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, id);
  } catch {
    // Not remembered, still applied for this visit.
  }
}

/** Puts the theme's class and colour scheme on the document root, replacing the previous theme. */
export function applyThemeToRoot(root: HTMLElement, id: ThemeId): void {
  root.classList.remove(...THEMES.map((t) => t.id));
  root.classList.add(id);
  root.setAttribute('data-mantine-color-scheme', themeScheme(id));
  root.style.colorScheme = themeScheme(id);
}
