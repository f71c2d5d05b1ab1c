import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_HEARTBEAT_TIMEOUT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  type ChannelMessage,
  type ClientMessage,
  type ServerMessage,
} from '@relata/core';
import { onDemand, type OnDemand } from '../onDemand';
import type { readServerMessage } from './serverMessages';

/**
 * Receives what arrives on one channel: data changes (only ever authored by the server, after a
 * commit) and other members' presence and cursors (stamped by the server with who sent them).
 */
export type ChannelListener = (message: ChannelMessage) => void;

/** Reads a server message (parsed JSON) against the contract; throws when it is off it. */
export type MessageReader = typeof readServerMessage;

/**
 * The app's message reader, loaded (with zod and every record schema) when the first message that
 * needs it arrives: a page that only listens, like the dashboard, shows without it.
 */
export const serverMessageReader: OnDemand<MessageReader> = onDemand(
  async () => (await import('./serverMessages')).readServerMessage,
);

/** Connection states shown to the user (e.g. an "offline" hint). */
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The WebSocket constructor; injectable so the client can be tested without a server. */
export type SocketFactory = (url: string) => WebSocket;

/**
 * One WebSocket to /api/realtime shared by the whole app. It subscribes to channels while
 * anybody listens, sends a heartbeat every 30 s and treats 10 s without an answer as a dead
 * connection, reconnects after 1, 2, 5, then every 10 s, re-subscribes, and tells
 * `onReconnect` listeners so that screens refetch what they show (nothing is missed).
 */
export class RealtimeClient {
  private socket: WebSocket | undefined;
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(s: RealtimeStatus) => void>();
  private readonly lostListeners = new Set<() => void>();
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  /** Messages waiting, in the order they came, for the contract to load. */
  private readonly inbox: unknown[] = [];
  status: RealtimeStatus = 'closed';

  constructor(
    private readonly url: string,
    private readonly createSocket: SocketFactory = (u) => new WebSocket(u),
    private readonly reader: OnDemand<MessageReader> = serverMessageReader,
  ) {}

  /** Opens the connection (once signed in). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes the connection for good (sign-out). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.clearHeartbeat();
    this.socket?.close(1000);
    this.socket = undefined;
    this.everOpened = false;
    this.inbox.length = 0;
    this.setStatus('closed');
  }

  /** Listens to a channel; returns the function that stops listening. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      this.send({ type: 'subscribe', channel });
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(channel);
        this.send({ type: 'unsubscribe', channel });
      }
    };
  }

  /** Says "I am here" on a subscribed channel; the server adds who we are. */
  announce(channel: string): void {
    this.send({ type: 'presence', channel });
  }

  /** Sends one's pointer position on a subscribed channel (the caller throttles to 75 ms). */
  sendCursor(channel: string, x: number, y: number): void {
    this.send({ type: 'cursor', channel, x, y });
  }

  /** Called after every reconnection, so that screens refetch. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /**
   * Called whenever a connection closes or a handshake is refused while the client should be
   * connected. A browser does not tell why, so the app checks its session then: a session that
   * ended elsewhere (logout in another tab, expiry) signs the app out instead of reconnecting
   * for ever.
   */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Called on every status change. */
  onStatus(listener: (s: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private connect(): void {
    this.setStatus('connecting');
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      for (const channel of this.listeners.keys()) this.send({ type: 'subscribe', channel });
      this.startHeartbeat();
      if (reconnected) for (const l of this.reconnectListeners) l();
    };
    socket.onmessage = (e: MessageEvent) => this.receive(e.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.clearHeartbeat();
      this.setStatus('closed');
      this.scheduleReconnect();
      if (!this.stopped) for (const l of this.lostListeners) l();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 10_000;
    this.attempt++;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private startHeartbeat(): void {
    this.clearHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(
        () => this.socket?.close(4000, 'heartbeat timeout'),
        REALTIME_HEARTBEAT_TIMEOUT_MS,
      );
    }, REALTIME_HEARTBEAT_MS);
  }

  private clearHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
  }

  /**
   * Takes one message off the socket. A heartbeat's answer and a subscription's acknowledgement
   * carry nothing to read; every other message is read against the contract, in order, once the
   * contract has loaded.
   */
  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      console.warn('realtime: ignored a malformed message');
      return;
    }
    const type = typeof value === 'object' && value !== null && 'type' in value && value.type;
    if (type === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    if (type === 'subscribed' || type === 'unsubscribed') return;
    this.inbox.push(value);
    this.readInbox();
  }

  private readInbox(): void {
    const read = this.reader.current();
    if (!read) {
      this.reader.preload().then(
        () => this.readInbox(),
        () => {
          // The next message tries the load again; these are lost, as after a lost connection
          // (listeners refetch when the connection comes back).
          this.inbox.length = 0;
          console.warn('realtime: could not load the message contract');
        },
      );
      return;
    }
    for (const value of this.inbox.splice(0)) this.handle(read, value);
  }

  private handle(read: MessageReader, value: unknown): void {
    let message: ServerMessage;
    try {
      message = read(value);
    } catch {
      console.warn('realtime: ignored a malformed message');
      return;
    }
    if (message.type === 'change' || message.type === 'presence' || message.type === 'cursor') {
      for (const l of this.listeners.get(message.channel) ?? []) l(message);
    } else if (message.type === 'error') {
      console.warn(
        `realtime: ${message.code}: ${message.message}${message.channel ? ` (${message.channel})` : ''}`,
      );
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus): void {
    this.status = status;
    for (const l of this.statusListeners) l(status);
  }
}

/** The app's realtime connection, on the same origin as the page. */
export const realtime = new RealtimeClient(
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/api/realtime`,
);
