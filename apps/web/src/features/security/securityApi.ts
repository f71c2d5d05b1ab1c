import {
  accountEventPageSchema,
  accountSessionListSchema,
  endedSessionsSchema,
  okSchema,
  projectEventPageSchema,
  type AccountEvent,
  type AccountSession,
  type ProjectEvent,
} from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';

/** A page of events and the cursor of the next one (null on the last page). */
export interface EventPage<E> {
  events: E[];
  next_before: string | null;
}

const page = (before: string | undefined) =>
  before ? `?before=${encodeURIComponent(before)}` : '';
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The audit endpoints of the server (apps/server/src/modules/audit), one function each. */
export const securityApi = {
  events: (before?: string, signal?: AbortSignal): Promise<EventPage<AccountEvent>> =>
    apiJson(`/api/account/security${page(before)}`, accountEventPageSchema, withSignal(signal)),
  sessions: async (signal?: AbortSignal): Promise<AccountSession[]> =>
    (await apiJson('/api/account/sessions', accountSessionListSchema, withSignal(signal))).sessions,
  endSession: async (sessionId: string): Promise<void> => {
    await apiJson(`/api/account/sessions/${encodeURIComponent(sessionId)}`, okSchema, {
      method: 'DELETE',
    });
  },
  endOtherSessions: async (): Promise<number> =>
    (
      await apiJson('/api/account/sessions/end-others', endedSessionsSchema, {
        method: 'POST',
        body: {},
      })
    ).ended,
  projectEvents: (
    projectId: string,
    before?: string,
    signal?: AbortSignal,
  ): Promise<EventPage<ProjectEvent>> =>
    apiJson(
      `/api/projects/${encodeURIComponent(projectId)}/audit${page(before)}`,
      projectEventPageSchema,
      withSignal(signal),
    ),
};
