import type { ChangeEvent, Peer } from '@relata/core';

/**
 * A message fanned out to every node. Every kind is authored by the server: a committed data
 * change, a presence or cursor the server stamped with its sender's identity, or an internal
 * instruction. Nothing a client sent travels here as it was sent.
 */
export type BrokerMessage =
  | { kind: 'change'; channel: string; change: ChangeEvent }
  | {
      kind: 'presence';
      channel: string;
      from: Peer;
      /** The connection that sent it, which does not get its own message back. */
      origin: string;
    }
  | {
      kind: 'cursor';
      channel: string;
      from: Peer;
      origin: string;
      x: number;
      y: number;
      timestamp: number;
    }
  /** Re-check who may stay subscribed to a channel (a membership changed). */
  | { kind: 'recheck'; channel: string }
  /** Some of a user's sessions ended (sign-out, new password): check their connections. */
  | { kind: 'sessions-ended'; userId: string };

/**
 * Carries realtime messages to every server node (including the sender). The hub publishes
 * through the broker and delivers what the broker hands back, so one node and many behave alike.
 */
export interface Broker {
  readonly kind: 'memory' | 'postgres';
  publish(message: BrokerMessage): Promise<void>;
  /** Registers the one receiver of delivered messages; it must not throw. */
  onMessage(handler: (message: BrokerMessage) => void): void;
  close(): Promise<void>;
}

/** The in-process broker for a single node. */
export function createMemoryBroker(onError: (err: unknown) => void): Broker {
  let handler: ((message: BrokerMessage) => void) | undefined;
  return {
    kind: 'memory',
    publish(message) {
      // A copy, as a network broker would hand over, and delivered asynchronously, so that
      // callers never depend on ordering quirks. A copy that fails rejects; a failing receiver
      // is logged: nothing is thrown into the microtask queue, where it would end the process.
      return new Promise<void>((resolve) => {
        const copy = structuredClone(message);
        queueMicrotask(() => {
          try {
            handler?.(copy);
          } catch (err) {
            onError(err);
          }
        });
        resolve();
      });
    },
    onMessage(h) {
      handler = h;
    },
    close() {
      handler = undefined;
      return Promise.resolve();
    },
  };
}
