import { notificationListSchema, notificationSchema } from '@relata/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import * as notifications from './service';
import type { NotificationDeps } from './service';
import { apiOperations } from '../../http/apiOperation';

const op = apiOperations('notifications');

/** The caller's notifications: newest page with counts, mark one seen, mark all seen. */
export function registerNotificationRoutes(
  root: FastifyInstance,
  deps: NotificationDeps & { auth: Auth },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/notifications',
    {
      schema: {
        ...op.signedIn('listNotifications', "Lists the caller's notifications."),
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return notifications.listNotifications(deps, userId);
    },
  );

  app.post(
    '/api/notifications/:id/seen',
    {
      schema: {
        ...op.signedIn('markNotificationSeen', 'Marks one notification as seen.'),
        params: z.object({ id: z.string().regex(/^\d{1,18}$/, 'is not a notification id') }),
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return notifications.markSeen(deps, userId, request.params.id);
    },
  );

  app.post(
    '/api/notifications/seen-all',
    {
      schema: {
        ...op.signedIn('markAllNotificationsSeen', 'Marks every notification as seen.'),
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => {
      const { userId } = await requireSession(deps.auth, request);
      return { updated: await notifications.markAllSeen(deps, userId) };
    },
  );
}
