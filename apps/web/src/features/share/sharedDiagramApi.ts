import { diagramSchema } from '@relata/core';
import { apiJson } from '../../lib/api/apiClient';
import { asReader, shareHeaders } from './shareApi';

/** Where a link's events stream from (text/event-stream). */
export const SHARE_EVENTS_PATH = '/api/share/events';

/** What an open link's page reads: its diagram, and the events that keep it live. */
export const sharedDiagramApi = {
  diagram: (token: string, grant: string | undefined, signal?: AbortSignal) =>
    apiJson('/api/share/diagram', diagramSchema, asReader(token, grant, signal)),
  /** Opens the link's event stream; the caller reads its body (EventSource sends no headers). */
  events: (token: string, grant: string | undefined, signal: AbortSignal) =>
    fetch(SHARE_EVENTS_PATH, {
      headers: { ...shareHeaders(token, grant), Accept: 'text/event-stream' },
      credentials: 'omit',
      cache: 'no-store',
      signal,
    }),
};
