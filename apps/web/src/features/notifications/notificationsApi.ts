import { notificationListSchema, notificationSchema } from '@relata/core';
import { apiJson, apiRequest } from '../../lib/api/apiClient';
import type { NotificationList } from './model/notificationList';

/** The notification endpoints of the server (apps/server/src/modules/notifications). */
export const notificationsApi = {
  list: (signal?: AbortSignal): Promise<NotificationList> =>
    apiJson('/api/notifications', notificationListSchema, signal ? { signal } : {}),
  markSeen: (id: string) =>
    apiJson(`/api/notifications/${encodeURIComponent(id)}/seen`, notificationSchema, {
      method: 'POST',
    }),
  markAllSeen: async (): Promise<void> => {
    await apiRequest('/api/notifications/seen-all', { method: 'POST' });
  },
};
