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
});
