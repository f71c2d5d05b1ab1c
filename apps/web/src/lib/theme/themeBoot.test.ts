import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './themes';

/** The inline script of index.html that applies the theme before the first paint. */
function bootScript(): string {
  const match = /<script id="relata-theme-boot">([\s\S]*?)<\/script>/.exec(indexHtml);
  if (!match?.[1]) throw new Error('index.html has no theme boot script');
  return match[1];
}

/** Runs the script as the browser does while parsing index.html. */
function runBoot(): void {
  const script = document.createElement('script');
  script.textContent = bootScript();
  document.head.append(script);
  script.remove();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('theme boot script in index.html', () => {
  it('knows exactly the five themes and their colour schemes', () => {
    const pairs = [...bootScript().matchAll(/'(theme-[\w-]+)': '(dark|light)'/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(pairs).toEqual(THEMES.map((t) => [t.id, t.scheme]));
    expect(bootScript()).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(bootScript()).toContain(`var theme = '${DEFAULT_THEME}'`);
  });

  it('applies the stored theme before the app starts', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'theme-sepia');
    runBoot();
    expect(document.documentElement.classList.contains('theme-sepia')).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('falls back to the dark theme for an unknown value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'theme-neon');
    runBoot();
    expect(document.documentElement.className).toBe('theme-dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
