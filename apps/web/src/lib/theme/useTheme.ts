import { create } from 'zustand';
import { applyThemeToRoot, readStoredTheme, storeTheme } from './themeStorage';
import { isThemeId, THEME_STORAGE_KEY, type ThemeId } from './themes';

interface ThemeState {
  theme: ThemeId;
  setTheme: (id: ThemeId) => void;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The chosen theme: read from storage at start, applied to <html> and stored on change. */
export const useTheme = create<ThemeState>()((set) => ({
  theme: readStoredTheme(browserStorage()),
  setTheme: (id) => {
    storeTheme(browserStorage(), id);
    applyThemeToRoot(document.documentElement, id);
    set({ theme: id });
  },
}));

/** Follows a theme chosen in another tab of the same browser. */
export function syncThemeAcrossTabs(): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY && isThemeId(event.newValue)) {
      applyThemeToRoot(document.documentElement, event.newValue);
      useTheme.setState({ theme: event.newValue });
    }
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}
