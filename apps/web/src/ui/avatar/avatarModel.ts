import type { Role } from '@relata/core';
import { ROLE_COLORS } from '../../lib/project/roles';

/** Avatar sizes in px (spec 1 §9). */
export const AVATAR_SIZES = { xsmall: 36, small: 40, medium: 50, large: 60, xlarge: 120 } as const;
/** xlarge grows to this on wide screens (spec 1 §9)... */
export const AVATAR_XLARGE_WIDE = 200;
/** ...from this viewport width on. */
export const AVATAR_WIDE_MIN_WIDTH = 600;

/** One of the avatar sizes. */
export type AvatarSize = keyof typeof AVATAR_SIZES;
/** The avatar's outline (spec 1 §3). */
export type AvatarShape = 'circle' | 'square' | 'rounded';
/** The avatar's colour: the app's, a quieter one, or a project role's (spec 1 §3). */
export type AvatarColor = 'primary' | 'secondary' | Role;
/** Loading state of the avatar image (spec 1 §4). */
export type AvatarImageState = 'loading' | 'loaded' | 'failed';
/** What the avatar shows: the image, nothing over its background (initials), or a blank picture. */
export type AvatarContent = 'image' | 'fallback' | 'blank';

/** The avatar's width and height in px for a size and whether the screen is wide. */
export function avatarPixelSize(size: AvatarSize, wide: boolean): number {
  return size === 'xlarge' && wide ? AVATAR_XLARGE_WIDE : AVATAR_SIZES[size];
}

/** Mantine's colour name for an avatar colour; roles take the colours of their badges. */
export function avatarMantineColor(color: AvatarColor): string {
  if (color === 'primary') return 'primary';
  if (color === 'secondary') return 'gray';
  return ROLE_COLORS[color];
}

/** Mantine's radius for a shape. */
export function avatarRadius(shape: AvatarShape): string | number {
  if (shape === 'circle') return 1000;
  return shape === 'rounded' ? 'md' : 0;
}

/**
 * What to show (spec 1 §4): the image while it loads and once loaded; after a failure, the image
 * is hidden when it has alt text (the initials show through), else the default blank picture.
 * Without an image: the initials when there are any, else the blank picture.
 */
export function avatarContent(input: {
  src: string | null | undefined;
  state: AvatarImageState;
  alt: string;
  hasFallback: boolean;
}): AvatarContent {
  if (input.src && input.state !== 'failed') return 'image';
  if (input.src && input.alt === '') return 'blank';
  return input.hasFallback || input.src ? 'fallback' : 'blank';
}
