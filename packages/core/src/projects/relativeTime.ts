/** Below this age a time reads "Just now" (spec 1 §9). */
export const JUST_NOW_MS = 30_000;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "Just now" under 30 seconds, then "45 seconds ago", "3 minutes ago", ... "2 years ago" (spec 1 §2). */
export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(then).getTime();
  if (ms < JUST_NOW_MS) return 'Just now';
  const [unit, size] = UNITS.find(([, size]) => ms >= size) ?? ['second', 1000];
  const value = Math.floor(ms / size);
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}
