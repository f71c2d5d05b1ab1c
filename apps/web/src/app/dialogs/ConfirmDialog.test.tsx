import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirm, confirmStore } from '../../lib/confirm/confirmStore';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(() => {
  cleanup();
  confirmStore.setState({ queue: [] });
});

function renderDialog() {
  render(
    <MantineProvider>
      <ConfirmDialog />
    </MantineProvider>,
  );
}

describe('ConfirmDialog', () => {
  it('asks to delete with a custom label and resolves true on confirm', async () => {
    renderDialog();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({
        kind: 'delete',
        title: 'Delete project',
        message: 'This cannot be undone.',
        confirmLabel: 'Delete Project',
      });
    });
    expect(await screen.findByText('This cannot be undone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers false when closed with Escape', async () => {
    renderDialog();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({ kind: 'leave', title: 'Leave?', message: 'Unsaved changes.' });
    });
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('ignores Escape when closing is disabled and offers only OK for a plain confirm', async () => {
    renderDialog();
    let settled = false;
    act(() => {
      void confirm({ kind: 'confirm', title: 'Saved', message: 'All done.', closable: false }).then(
        () => (settled = true),
      );
    });
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(settled).toBe(true));
  });
});
