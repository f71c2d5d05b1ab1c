import { describe, expect, it } from 'vitest';
import { ROLE_COLORS } from '../../lib/project/roles';
import { avatarContent, avatarMantineColor, avatarPixelSize, avatarRadius } from './avatarModel';

describe('avatarPixelSize (spec 1 §9)', () => {
  it('maps the five sizes, xlarge growing to 200 px on wide screens', () => {
    expect(avatarPixelSize('xsmall', false)).toBe(36);
    expect(avatarPixelSize('small', false)).toBe(40);
    expect(avatarPixelSize('medium', true)).toBe(50);
    expect(avatarPixelSize('large', true)).toBe(60);
    expect(avatarPixelSize('xlarge', false)).toBe(120);
    expect(avatarPixelSize('xlarge', true)).toBe(200);
  });
});

describe('avatarContent (spec 1 §4)', () => {
  it('shows the image while loading and once loaded', () => {
    for (const state of ['loading', 'loaded'] as const) {
      expect(avatarContent({ src: '/a.webp', state, alt: '', hasFallback: false })).toBe('image');
    }
  });

  it('hides a failed image with alt text, else shows the blank picture', () => {
    expect(avatarContent({ src: '/a.webp', state: 'failed', alt: 'Ada', hasFallback: true })).toBe(
      'fallback',
    );
    expect(avatarContent({ src: '/a.webp', state: 'failed', alt: 'Ada', hasFallback: false })).toBe(
      'fallback',
    );
    expect(avatarContent({ src: '/a.webp', state: 'failed', alt: '', hasFallback: true })).toBe(
      'blank',
    );
  });

  it('shows initials or the blank picture without an image', () => {
    expect(avatarContent({ src: null, state: 'loading', alt: 'Ada', hasFallback: true })).toBe(
      'fallback',
    );
    expect(avatarContent({ src: null, state: 'loading', alt: 'Ada', hasFallback: false })).toBe(
      'blank',
    );
  });
});

describe('avatar colours and shapes', () => {
  it('give each role a colour and each shape a radius', () => {
    expect(avatarMantineColor('primary')).toBe('primary');
    expect(avatarMantineColor('Admin')).toBe(ROLE_COLORS.Admin);
    expect(avatarMantineColor('Editor')).not.toBe(avatarMantineColor('Admin'));
    expect(avatarRadius('circle')).toBe(1000);
    expect(avatarRadius('square')).toBe(0);
    expect(avatarRadius('rounded')).toBe('md');
  });
});
