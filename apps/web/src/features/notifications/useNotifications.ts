import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChanges } from '../../lib/realtime/useRealtime';
import { useSession } from '../../lib/session/useSession';
import {
  applyNotificationChange,
  markAllSeen,
  markSeen,
  type NotificationList,
} from './model/notificationList';
import { notificationsApi } from './notificationsApi';

/** TanStack Query key of the bell's notifications. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

interface Snapshot {
  previous: NotificationList | undefined;
}

/**
 * The bell's notifications (spec 1 §2, §4): the newest 11 with the unseen count, live through the
 * user's realtime channel, with optimistic "mark seen" and "mark all as read" that roll back on
 * failure (failures are only logged, spec 1 §8).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  const query = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => notificationsApi.list(signal),
    enabled: Boolean(userId),
  });

  useChanges(userId ? `user:${userId}` : undefined, (change) => {
    if (change.table !== 'notifications') return;
    const current = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
    const next = current ? applyNotificationChange(current, change) : null;
    if (next) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, next);
    else void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  });

  /** Applies an update at once and remembers the list before it. */
  const applyOptimistically = async (
    update: (list: NotificationList, now: string) => NotificationList,
  ): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
    if (previous) {
      queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, update(previous, new Date().toISOString()));
    }
    return { previous };
  };

  const rollBack = (error: unknown, snapshot: Snapshot | undefined) => {
    console.error('Could not mark notifications as seen', error);
    if (snapshot?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, snapshot.previous);
  };

  // A list read while the mark was on its way (a reconnect's or a page's refetch) may answer after
  // the mark's realtime change with the count from before it: read once more after the mark, which
  // also drops any such read still running.
  const settle = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });

  const markOneSeen = useMutation({
    mutationFn: (id: string) => notificationsApi.markSeen(id),
    meta: { errorToast: false },
    onMutate: (id) => applyOptimistically((list, now) => markSeen(list, id, now)),
    onError: (error, _id, snapshot) => rollBack(error, snapshot),
    onSettled: settle,
  });

  const markEverySeen = useMutation({
    mutationFn: () => notificationsApi.markAllSeen(),
    meta: { errorToast: false },
    onMutate: () => applyOptimistically(markAllSeen),
    onError: (error, _v, snapshot) => rollBack(error, snapshot),
    onSettled: settle,
  });

  return { list: query.data, isPending: query.isPending, markOneSeen, markEverySeen };
}
