import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Broker, BrokerMessage } from './broker';

/** The NOTIFY channel all nodes listen on. */
const NOTIFY_CHANNEL = 'relata_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger messages travel by id through a table. */
export const NOTIFY_MAX_BYTES = 7900;
/** How long stored large payloads are kept for slow readers. */
const LARGE_PAYLOAD_TTL_MINUTES = 10;

type Envelope = { m: BrokerMessage } | { ref: string };

/** The channel a message is stored under when it is too large for NOTIFY. */
const channelOf = (m: BrokerMessage) => (m.kind === 'sessions-ended' ? '' : m.channel);

/**
 * Fans messages out between nodes through Postgres LISTEN/NOTIFY. One dedicated connection
 * listens (reconnecting with backoff if it drops); publishing uses the shared pool.
 */
export function createPostgresBroker(opts: {
  connectionString: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
}): Broker & { ready: Promise<void> } {
  const { pool, log } = opts;
  let handler: ((message: BrokerMessage) => void) | undefined;
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = 500;
  let cleanupTimer: NodeJS.Timeout | undefined;

  async function deliver(raw: string) {
    try {
      const envelope = JSON.parse(raw) as Envelope;
      if ('m' in envelope) return handler?.(envelope.m);
      const { rows } = await pool.query<{ payload: BrokerMessage }>(
        'select payload from realtime_events where id = $1',
        [envelope.ref],
      );
      const row = rows[0];
      if (row) handler?.(row.payload);
    } catch (err) {
      log.warn({ err }, 'realtime: could not deliver a notification');
    }
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: opts.connectionString });
    // Handed on in the order they came: one kept in realtime_events is read first, and the
    // notifications after it wait for it.
    let delivering = Promise.resolve();
    client.on('notification', (n) => {
      const payload = n.payload;
      if (n.channel === NOTIFY_CHANNEL && payload)
        delivering = delivering.then(() => deliver(payload));
    });
    client.on('error', (err) => {
      log.warn({ err }, 'realtime: listener connection lost; reconnecting');
      reconnect(client);
    });
    await client.connect();
    await client.query(`listen ${NOTIFY_CHANNEL}`);
    listener = client;
    retryDelay = 500;
  }

  function reconnect(old: pg.Client) {
    if (closed || listener !== old) return;
    listener = undefined;
    void old.end().catch(() => undefined);
    const attempt = () => {
      if (closed) return;
      listen().catch((err: unknown) => {
        log.warn({ err }, 'realtime: listener reconnect failed');
        retryDelay = Math.min(retryDelay * 2, 10_000);
        setTimeout(attempt, retryDelay).unref();
      });
    };
    setTimeout(attempt, retryDelay).unref();
  }

  const ready = listen();
  cleanupTimer = setInterval(() => {
    pool
      .query(
        `delete from realtime_events where created_at < now() - interval '${LARGE_PAYLOAD_TTL_MINUTES} minutes'`,
      )
      .catch(() => undefined);
  }, 60_000);
  cleanupTimer.unref();

  return {
    kind: 'postgres',
    ready,
    async publish(message) {
      let text = JSON.stringify({ m: message } satisfies Envelope);
      if (Buffer.byteLength(text) > NOTIFY_MAX_BYTES) {
        const { rows } = await pool.query<{ id: string }>(
          'insert into realtime_events (channel, payload) values ($1, $2) returning id',
          [channelOf(message), JSON.stringify(message)],
        );
        text = JSON.stringify({ ref: String(rows[0]?.id) } satisfies Envelope);
      }
      await pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, text]);
    },
    onMessage(h) {
      handler = h;
    },
    async close() {
      closed = true;
      clearInterval(cleanupTimer);
      cleanupTimer = undefined;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
