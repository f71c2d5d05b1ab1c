import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyElement } from './lazyRoute';
import { PAGE_LOAD_ERROR, RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('shows a page whose code failed to load as an error with a reload, and the next page again', async () => {
    // React reports what a boundary caught; here that is the expected failure.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const broken = lazyElement(load, () => <p>Never shown</p>);
    const page = (path: string, element: ReactNode) => (
      <MantineProvider>
        <RouteErrorBoundary resetKey={path}>
          <Suspense fallback={null}>{element}</Suspense>
        </RouteErrorBoundary>
      </MantineProvider>
    );
    // A page that suspends must be rendered in an awaited act, whose queue retries it on rejection.
    const { rerender } = await act(() => Promise.resolve(render(page('/broken', broken))));
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_ERROR);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The failed load is not started again at each render.
    expect(load).toHaveBeenCalledTimes(1);
    rerender(page('/other', <h1>Other page</h1>));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
