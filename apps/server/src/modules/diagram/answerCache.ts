import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RealtimeHub } from '../../realtime/hub';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A kept answer: its JSON, and the JSON compressed for each encoding asked so far. */
interface Answer {
  json: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The encodings a kept answer is compressed in, in the order they are preferred. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** The first of our encodings an `Accept-Encoding` header accepts (any q but 0), if any. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return ENCODINGS.find((e) => accepted.has(e) || accepted.has('*'));
}

/**
 * What the cache holds at most, in characters of JSON (a 10 000-table diagram is about 25 MB); its
 * compressed copies are about a tenth of that again.
 */
export const DIAGRAM_CACHE_CHARS = 64 * 1024 * 1024;

/**
 * The JSON of each project's whole diagram as GET /diagram answers it, kept on this node until
 * the project changes (issue 21, item 5: reading and serializing 10 000 tables takes seconds).
 * Every write of a project publishes a change on its channel after the commit, and the hub tells
 * the cache at once for this node's writes and as the broker brings them for other nodes'. A read
 * under way when a change comes is not kept (it may hold the diagram from before). The least
 * recently used answers leave when the whole is over `maxChars`.
 */
export class DiagramAnswerCache {
  private readonly answers = new Map<string, Answer>();
  /** The reads under way, by project, each marked when a change came meanwhile. */
  private readonly reading = new Map<string, Set<{ stale: boolean }>>();
  private chars = 0;

  constructor(
    hub: Pick<RealtimeHub, 'onChange'>,
    private readonly maxChars = DIAGRAM_CACHE_CHARS,
  ) {
    hub.onChange((channel) => {
      if (channel.startsWith('project:')) this.drop(channel.slice('project:'.length));
    });
  }

  /** The project's answer as JSON: the kept one, or `read`'s, kept if nothing changed meanwhile. */
  async answer(projectId: string, read: () => Promise<string>): Promise<string> {
    return (await this.entry(projectId, read)).json;
  }

  /**
   * The project's answer compressed for `encoding`: compressed once (brotli at quality 1 as the
   * compression plugin, http/compression.ts; gzip at its default level) and kept with it, so later
   * reads send the bytes as they are.
   */
  async compressed(
    projectId: string,
    encoding: Encoding,
    read: () => Promise<string>,
  ): Promise<Buffer> {
    const entry = await this.entry(projectId, read);
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(entry.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
          : gzip(entry.json);
      entry.encoded.set(encoding, bytes);
      // A failed compression is not kept.
      bytes.catch(() => entry.encoded.delete(encoding));
    }
    return bytes;
  }

  private async entry(projectId: string, read: () => Promise<string>): Promise<Answer> {
    const kept = this.answers.get(projectId);
    if (kept !== undefined) {
      // Most recently used last.
      this.answers.delete(projectId);
      this.answers.set(projectId, kept);
      return kept;
    }
    const mine = { stale: false };
    const under = this.reading.get(projectId) ?? new Set();
    this.reading.set(projectId, under.add(mine));
    let json: string;
    try {
      json = await read();
    } finally {
      under.delete(mine);
      if (under.size === 0) this.reading.delete(projectId);
    }
    const entry: Answer = { json, encoded: new Map() };
    if (!mine.stale && json.length <= this.maxChars) {
      this.remove(projectId);
      this.answers.set(projectId, entry);
      this.chars += json.length;
      for (const [id, old] of this.answers) {
        if (this.chars <= this.maxChars) break;
        this.answers.delete(id);
        this.chars -= old.json.length;
      }
    }
    return entry;
  }

  /** Forgets a project's answer and any read under way (its diagram or access changed). */
  drop(projectId: string): void {
    for (const read of this.reading.get(projectId) ?? []) read.stale = true;
    this.remove(projectId);
  }

  private remove(projectId: string): void {
    const old = this.answers.get(projectId);
    if (old === undefined) return;
    this.answers.delete(projectId);
    this.chars -= old.json.length;
  }
}
