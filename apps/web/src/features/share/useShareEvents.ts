import {
  changeEventSchema,
  SHARE_EVENT_CHANGE,
  SHARE_EVENT_GONE,
  type ChangeEvent,
} from '@relata/core';
import { useEffect, useRef } from 'react';
import { readEventStream, type StreamEvent } from './model/eventStream';
import { sharedDiagramApi } from './sharedDiagramApi';

/** The first wait before a dropped event stream is opened again; it doubles at each failure. */
export const EVENTS_RETRY_FIRST_MS = 1000;
/** The longest wait between two tries; a stream open this long starts again at the first wait. */
export const EVENTS_RETRY_MAX_MS = 30_000;

/** What a link's event stream tells its page. */
export interface ShareEventHandlers {
  /** A diagram change of a live link, as members receive it. */
  onChange: (change: ChangeEvent) => void;
  /** The link was revoked or expired (a `gone` event, or a 404). */
  onGone: () => void;
  /** The grant was refused (401): the password is needed again. */
  onLocked: () => void;
  /** The stream is open again after a drop: changes made meanwhile were missed. */
  onReconnect: () => void;
}

/** Reads one event of the stream: a change checked against core's contract, or `gone`. */
function readEvent(event: StreamEvent, handlers: ShareEventHandlers): 'gone' | undefined {
  if (event.event === SHARE_EVENT_GONE) {
    handlers.onGone();
    return 'gone';
  }
  if (event.event !== SHARE_EVENT_CHANGE) return undefined;
  try {
    const change = changeEventSchema.safeParse(JSON.parse(event.data));
    if (change.success) handlers.onChange(change.data);
    else console.warn('A share change off the contract was dropped', change.error);
  } catch (error) {
    console.warn('A share change that is not JSON was dropped', error);
  }
  return undefined;
}

/**
 * Follows a link's event stream (GET /api/share/events) while `enabled`: read with fetch, since
 * EventSource cannot send the link's headers, and opened again with a growing wait when it drops,
 * until the link is gone, the grant is refused, or the page leaves.
 */
export function useShareEvents(
  token: string,
  grant: string | undefined,
  enabled: boolean,
  handlers: ShareEventHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let wait = EVENTS_RETRY_FIRST_MS;
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async () => {
      let openedAt = 0;
      try {
        const response = await sharedDiagramApi.events(token, grant, abort.signal);
        if (response.status === 404) return latest.current.onGone();
        if (response.status === 401) return latest.current.onLocked();
        if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
        if (opened) latest.current.onReconnect();
        opened = true;
        openedAt = Date.now();
        let gone = false;
        await readEventStream(response.body, (event) => {
          if (!gone && readEvent(event, latest.current) === 'gone') gone = true;
        });
        if (gone) return;
      } catch (error) {
        if (abort.signal.aborted) return;
        console.warn('The share event stream dropped', error);
      }
      if (abort.signal.aborted) return;
      if (openedAt > 0 && Date.now() - openedAt >= EVENTS_RETRY_MAX_MS)
        wait = EVENTS_RETRY_FIRST_MS;
      timer = setTimeout(() => void follow(), wait);
      wait = Math.min(wait * 2, EVENTS_RETRY_MAX_MS);
    };
    void follow();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [token, grant, enabled]);
}
