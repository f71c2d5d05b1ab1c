import type { ChangeEvent } from '@relata/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtime, type ChannelListener } from './realtimeClient';

/**
 * Keeps the realtime connection open while a user is signed in, and refetches every query
 * after a reconnection so that nothing published meanwhile is missed.
 */
export function useRealtimeConnection(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    realtime.start();
    const off = realtime.onReconnect(() => void queryClient.invalidateQueries());
    return () => {
      off();
      realtime.stop();
    };
  }, [signedIn, queryClient]);
}

/** Listens to one channel while the component is mounted; the latest listener is always used. */
export function useChannel(channel: string | undefined, listener: ChannelListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, (message) => latest.current(message));
  }, [channel]);
}

/**
 * Listens to the data changes published on a channel: only the server's change messages, never
 * anything another client sent, whatever its shape.
 */
export function useChanges(
  channel: string | undefined,
  listener: (change: ChangeEvent) => void,
): void {
  useChannel(channel, (message) => {
    if (message.type === 'change') listener(message.change);
  });
}
