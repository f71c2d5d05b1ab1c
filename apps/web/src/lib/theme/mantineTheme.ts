import { colorsTuple, createTheme, type CSSVariablesResolver, type MenuProps } from '@mantine/core';

/** A Mantine palette whose ten shades are the current theme's CSS variables `--relata-<name>-0..9`. */
function themedPalette(name: string) {
  return colorsTuple(Array.from({ length: 10 }, (_, shade) => `var(--relata-${name}-${shade})`));
}

/**
 * Mantine's theme. Colours are CSS variables set by the theme class on <html> (themes.css), so
 * switching themes only swaps a class; shade 7 is the filled colour in both schemes.
 */
export const mantineTheme = createTheme({
  primaryColor: 'primary',
  primaryShade: { light: 7, dark: 7 },
  colors: {
    primary: themedPalette('primary'),
    dark: themedPalette('dark'),
    gray: themedPalette('gray'),
    // Mantine's red with a darker shade 7, so white text on filled red reaches 4.5:1.
    red: colorsTuple([
      '#fff5f5',
      '#ffe3e3',
      '#ffc9c9',
      '#ffa8a8',
      '#ff8787',
      '#ff6b6b',
      '#fa5252',
      '#c92a2a',
      '#b02525',
      '#962020',
    ]),
    // Mantine's blue (the Editor's colour) a shade darker from 7 on: white initials on the filled
    // avatar reach 4.5:1.
    blue: colorsTuple([
      '#e7f5ff',
      '#d0ebff',
      '#a5d8ff',
      '#74c0fc',
      '#4dabf7',
      '#339af0',
      '#228be6',
      '#1971c2',
      '#1864ab',
      '#155a96',
    ]),
    // Mantine's yellow and green with a darker shade 9, the text of their "light" variant (alerts,
    // badges) in light schemes: 4.5:1 on the variant's pale shade-1 background.
    yellow: colorsTuple([
      '#fff9db',
      '#fff3bf',
      '#ffec99',
      '#ffe066',
      '#ffd43b',
      '#fcc419',
      '#fab005',
      '#f59f00',
      '#f08c00',
      '#a35200',
    ]),
    green: colorsTuple([
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#2f9e44',
      '#237032',
    ]),
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their system for less motion get dialogs, menus and popovers without their
  // opening and closing transitions.
  respectReducedMotion: true,
  headings: { fontWeight: '650' },
  components: {
    // A menu holds only its items, labels and dividers: Mantine's focus placeholder is a
    // `role="presentation"` child that a `role="menu"` may not have (axe-core
    // aria-required-children). Without it the opened menu focuses the drop-down itself, and the
    // arrow keys move to the items as before. (A plain object, not `Menu.extend`, so the theme
    // does not pull the menu's code into every page's first load.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

const semanticColors = {
  '--mantine-color-body': 'var(--relata-bg)',
  '--mantine-color-text': 'var(--relata-text)',
  '--mantine-color-bright': 'var(--relata-text-bright)',
  '--mantine-color-dimmed': 'var(--relata-text-muted)',
  '--mantine-color-placeholder': 'var(--relata-placeholder)',
  '--mantine-color-anchor': 'var(--relata-link)',
  '--mantine-color-error': 'var(--relata-error)',
  '--mantine-color-default': 'var(--relata-surface)',
  '--mantine-color-default-hover': 'var(--relata-surface-hover)',
  '--mantine-color-default-color': 'var(--relata-text)',
  '--mantine-color-default-border': 'var(--relata-border)',
  '--mantine-primary-color-contrast': 'var(--relata-primary-contrast)',
};

/**
 * Dark schemes tint "light" variants (badges, light buttons, active nav links) with the primary
 * colour instead of Mantine's near-black mix, keeping their text at shade 2.
 */
const darkLightVariant = {
  '--mantine-color-primary-light': 'color-mix(in srgb, var(--relata-primary-6) 24%, transparent)',
  '--mantine-color-primary-light-hover':
    'color-mix(in srgb, var(--relata-primary-6) 34%, transparent)',
  '--mantine-color-primary-light-color': 'var(--relata-primary-2)',
};

/** Maps Mantine's semantic colours (body, text, dimmed, borders...) to the theme's variables. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: semanticColors,
  dark: { ...semanticColors, ...darkLightVariant },
});
