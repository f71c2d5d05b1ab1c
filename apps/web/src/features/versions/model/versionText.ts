import { timeAgo, type VersionReason, type VersionSummary } from '@relata/core';

/** Why an automatic version was saved, as its list entry says it (issue 19, item 1). */
export const VERSION_REASON_TEXT: Record<VersionReason, string> = {
  import: 'Saved before an import',
  ai: 'Saved before an AI generation',
  restore: 'Saved before a restore',
  sync: 'Saved before taking changes from a database',
  push: 'Saved before a push of a schema file',
};

/** The author of a version whose account is gone (the version stays). */
export const FORMER_MEMBER = 'Former member';

const DAY_MS = 24 * 3600_000;

/** The reason line of an automatic version, or null for a named one. */
export function reasonText(version: Pick<VersionSummary, 'automatic' | 'reason'>): string | null {
  if (!version.automatic) return null;
  return version.reason ? VERSION_REASON_TEXT[version.reason] : 'Saved automatically';
}

/**
 * When an automatic version stops being kept (30 days unless pinned, issue 19 item 1): "Expires
 * in 12 days", "Expires within a day", "Kept until unpinned" when pinned; null for a named version.
 */
export function expiryText(
  version: Pick<VersionSummary, 'automatic' | 'pinned' | 'expires_at'>,
  now: Date = new Date(),
): string | null {
  if (!version.automatic) return null;
  if (version.pinned) return 'Kept until unpinned';
  if (!version.expires_at) return null;
  const left = new Date(version.expires_at).getTime() - now.getTime();
  if (left <= DAY_MS) return 'Expires within a day';
  // Rounded: a version saved a moment ago reads "30 days" even when the server's clock is ahead.
  const days = Math.round(left / DAY_MS);
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}

/** Who saved a version, for its avatar and line. */
export function authorName(version: Pick<VersionSummary, 'author'>): string {
  const name = version.author?.name.trim() ?? '';
  return name === '' ? FORMER_MEMBER : name;
}

/** "3 minutes ago" for the time a version was saved. */
export function savedAgo(version: Pick<VersionSummary, 'created_at'>, now?: Date): string {
  return timeAgo(version.created_at, now);
}

/** The full local date and time of a version, for the relative time's tooltip. */
export function savedAt(version: Pick<VersionSummary, 'created_at'>): string {
  return new Date(version.created_at).toLocaleString();
}

/** "1 table", "12 tables". */
export function tableCount(count: number): string {
  return `${count} table${count === 1 ? '' : 's'}`;
}
