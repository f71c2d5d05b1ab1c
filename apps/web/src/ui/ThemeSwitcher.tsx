import { useState } from 'react';
import { onDemandComponent } from '../lib/onDemand';
import { ThemeButton } from './ThemeButton';

/** The button before the menu has loaded: it says what it opens; the menu then manages it. */
function StandIn({ onOpen }: { onOpen?: () => void }) {
  return (
    <ThemeButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void ThemeMenu.preload()}
      onFocus={() => void ThemeMenu.preload()}
      onClick={onOpen}
    />
  );
}

// The menu (Mantine's Popover and floating-ui, a fifth of a public page's JavaScript) loads when
// the button is first pointed at, focused or pressed: the sign-in pages start without it.
const ThemeMenu = onDemandComponent(
  async () => (await import('./ThemeMenu')).ThemeMenu,
  () => <StandIn />,
);

/** A button naming the current theme that opens the list of the five themes. */
export function ThemeSwitcher() {
  const [used, setUsed] = useState(false);
  return used ? <ThemeMenu /> : <StandIn onOpen={() => setUsed(true)} />;
}
