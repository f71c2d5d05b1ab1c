import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Loading } from './Loading';

afterEach(cleanup);

describe('Loading', () => {
  it('is a progress bar named by what is loading, so its name is an allowed attribute', () => {
    render(
      <MantineProvider>
        <Loading label="Loading sessions" />
      </MantineProvider>,
    );
    const indicator = screen.getByRole('progressbar', { name: 'Loading sessions' });
    expect(indicator.tagName).toBe('SPAN');
  });
});
