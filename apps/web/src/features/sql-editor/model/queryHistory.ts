/** The most queries the history keeps; the oldest go first. */
export const HISTORY_MAX = 50;

/** One run of the user's session: the text, when, on which engine, and whether it worked. */
export interface HistoryEntry {
  sql: string;
  at: string;
  engine: string;
  ok: boolean;
}

/** The history's key in local storage: per user and project, so another account sees its own. */
export const historyKey = (userId: string, projectId: string) =>
  `relata.sqlHistory.${userId}.${projectId}`;

/** The stored history, newest first; anything unreadable counts as empty. */
export function readHistory(key: string): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is HistoryEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as HistoryEntry).sql === 'string' &&
        typeof (e as HistoryEntry).at === 'string',
    );
  } catch {
    return [];
  }
}

/** The history with a new run on top; the same text run again moves up instead of repeating. */
export function withRun(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((e) => e.sql !== entry.sql)].slice(0, HISTORY_MAX);
}

/** Keeps the history; a full storage keeps the old one rather than failing the run. */
export function writeHistory(key: string, history: HistoryEntry[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(history));
  } catch {
    // Storage full or disabled: the history of this page still shows.
  }
}
