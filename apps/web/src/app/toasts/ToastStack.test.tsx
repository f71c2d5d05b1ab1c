import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showApiError, toast, toastStore } from '../../lib/toast/toast';
import { ApiError } from '../../lib/api/ApiError';
import { ToastStack } from './ToastStack';

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <MantineProvider>
      <ToastStack />
    </MantineProvider>,
  );
});

afterEach(() => {
  cleanup();
  act(() => toastStore.setState({ toasts: [], paused: false }));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ToastStack', () => {
  it('shows the newest three in a live region', () => {
    act(() => {
      for (let i = 1; i <= 5; i++) toast.show({ title: `Toast ${i}` });
    });
    const region = screen.getByRole('status', { name: 'Status messages' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByTestId('toast').map((el) => el.textContent)).toEqual([
      'Toast 5',
      'Toast 4',
      'Toast 3',
    ]);
  });

  it('pauses while hovered and runs the action before closing', () => {
    const actionFn = vi.fn();
    act(() => {
      toast.show({ title: 'Deleted', actionLabel: 'Undo', actionFn, duration: 1000 });
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Deleted')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('status'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(actionFn).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('shows API errors as "Error" with their message, or "An error occurred"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      showApiError(
        new ApiError({ status: 404, code: 'not_found', message: 'Could not find project.' }),
      );
      showApiError({});
    });
    const [generic, specific] = screen.getAllByTestId('toast');
    expect(specific?.textContent).toBe('Error: ErrorCould not find project.');
    expect(generic?.textContent).toBe('Error: ErrorAn error occurred');
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
  });
});
