import type { ChangeEvent } from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProjectChannel } from './useProjectChannel';

vi.mock('../../lib/session/useSession', () => ({
  useSession: () => ({ data: { user: { id: 'u1' } } }),
}));
const listeners = vi.hoisted(() => new Map<string, (change: unknown) => void>());
vi.mock('../../lib/realtime/useRealtime', () => ({
  useChanges: (channel: string | undefined, listener: (change: unknown) => void) => {
    if (channel) listeners.set(channel, listener);
  },
}));

const activity = {
  table: 'project_activities',
  operation: 'INSERT',
  record: {
    id: 'a1',
    project_id: 'p1',
    name: 'user_left',
    activity_text: 'Alan was removed from the project',
    user_id: 'admin',
    created_at: '2026-11-29T10:00:00.000Z',
  },
  old_record: null,
} as unknown as ChangeEvent;
const removal = {
  table: 'project_users',
  operation: 'DELETE',
  record: null,
  old_record: { project_id: 'p1', user_id: 'u1', role: 'Editor' },
} as unknown as ChangeEvent;

afterEach(() => {
  cleanup();
  listeners.clear();
  vi.useRealTimers();
});

function renderChannel() {
  vi.useFakeTimers();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onGone = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useProjectChannel('p1', onGone), { wrapper });
  const deliver = (change: ChangeEvent) =>
    act(() => {
      listeners.get('project:p1')?.(change);
      vi.advanceTimersByTime(100);
    });
  return { invalidate, onGone, deliver };
}

describe('useProjectChannel', () => {
  it("refetches the project's summary when an activity is added", () => {
    const { invalidate, onGone, deliver } = renderChannel();
    deliver(activity);
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['projects', 'p1', 'summary'],
      exact: true,
    });
    expect(onGone).not.toHaveBeenCalled();
  });

  it('asks nothing of a project the user was removed from, whatever changes follow the removal', () => {
    const { invalidate, onGone, deliver } = renderChannel();
    deliver(removal);
    deliver(activity);
    expect(onGone).toHaveBeenCalledTimes(1);
    expect(onGone).toHaveBeenCalledWith('removed');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
