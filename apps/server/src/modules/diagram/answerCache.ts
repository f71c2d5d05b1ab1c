import type { RealtimeHub } from '../../realtime/hub';

/** What the cache holds at most, in characters of JSON (a 10 000-table diagram is about 25 MB). */
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
  private readonly answers = new Map<string, string>();
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

  /** The project's answer: the kept one, or `read`'s, kept if nothing changed meanwhile. */
  async answer(projectId: string, read: () => Promise<string>): Promise<string> {
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
    if (!mine.stale && json.length <= this.maxChars) {
      this.remove(projectId);
      this.answers.set(projectId, json);
      this.chars += json.length;
      for (const [id, old] of this.answers) {
        if (this.chars <= this.maxChars) break;
        this.answers.delete(id);
        this.chars -= old.length;
      }
    }
    return json;
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
    this.chars -= old.length;
  }
}
