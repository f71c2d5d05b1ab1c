import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_OVERLAY_HIDE_DELAY_MS, StartupOverlay } from './StartupOverlay';

vi.mock('../lib/session/useSession', () => ({ useSession: () => ({ isPending: false }) }));
vi.mock('../ui/RelataLogo', () => ({ RelataLogo: () => null }));
vi.mock('@mantine/core', () => ({ Loader: () => null }));

/** Answers every media query with `reduced` for prefers-reduced-motion. */
function preferReducedMotion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion: reduce'),
        media: query,
      }) as MediaQueryList,
  );
}

describe('StartupOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fades out after the hide delay once the session is known', () => {
    preferReducedMotion(false);
    render(<StartupOverlay />);
    const overlay = screen.getByTestId('startup-overlay');
    act(() => void vi.advanceTimersByTime(STARTUP_OVERLAY_HIDE_DELAY_MS));
    expect(overlay.hasAttribute('data-hiding')).toBe(true);
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('startup-overlay')).toBeNull();
  });

  it('goes at the hide delay without a fade when reduced motion is asked for', () => {
    preferReducedMotion(true);
    render(<StartupOverlay />);
    act(() => void vi.advanceTimersByTime(STARTUP_OVERLAY_HIDE_DELAY_MS - 1));
    expect(screen.getByTestId('startup-overlay').hasAttribute('data-hiding')).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('startup-overlay')).toBeNull();
  });
});
