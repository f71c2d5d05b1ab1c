import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from './model/notificationList';
import { notificationsApi } from './notificationsApi';
import { useNotifications } from './useNotifications';

vi.mock('../../lib/session/useSession', () => ({
  useSession: () => ({ data: { user: { id: 'u1' } } }),
}));
vi.mock('../../lib/realtime/useRealtime', () => ({ useChanges: () => undefined }));
vi.mock('./notificationsApi', () => ({
  notificationsApi: { list: vi.fn(), markSeen: vi.fn(), markAllSeen: vi.fn() },
}));

const api = vi.mocked(notificationsApi);

function list(seenAt: string | null): NotificationList {
  return {
    notifications: [
      {
        id: 'n1',
        user_id: 'u1',
        name: 'Grace',
        notification_text: 'accepted your invitation to "Orders".',
        url: '/app/projects/p1/team',
        seen_at: seenAt,
        created_at: '2026-11-28T10:00:00.000Z',
      },
    ],
    total: 1,
    unseen_count: seenAt ? 0 : 1,
  };
}

/** A promise the test answers when it says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('useNotifications', () => {
  it('ends with the count after the mark when a read begun before the mark answers after it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const staleRead = deferred<NotificationList>();
    const mark = deferred<never>();
    api.list
      .mockResolvedValueOnce(list(null))
      .mockReturnValueOnce(staleRead.promise)
      .mockResolvedValue(list('2026-11-28T10:01:00.000Z'));
    api.markSeen.mockReturnValue(mark.promise);
    const { result } = renderHook(() => useNotifications(), { wrapper });
    await waitFor(() => expect(result.current.list?.unseen_count).toBe(1));

    act(() => result.current.markOneSeen.mutate('n1'));
    await waitFor(() => expect(result.current.list?.unseen_count).toBe(0));
    // A refetch (a reconnect, a page) starts while the mark is on its way; the server reads the
    // list before the mark commits and answers after it.
    act(() => void client.invalidateQueries({ queryKey: ['notifications'] }));
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
    await act(async () => {
      mark.resolve(list('2026-11-28T10:01:00.000Z').notifications[0] as never);
      await Promise.resolve();
    });
    await act(async () => {
      staleRead.resolve(list(null));
      await staleRead.promise;
    });

    await waitFor(() => expect(result.current.markOneSeen.isSuccess).toBe(true));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.list?.unseen_count).toBe(0);
    expect(result.current.list?.notifications[0]?.seen_at).not.toBeNull();
  });
});
