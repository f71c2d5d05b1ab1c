import type { Notification } from '@relata/core';
import { apiJson, apiRequest, checkedByServer } from '../../lib/api/apiClient';
import type { NotificationList } from './model/notificationList';

/**
 * The notification endpoints of the server (apps/server/src/modules/notifications). The header's
 * bell reads the list on every signed-in page: answers are checked by the server.
 */
export const notificationsApi = {
  list: (signal?: AbortSignal): Promise<NotificationList> =>
    apiJson('/api/notifications', checkedByServer<NotificationList>(), signal ? { signal } : {}),
  markSeen: (id: string) =>
    apiJson(`/api/notifications/${encodeURIComponent(id)}/seen`, checkedByServer<Notification>(), {
      method: 'POST',
    }),
  markAllSeen: async (): Promise<void> => {
    await apiRequest('/api/notifications/seen-all', { method: 'POST' });
  },
};
