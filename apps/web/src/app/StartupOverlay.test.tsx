import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../lib/session/useSession';
import { mediaQueryList } from '../test/mediaQueryList';
import { testSession } from '../test/sessionFixtures';
import { STARTUP_OVERLAY_HIDE_DELAY_MS, StartupOverlay } from './StartupOverlay';

/** The overlay with the session already known, for a user who does or does not reduce motion. */
function renderOverlay(reduceMotion: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduceMotion && query.includes('prefers-reduced-motion: reduce')),
  );
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, testSession());
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <StartupOverlay />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const overlay = () => screen.queryByRole('progressbar', { name: 'Loading Relata' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('StartupOverlay', () => {
  it('hides 300 ms after the session is known, then fades out before it goes', () => {
    vi.useFakeTimers();
    renderOverlay(false);
    act(() => {
      vi.advanceTimersByTime(STARTUP_OVERLAY_HIDE_DELAY_MS - 1);
    });
    expect(overlay()?.hasAttribute('data-hiding')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay()?.hasAttribute('data-hiding')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(overlay()).toBeNull();
  });

  it('goes at once after the same delay, without the fade, when the user reduces motion', () => {
    vi.useFakeTimers();
    renderOverlay(true);
    act(() => {
      vi.advanceTimersByTime(STARTUP_OVERLAY_HIDE_DELAY_MS - 1);
    });
    expect(overlay()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay()).toBeNull();
  });
});
