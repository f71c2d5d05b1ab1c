import { afterEach, describe, expect, it } from 'vitest';
import { confirm, confirmButtons, confirmStore, settleConfirm } from './confirmStore';

afterEach(() => {
  confirmStore.setState({ queue: [] });
});

describe('confirmButtons', () => {
  it('offers Cancel/Leave, Cancel/Delete with a custom label, and OK', () => {
    expect(confirmButtons('leave')).toEqual({ cancel: 'Cancel', confirm: 'Leave', danger: true });
    expect(confirmButtons('delete')).toEqual({ cancel: 'Cancel', confirm: 'Delete', danger: true });
    expect(confirmButtons('delete', 'Delete Project').confirm).toBe('Delete Project');
    expect(confirmButtons('confirm')).toEqual({ cancel: null, confirm: 'OK', danger: false });
  });
});

describe('confirm', () => {
  it('resolves with the answer and shows questions one at a time', async () => {
    const first = confirm({ kind: 'leave', title: 'Leave?', message: 'Unsaved changes.' });
    const second = confirm({ kind: 'confirm', title: 'Done', message: 'Saved.' });
    const [shown, waiting] = confirmStore.getState().queue;
    expect(shown?.title).toBe('Leave?');
    expect(shown?.closable).toBe(true);
    settleConfirm(shown?.id ?? -1, true);
    settleConfirm(waiting?.id ?? -1, false);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(confirmStore.getState().queue).toEqual([]);
  });

  it('withdraws a question whose signal aborts, and the next one shows', async () => {
    const withdraw = new AbortController();
    const first = confirm({
      kind: 'delete',
      title: 'Replace?',
      message: 'All of it.',
      signal: withdraw.signal,
    });
    const second = confirm({ kind: 'confirm', title: 'Done', message: 'Saved.' });
    withdraw.abort();
    await expect(first).resolves.toBe(false);
    expect(confirmStore.getState().queue.map((q) => q.title)).toEqual(['Done']);
    await expect(
      confirm({ kind: 'confirm', title: 'Late', message: 'x', signal: withdraw.signal }),
    ).resolves.toBe(false);
    expect(confirmStore.getState().queue.map((q) => q.title)).toEqual(['Done']);
    settleConfirm(confirmStore.getState().queue[0]?.id ?? -1, true);
    await expect(second).resolves.toBe(true);
  });
});
