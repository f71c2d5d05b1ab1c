import type { ServerResponse } from 'node:http';
import { SHARE_EVENT_CHANGE, SHARE_EVENT_GONE, type ChangeEvent } from '@relata/core';
import type { RealtimeHub } from '../../realtime/hub';
import { changeWithoutSql } from './service';

/** The stored kinds of a diagram whose changes a live link's page receives. */
const DIAGRAM_KINDS: ReadonlySet<ChangeEvent['table']> = new Set([
  'db_entities',
  'db_comments',
  'db_relationships',
  'db_types',
  'db_views',
  'db_extra_sql',
  'db_areas',
  'diagram',
  'diagram_positions',
]);

/** A comment line every so often keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;
/** The longest setTimeout Node.js keeps; a later expiry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Streams one address may hold open on one node at once. */
export const STREAMS_PER_ADDRESS = 20;
/** Streams one node holds open at once. */
export const STREAMS_PER_NODE = 5000;

/** What a stream needs to know of its link. */
export interface StreamedShare {
  id: string;
  project_id: string;
  live: boolean;
  include_sql: boolean;
  expires_at: Date | null;
}

interface Stream {
  share: StreamedShare;
  address: string;
  res: ServerResponse;
  timers: NodeJS.Timeout[];
}

/**
 * The open share pages' event streams of one node (issue 41): every page of a link holds one, so
 * that a revocation, an expiry or the project's deletion reaches it at once (`gone`, then the
 * stream ends); a live link's page also receives the diagram's changes as members do. Changes come
 * from the hub as the broker brings them, so a revocation on another node arrives too. One way:
 * nothing a reader sends reaches the project.
 */
export class ShareStreams {
  private readonly byProject = new Map<string, Set<Stream>>();
  private readonly perAddress = new Map<string, number>();
  private count = 0;
  private readonly stop: () => void;

  constructor(hub: RealtimeHub) {
    this.stop = hub.onBroadcast((channel, change) => this.deliver(channel, change));
  }

  /** Whether one more stream may open for this address (the limits above). */
  canOpen(address: string): boolean {
    return (
      this.count < STREAMS_PER_NODE && (this.perAddress.get(address) ?? 0) < STREAMS_PER_ADDRESS
    );
  }

  /** Takes over a response as a link's event stream until the link goes or the reader leaves. */
  open(share: StreamedShare, address: string, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'x-accel-buffering': 'no',
    });
    res.write(': open\n\n');
    const stream: Stream = { share, address, res, timers: [] };
    this.add(stream);
    stream.timers.push(setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS));
    this.watchExpiry(stream);
    res.on('close', () => this.remove(stream));
  }

  /** Ends every stream (the server is shutting down). */
  close(): void {
    this.stop();
    for (const streams of this.byProject.values())
      for (const stream of streams) {
        this.remove(stream);
        stream.res.end();
      }
  }

  private add(stream: Stream): void {
    let streams = this.byProject.get(stream.share.project_id);
    if (!streams) this.byProject.set(stream.share.project_id, (streams = new Set()));
    streams.add(stream);
    this.perAddress.set(stream.address, (this.perAddress.get(stream.address) ?? 0) + 1);
    this.count++;
  }

  private remove(stream: Stream): void {
    const streams = this.byProject.get(stream.share.project_id);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byProject.delete(stream.share.project_id);
    const left = (this.perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(stream.address, left);
    else this.perAddress.delete(stream.address);
    this.count--;
    for (const timer of stream.timers) clearTimeout(timer);
  }

  /** Says `gone` when the link expires. */
  private watchExpiry(stream: Stream): void {
    const expires = stream.share.expires_at?.getTime();
    if (expires === undefined) return;
    const wait = expires - Date.now();
    stream.timers.push(
      setTimeout(
        () => (wait > MAX_TIMER_MS ? this.watchExpiry(stream) : this.gone(stream)),
        Math.max(0, Math.min(wait, MAX_TIMER_MS)),
      ),
    );
  }

  private gone(stream: Stream): void {
    this.remove(stream);
    stream.res.end(`event: ${SHARE_EVENT_GONE}\ndata: {}\n\n`);
  }

  private deliver(channel: string, change: ChangeEvent): void {
    if (!channel.startsWith('project:')) return;
    const streams = this.byProject.get(channel.slice('project:'.length));
    if (!streams) return;
    // The event as written for links with their SQL, and for those without (null: none sent).
    const texts = new Map<boolean, string | null>();
    const textFor = (includeSql: boolean) => {
      if (!texts.has(includeSql)) {
        const sent = includeSql ? change : changeWithoutSql(change);
        texts.set(
          includeSql,
          sent && `event: ${SHARE_EVENT_CHANGE}\ndata: ${JSON.stringify(sent)}\n\n`,
        );
      }
      return texts.get(includeSql) ?? null;
    };
    for (const stream of [...streams]) {
      if (endsShare(change, stream.share.id)) this.gone(stream);
      else if (stream.share.live && DIAGRAM_KINDS.has(change.table)) {
        const text = textFor(stream.share.include_sql);
        if (text) stream.res.write(text);
      }
    }
  }
}

/** Whether a change ends a link: its revocation, or its project's deletion. */
function endsShare(change: ChangeEvent, shareId: string): boolean {
  if (change.table === 'projects') return change.operation === 'DELETE';
  if (change.table !== 'share_links' || change.operation !== 'DELETE') return false;
  return (change.old_record ?? change.record)?.id === shareId;
}
