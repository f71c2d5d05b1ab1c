import { randomUUID } from 'node:crypto';
import {
  REALTIME_HEARTBEAT_MS,
  clientMessageSchema,
  type ChangeEvent,
  type ServerMessage,
} from '@relata/core';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Broker, BrokerMessage } from './broker';

/** Who is behind a realtime connection. */
export interface RealtimeSession {
  userId: string;
  sessionId: string;
}

/** Rules for one kind of channel (`project`, `user`, ...). */
export interface ChannelKind {
  /** May this user subscribe to `<kind>:<id>`? Checked on subscribe and on every recheck. */
  authorize(session: RealtimeSession, id: string): Promise<boolean>;
  /** May this user send this client broadcast (cursors, presence) on it? Default: no. */
  canBroadcast?(session: RealtimeSession, id: string, event: string): Promise<boolean>;
}

/** The event name for data changes published after a commit. */
export const CHANGE_EVENT = 'change';
/** Internal event asking every node to re-check who may stay subscribed to a channel. */
const RECHECK_EVENT = '__recheck';
/** Internal channel telling every node that a user's sessions changed (sign-out, new password). */
const SESSIONS_CHANNEL = '__sessions';
/** A connection may hold at most this many subscriptions. */
const MAX_SUBSCRIPTIONS = 50;

interface Connection {
  id: string;
  socket: WebSocket;
  session: RealtimeSession;
  channels: Set<string>;
  alive: boolean;
}

/**
 * The realtime hub of one node: WebSocket connections, their channel subscriptions, and
 * delivery of broker messages to the subscribers on this node.
 */
export class RealtimeHub {
  private readonly kinds = new Map<string, ChannelKind>();
  private readonly connections = new Set<Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly broker: Broker,
    private readonly log: FastifyBaseLogger,
    private readonly revalidate: (session: RealtimeSession) => Promise<boolean> = () =>
      Promise.resolve(true),
  ) {
    broker.onMessage((m) => this.deliver(m));
    this.heartbeat = setInterval(() => this.beat(), REALTIME_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Declares a channel kind and who may use it. */
  registerChannelKind(kind: string, rules: ChannelKind): void {
    this.kinds.set(kind, rules);
  }

  /** Sends an event to every subscriber of the channel on every node. Call after the write commits. */
  publish(channel: string, event: string, payload: unknown): Promise<void> {
    return this.broker.publish({ channel, event, payload });
  }

  /** Publishes a committed data change `{table, operation, record, old_record}` on a channel. */
  publishChange(channel: string, change: ChangeEvent): Promise<void> {
    return this.publish(channel, CHANGE_EVENT, change);
  }

  /** Asks every node to re-check the subscribers of a channel, e.g. after a membership change. */
  recheck(channel: string): Promise<void> {
    return this.publish(channel, RECHECK_EVENT, null);
  }

  /**
   * Tells every node that some of a user's sessions ended (sign-out, password change or reset,
   * account deletion): their connections are checked at once and those of ended sessions closed
   * with 4401, rather than at the next heartbeat. Call after the change commits.
   */
  sessionsEnded(userId: string): Promise<void> {
    return this.publish(SESSIONS_CHANNEL, 'ended', userId);
  }

  /** Number of open connections on this node. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Takes over an authenticated WebSocket. */
  attach(socket: WebSocket, session: RealtimeSession): void {
    const conn: Connection = {
      id: randomUUID(),
      socket,
      session,
      channels: new Set(),
      alive: true,
    };
    this.connections.add(conn);
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary)
        return this.send(conn, {
          type: 'error',
          code: 'bad_request',
          message: 'Binary messages are not supported.',
        });
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data as ArrayBuffer).toString('utf8');
      void this.handle(conn, text).catch((err: unknown) => {
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

  private async handle(conn: Connection, text: string): Promise<void> {
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
    const msg = parsed.data;
    switch (msg.type) {
      case 'ping':
        return this.send(conn, { type: 'pong' });
      case 'subscribe':
        return this.subscribe(conn, msg.channel);
      case 'unsubscribe':
        this.unsubscribe(conn, msg.channel);
        return this.send(conn, { type: 'unsubscribed', channel: msg.channel });
      case 'broadcast': {
        const allowed =
          conn.channels.has(msg.channel) &&
          (await this.allowed(conn.session, msg.channel, 'broadcast', msg.event));
        // Silently dropped when not allowed: Viewers' cursors are simply not forwarded (spec 2, §6).
        if (allowed)
          await this.broker.publish({
            channel: msg.channel,
            event: msg.event,
            payload: msg.payload,
            origin: conn.id,
          });
        return;
      }
    }
  }

  private async subscribe(conn: Connection, channel: string): Promise<void> {
    if (conn.channels.has(channel)) return this.send(conn, { type: 'subscribed', channel });
    if (conn.channels.size >= MAX_SUBSCRIPTIONS) {
      return this.send(conn, {
        type: 'error',
        channel,
        code: 'rate_limited',
        message: `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection.`,
      });
    }
    if (!(await this.allowed(conn.session, channel, 'subscribe'))) {
      // The same answer for "does not exist" and "not yours", so that existence does not leak.
      return this.send(conn, {
        type: 'error',
        channel,
        code: 'not_found',
        message: 'Channel not found.',
      });
    }
    if (!this.connections.has(conn)) return;
    conn.channels.add(channel);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(conn);
    this.send(conn, { type: 'subscribed', channel });
  }

  private async allowed(
    session: RealtimeSession,
    channel: string,
    what: 'subscribe' | 'broadcast',
    event = '',
  ): Promise<boolean> {
    const sep = channel.indexOf(':');
    const kind = this.kinds.get(channel.slice(0, sep));
    const id = channel.slice(sep + 1);
    if (!kind) return false;
    try {
      if (what === 'subscribe') return await kind.authorize(session, id);
      return kind.canBroadcast ? await kind.canBroadcast(session, id, event) : false;
    } catch (err) {
      this.log.error({ err, channel }, 'realtime: authorization check failed');
      return false;
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
    for (const channel of conn.channels) this.unsubscribe(conn, channel);
  }

  private deliver(m: BrokerMessage): void {
    if (m.channel === SESSIONS_CHANNEL) {
      for (const conn of this.connections)
        if (conn.session.userId === m.payload) this.revalidateOne(conn);
      return;
    }
    const set = this.subscribers.get(m.channel);
    if (!set) return;
    if (m.event === RECHECK_EVENT) {
      for (const conn of set) void this.recheckOne(conn, m.channel);
      return;
    }
    const text = JSON.stringify({
      type: 'event',
      channel: m.channel,
      event: m.event,
      payload: m.payload,
    } satisfies ServerMessage);
    for (const conn of set) {
      if (conn.id !== m.origin && conn.socket.readyState === conn.socket.OPEN)
        conn.socket.send(text);
    }
  }

  private async recheckOne(conn: Connection, channel: string): Promise<void> {
    if (await this.allowed(conn.session, channel, 'subscribe')) return;
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
