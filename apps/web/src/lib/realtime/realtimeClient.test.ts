import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from '../onDemand';
import { RealtimeClient, serverMessageReader, type MessageReader } from './realtimeClient';

/** A socket double that records what the client sends and lets the test play the server. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const latest = () => FakeSocket.instances[FakeSocket.instances.length - 1]!;

describe('RealtimeClient', () => {
  let client: RealtimeClient;
  // The app loads the message contract with the first connection; here it is at hand from the start.
  beforeAll(async () => {
    await serverMessageReader.preload();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    client = new RealtimeClient(
      'ws://test/api/realtime',
      (url) => new FakeSocket(url) as unknown as WebSocket,
    );
  });
  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it("subscribes on open and hands the server's changes of the channel to its listeners", () => {
    const got: unknown[] = [];
    client.subscribe('user:u1', (message) => got.push(message));
    client.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);
    const change = {
      table: 'subscriptions',
      operation: 'INSERT',
      record: { user_id: 'u1' },
      old_record: null,
    };
    latest().serverSends({ type: 'change', channel: 'user:u1', change });
    latest().serverSends({ type: 'change', channel: 'user:other', change });
    expect(got).toEqual([{ type: 'change', channel: 'user:u1', change }]);
  });

  it("hands over a change only when its record is its kind's row", () => {
    const got: unknown[] = [];
    client.subscribe('user:u1', (message) => got.push(message));
    client.start();
    latest().open();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const note = {
      id: 'n1',
      name: 'invitation_received',
      notification_text: 'Hello',
      url: null,
      seen_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
      user_id: 'u1',
    };
    const malformed = { ...note, seen_at: 42 };
    const unknownKind = { table: 'secrets', operation: 'INSERT', record: note, old_record: null };
    latest().serverSends({
      type: 'change',
      channel: 'user:u1',
      change: { table: 'notifications', operation: 'INSERT', record: malformed, old_record: null },
    });
    latest().serverSends({ type: 'change', channel: 'user:u1', change: unknownKind });
    expect(got).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    const good = { table: 'notifications', operation: 'INSERT', record: note, old_record: null };
    latest().serverSends({ type: 'change', channel: 'user:u1', change: good });
    expect(got).toEqual([{ type: 'change', channel: 'user:u1', change: good }]);
    warn.mockRestore();
  });

  it('ignores anything but a change, presence or cursor of the known shape', () => {
    const got: unknown[] = [];
    client.subscribe('project:p1', (message) => got.push(message));
    client.start();
    latest().open();
    const deleted = {
      table: 'projects',
      operation: 'DELETE',
      record: null,
      old_record: { id: 'p1' },
    };
    // The generic event another client could once have sent, with a change-shaped payload.
    latest().serverSends({
      type: 'event',
      channel: 'project:p1',
      event: 'change',
      payload: deleted,
    });
    latest().serverSends({
      type: 'event',
      channel: 'project:p1',
      event: 'presence',
      payload: deleted,
    });
    // A presence without its sender, a cursor without coordinates.
    latest().serverSends({ type: 'presence', channel: 'project:p1' });
    latest().serverSends({
      type: 'cursor',
      channel: 'project:p1',
      from: { userId: 'u', username: 'U', color: 'red' },
    });
    expect(got).toEqual([]);
  });

  it('sends presence and cursors as the fixed messages the server accepts', () => {
    client.start();
    latest().open();
    client.announce('project:p1');
    client.sendCursor('project:p1', 10, -4);
    expect(latest().sent).toEqual([
      { type: 'presence', channel: 'project:p1' },
      { type: 'cursor', channel: 'project:p1', x: 10, y: -4 },
    ]);
  });

  it('reports each lost or refused connection, but not its own stop', () => {
    const lost = vi.fn();
    const off = client.onLost(lost);
    client.start();
    latest().close(); // a refused handshake: closed before it opened
    expect(lost).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    latest().open();
    latest().close(); // a dropped connection
    expect(lost).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    latest().open();
    client.stop();
    expect(lost).toHaveBeenCalledTimes(2);
    off();
  });

  it('reconnects after 1, 2, 5 and then every 10 seconds', () => {
    client.start();
    latest().close();
    const waits = [1000, 2000, 5000, 10_000, 10_000];
    for (const wait of waits) {
      const before = FakeSocket.instances.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.instances.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances.length).toBe(before + 1);
      latest().close();
    }
  });

  it('re-subscribes after a reconnect and tells listeners to refetch', () => {
    const refetch = vi.fn();
    client.onReconnect(refetch);
    client.subscribe('user:u1', () => undefined);
    client.start();
    latest().open();
    expect(refetch).not.toHaveBeenCalled();
    latest().close();
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('sends a heartbeat every 30 s and drops a connection that does not answer within 10 s', () => {
    client.start();
    const first = latest();
    first.open();
    vi.advanceTimersByTime(30_000);
    expect(first.sent).toContainEqual({ type: 'ping' });
    first.serverSends({ type: 'pong' });
    vi.advanceTimersByTime(10_000);
    expect(first.readyState).toBe(1);
    vi.advanceTimersByTime(20_000);
    vi.advanceTimersByTime(10_000);
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances.length).toBe(2);
  });

  it('unsubscribes when the last listener of a channel leaves', () => {
    client.start();
    latest().open();
    const off = client.subscribe('user:u1', () => undefined);
    off();
    expect(latest().sent).toEqual([
      { type: 'subscribe', channel: 'user:u1' },
      { type: 'unsubscribe', channel: 'user:u1' },
    ]);
  });
});

describe('RealtimeClient before its message contract has loaded', () => {
  it('connects at once, answers the heartbeat, and reads channel messages in order once the contract is there', async () => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    let loaded: (read: MessageReader) => void = () => undefined;
    let loads = 0;
    const reader = onDemand(() => {
      loads++;
      return new Promise<MessageReader>((done) => (loaded = done));
    });
    const client = new RealtimeClient(
      'ws://test/api/realtime',
      (url) => new FakeSocket(url) as unknown as WebSocket,
      reader,
    );
    const got: unknown[] = [];
    client.subscribe('user:u1', (message) => got.push(message));
    client.start();
    expect(FakeSocket.instances).toHaveLength(1);
    latest().open();
    expect(client.status).toBe('open');
    latest().serverSends({ type: 'subscribed', channel: 'user:u1' });
    // A heartbeat answered without the contract keeps the connection.
    vi.advanceTimersByTime(30_000);
    latest().serverSends({ type: 'pong' });
    vi.advanceTimersByTime(15_000);
    expect(client.status).toBe('open');
    expect(loads).toBe(0);

    const inserted = {
      type: 'change',
      channel: 'user:u1',
      change: {
        table: 'subscriptions',
        operation: 'INSERT',
        record: { user_id: 'u1' },
        old_record: null,
      },
    };
    const deleted = {
      type: 'change',
      channel: 'user:u1',
      change: {
        table: 'subscriptions',
        operation: 'DELETE',
        record: null,
        old_record: { user_id: 'u1' },
      },
    };
    latest().serverSends(inserted);
    latest().serverSends(deleted);
    expect(loads).toBe(1);
    expect(got).toEqual([]);
    loaded((await serverMessageReader.preload()) satisfies MessageReader);
    await reader.preload();
    expect(got).toEqual([inserted, deleted]);
    client.stop();
    vi.useRealTimers();
  });
});
