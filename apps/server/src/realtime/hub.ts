import { randomUUID } from 'node:crypto';
import {
  CURSOR_EVENT,
  CURSOR_INTERVAL_MS,
  REALTIME_HEARTBEAT_MS,
  clientMessageSchema,
  type ChangeEvent,
  type ClientMessage,
  type Peer,
  type ServerMessage,
} from '@relata/core';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Broker, BrokerMessage } from './broker';
import { TokenBucket } from './tokenBucket';

/** Who is behind a realtime connection, from the session: stamped on what the connection sends. */
export interface RealtimeSession extends Peer {
  sessionId: string;
}

/** What a subscriber may send on a channel besides listening. */
export interface ChannelAccess {
  presence: boolean;
  cursor: boolean;
}

/** Rules for one kind of channel (`project`, `user`, ...). */
export interface ChannelKind {
  /**
   * May this user subscribe to `<kind>:<id>`, and what may they send there? Null: no access.
   * Asked on subscribe and when the channel's memberships change, never per message.
   */
  authorize(session: RealtimeSession, id: string): Promise<ChannelAccess | null>;
}

/** A connection may hold at most this many subscriptions. */
const MAX_SUBSCRIPTIONS = 50;
/**
 * Frames a connection may send per second before it is closed (1008). A cursor every 75 ms is
 * about 13 a second, presence and pings a few more; 40 leaves room for bursts.
 */
export const MAX_FRAMES_PER_SECOND = 40;
/** Presence announcements are every 10 s; a few a second absorb reconnects and tab switches. */
const PRESENCE_BURST = 3;
const PRESENCE_PER_SECOND = 2;
/** Close code for a connection that breaks the limits (RFC 6455 policy violation). */
export const POLICY_VIOLATION = 1008;

interface Connection {
  id: string;
  socket: WebSocket;
  session: RealtimeSession;
  /** Subscribed channels and what this connection may send on each. */
  channels: Map<string, ChannelAccess>;
  alive: boolean;
  frames: { windowStart: number; count: number };
  cursors: TokenBucket;
  presence: TokenBucket;
}

/**
 * The realtime hub of one node: WebSocket connections, their channel subscriptions, and
 * delivery of broker messages to the subscribers on this node. Clients may send only presence
 * and cursors (stamped here with who they are); data changes are published by the server after
 * a commit, as messages of a type clients cannot send.
 */
export class RealtimeHub {
  private readonly kinds = new Map<string, ChannelKind>();
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly changeListeners = new Set<(channel: string) => void>();
  private readonly broadcastListeners = new Set<(channel: string, change: ChangeEvent) => void>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly broker: Broker,
    private readonly log: FastifyBaseLogger,
    private readonly revalidate: (session: RealtimeSession) => Promise<boolean> = () =>
      Promise.resolve(true),
    private readonly now: () => number = Date.now,
  ) {
    broker.onMessage((m) => this.deliverSafely(m));
    this.heartbeat = setInterval(() => this.beat(), REALTIME_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Declares a channel kind and who may use it. */
  registerChannelKind(kind: string, rules: ChannelKind): void {
    this.kinds.set(kind, rules);
  }

  /** Publishes a committed data change `{table, operation, record, old_record}` on a channel. */
  publishChange(channel: string, change: ChangeEvent): Promise<void> {
    // This node's listeners hear it at once, before the write's answer leaves: a cache dropped
    // only when the broker brings the message back could answer a read made just after it.
    this.changed(channel);
    return this.broker.publish({ kind: 'change', channel, change });
  }

  /**
   * Calls `listener` with the channel of every committed change: at once for one published on
   * this node, and as the broker brings it for one published on another node (so also a second
   * time for this node's own). Answers a function that stops it.
   */
  onChange(listener: (channel: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Calls `listener` with every committed change as the broker brings it to this node, once per
   * change wherever it was published (share pages' streams follow a project so: issue 41).
   * Answers a function that stops it.
   */
  onBroadcast(listener: (channel: string, change: ChangeEvent) => void): () => void {
    this.broadcastListeners.add(listener);
    return () => this.broadcastListeners.delete(listener);
  }

  private broadcast(channel: string, change: ChangeEvent): void {
    for (const listener of this.broadcastListeners) {
      try {
        listener(channel, change);
      } catch (err) {
        this.log.error({ err }, 'realtime: a broadcast listener failed');
      }
    }
  }

  private changed(channel: string): void {
    for (const listener of this.changeListeners) {
      try {
        listener(channel);
      } catch (err) {
        this.log.error({ err }, 'realtime: a change listener failed');
      }
    }
  }

  /** Asks every node to re-check the subscribers of a channel, e.g. after a membership change. */
  recheck(channel: string): Promise<void> {
    return this.broker.publish({ kind: 'recheck', channel });
  }

  /**
   * Tells every node that some of a user's sessions ended (sign-out, password change or reset,
   * account deletion): their connections are checked at once and those of ended sessions closed
   * with 4401, rather than at the next heartbeat. Call after the change commits.
   */
  sessionsEnded(userId: string): Promise<void> {
    return this.broker.publish({ kind: 'sessions-ended', userId });
  }

  /** Number of open connections on this node. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes over an authenticated WebSocket. */
  attach(socket: WebSocket, session: RealtimeSession): void {
    const at = this.now();
    const conn: Connection = {
      id: randomUUID(),
      socket,
      session,
      channels: new Map(),
      alive: true,
      frames: { windowStart: at, count: 0 },
      cursors: new TokenBucket(2, 1000 / CURSOR_INTERVAL_MS, at),
      presence: new TokenBucket(PRESENCE_BURST, PRESENCE_PER_SECOND, at),
    };
    this.connections.add(conn);
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      // Nothing a client sends may end the process: every failure is answered and logged.
      this.receive(conn, data, isBinary).catch((err: unknown) => {
        this.log.error({ err }, 'realtime: message handling failed');
        this.send(conn, {
          type: 'error',
          code: 'internal',
          message: 'An unexpected error occurred.',
        });
      });
    });
    socket.on('close', () => this.detach(conn));
    socket.on('error', () => this.detach(conn));
  }

  /** Closes every connection and stops the heartbeat (shutdown). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const conn of this.connections) conn.socket.close(1001, 'server shutting down');
    this.connections.clear();
    this.subscribers.clear();
  }

  private async receive(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (!this.countFrame(conn)) return;
    if (isBinary)
      return this.send(conn, {
        type: 'error',
        code: 'bad_request',
        message: 'Binary messages are not supported.',
      });
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.send(conn, {
        type: 'error',
        code: 'bad_request',
        message: 'Messages must be JSON.',
      });
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      return this.send(conn, {
        type: 'error',
        code: 'bad_request',
        message: 'Unknown or malformed message.',
      });
    }
    await this.handle(conn, parsed.data);
  }

  /** Counts a frame; a connection over the limit is closed and its frame ignored. */
  private countFrame(conn: Connection): boolean {
    const now = this.now();
    if (now - conn.frames.windowStart >= 1000) conn.frames = { windowStart: now, count: 0 };
    conn.frames.count++;
    if (conn.frames.count <= MAX_FRAMES_PER_SECOND) return true;
    if (conn.frames.count === MAX_FRAMES_PER_SECOND + 1) {
      this.log.warn({ userId: conn.session.userId }, 'realtime: too many messages; closing');
      conn.socket.close(POLICY_VIOLATION, 'too many messages');
    }
    return false;
  }

  private async handle(conn: Connection, msg: ClientMessage): Promise<void> {
    switch (msg.type) {
      case 'ping':
        return this.send(conn, { type: 'pong' });
      case 'subscribe':
        return this.subscribe(conn, msg.channel);
      case 'unsubscribe':
        this.unsubscribe(conn, msg.channel);
        return this.send(conn, { type: 'unsubscribed', channel: msg.channel });
      case 'presence': {
        // Silently dropped when not allowed or too frequent.
        if (!conn.channels.get(msg.channel)?.presence || !conn.presence.take(this.now())) return;
        return this.broker.publish({ kind: 'presence', ...stamp(conn, msg.channel) });
      }
      case 'cursor': {
        // Viewers' cursors are not forwarded (spec 2 §6), nor more than one per 75 ms.
        if (!conn.channels.get(msg.channel)?.cursor || !conn.cursors.take(this.now())) return;
        const { x, y } = msg;
        return this.broker.publish({
          kind: 'cursor',
          ...stamp(conn, msg.channel),
          x,
          y,
          timestamp: Date.now(),
        });
      }
    }
  }

  private async subscribe(conn: Connection, channel: string): Promise<void> {
    const held = conn.channels.get(channel);
    if (held) return this.send(conn, { type: 'subscribed', channel, access: held });
    if (conn.channels.size >= MAX_SUBSCRIPTIONS) {
      return this.send(conn, {
        type: 'error',
        channel,
        code: 'rate_limited',
        message: `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.`,
      });
    }
    const access = await this.access(conn.session, channel);
    if (!access) {
      // The same answer for "does not exist" and "not yours", so that existence does not leak.
      return this.send(conn, {
        type: 'error',
        channel,
        code: 'not_found',
        message: 'Channel not found.',
      });
    }
    if (!this.connections.has(conn)) return;
    conn.channels.set(channel, access);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(conn);
    this.send(conn, { type: 'subscribed', channel, access });
  }

  private async access(session: RealtimeSession, channel: string): Promise<ChannelAccess | null> {
    const sep = channel.indexOf(':');
    const kind = this.kinds.get(channel.slice(0, sep));
    if (!kind) return null;
    try {
      return await kind.authorize(session, channel.slice(sep + 1));
    } catch (err) {
      this.log.error({ err, channel }, 'realtime: authorization check failed');
      return null;
    }
  }

  private unsubscribe(conn: Connection, channel: string): void {
    conn.channels.delete(channel);
    const set = this.subscribers.get(channel);
    set?.delete(conn);
    if (set?.size === 0) this.subscribers.delete(channel);
  }

  private detach(conn: Connection): void {
    if (!this.connections.delete(conn)) return;
    for (const channel of conn.channels.keys()) this.unsubscribe(conn, channel);
  }

  private deliverSafely(m: BrokerMessage): void {
    try {
      this.deliver(m);
    } catch (err) {
      this.log.error({ err }, 'realtime: delivery failed');
    }
  }

  private deliver(m: BrokerMessage): void {
    if (m.kind === 'change') {
      this.changed(m.channel);
      this.broadcast(m.channel, m.change);
    }
    if (m.kind === 'sessions-ended') {
      for (const conn of this.connections)
        if (conn.session.userId === m.userId) this.revalidateOne(conn);
      return;
    }
    const set = this.subscribers.get(m.channel);
    if (!set) return;
    if (m.kind === 'recheck') {
      for (const conn of set) void this.recheckOne(conn, m.channel);
      return;
    }
    const origin = m.kind === 'change' ? undefined : m.origin;
    const text = JSON.stringify(toServerMessage(m));
    for (const conn of set) {
      if (conn.id !== origin && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(text);
    }
  }

  private async recheckOne(conn: Connection, channel: string): Promise<void> {
    const access = await this.access(conn.session, channel);
    const held = conn.channels.get(channel);
    if (access) {
      // A new role takes effect at once (an Editor made Viewer stops sending cursors).
      if (held && (held.cursor !== access.cursor || held.presence !== access.presence)) {
        conn.channels.set(channel, access);
        this.send(conn, { type: 'subscribed', channel, access });
      }
      return;
    }
    if (!held) return;
    this.unsubscribe(conn, channel);
    this.send(conn, { type: 'unsubscribed', channel, reason: 'access revoked' });
  }

  private beat(): void {
    for (const conn of this.connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        this.detach(conn);
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
      // A signed-out or deleted session ends its connections too.
      this.revalidateOne(conn);
    }
  }

  private revalidateOne(conn: Connection): void {
    this.revalidate(conn.session).then(
      (ok) => {
        if (!ok) conn.socket.close(4401, 'session ended');
      },
      (err: unknown) => this.log.error({ err }, 'realtime: session check failed'),
    );
  }

  private send(conn: Connection, message: ServerMessage): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }
}

/** Who sent a presence or cursor, from the connection's session, never from the message. */
function stamp(conn: Connection, channel: string) {
  const { userId, username, color } = conn.session;
  return { channel, from: { userId, username, color }, origin: conn.id };
}

/** The message subscribers receive for a change, presence or cursor. */
function toServerMessage(
  m: Extract<BrokerMessage, { kind: 'change' | 'presence' | 'cursor' }>,
): ServerMessage {
  switch (m.kind) {
    case 'change':
      return { type: 'change', channel: m.channel, change: m.change };
    case 'presence':
      return { type: 'presence', channel: m.channel, from: m.from };
    case 'cursor':
      return {
        type: 'cursor',
        channel: m.channel,
        event: CURSOR_EVENT,
        from: m.from,
        x: m.x,
        y: m.y,
        timestamp: m.timestamp,
      };
  }
}
