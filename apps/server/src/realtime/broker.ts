/** A message fanned out to every node: a channel and the event for its subscribers. */
export interface BrokerMessage {
  channel: string;
  event: string;
  payload: unknown;
  /** The connection that sent a client broadcast, which does not get its own message back. */
  origin?: string;
}

/**
 * Carries realtime messages to every server node (including the sender). The hub publishes
 * through the broker and delivers what the broker hands back, so one node and many behave alike.
 */
export interface Broker {
  readonly kind: 'memory' | 'postgres';
  publish(message: BrokerMessage): Promise<void>;
  /** Registers the one receiver of delivered messages. */
  onMessage(handler: (message: BrokerMessage) => void): void;
  close(): Promise<void>;
}

/** The in-process broker for a single node. */
export function createMemoryBroker(): Broker {
  let handler: ((message: BrokerMessage) => void) | undefined;
  return {
    kind: 'memory',
    publish(message) {
      // Deliver asynchronously, as a network broker would, so that callers never depend on ordering quirks.
      queueMicrotask(() => handler?.(structuredClone(message)));
      return Promise.resolve();
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
