/** A theme of the interface (spec 1 §3 "Theme values"), shown under its human name. */
export interface ThemeDefinition {
  id: string;
  label: string;
  /** Mantine's colour scheme under the theme. */
  scheme: 'dark' | 'light';
}

/** The five themes, in the order the switcher lists them. */
export const THEMES = [
  { id: 'theme-dark', label: 'Dark', scheme: 'dark' },
  { id: 'theme-light', label: 'Light', scheme: 'light' },
  { id: 'theme-dark-love', label: 'Dark Love', scheme: 'dark' },
  { id: 'theme-sepia', label: 'Sepia', scheme: 'light' },
  { id: 'theme-ocean', label: 'Ocean', scheme: 'dark' },
] as const satisfies readonly ThemeDefinition[];

/** One of the five theme ids; it is also the class set on <html>. */
export type ThemeId = (typeof THEMES)[number]['id'];

/** The theme of a first visit (spec: "theme-dark (default)"). */
export const DEFAULT_THEME: ThemeId = 'theme-dark';

/** Local storage key of the chosen theme; index.html reads it before the first paint. */
export const THEME_STORAGE_KEY = 'relata-theme';

/** Whether a value (e.g. from storage) names one of the five themes. */
export function isThemeId(value: unknown): value is ThemeId {
  return THEMES.some((t) => t.id === value);
}

/** The colour scheme Mantine uses under a theme. */
export function themeScheme(id: ThemeId): 'dark' | 'light' {
  return THEMES.find((t) => t.id === id)?.scheme ?? 'dark';
}
