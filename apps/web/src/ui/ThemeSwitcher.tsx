import { lazy, Suspense, useState } from 'react';
import { ThemeButton } from './ThemeButton';

const loadThemeMenu = () => import('./ThemeMenu');

// The menu (Mantine's Popover and floating-ui, a fifth of a public page's JavaScript) loads when
// the button is first pointed at, focused or pressed: the sign-in pages start without it.
const ThemeMenu = lazy(async () => ({ default: (await loadThemeMenu()).ThemeMenu }));

/** A button naming the current theme that opens the list of the five themes. */
export function ThemeSwitcher() {
  const [used, setUsed] = useState(false);
  // Until the menu is loaded the button says what it opens; the menu then manages it.
  const standIn = (
    <ThemeButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ThemeMenu />
    </Suspense>
  );
}
