import { expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

it('says "Just now" under 30 seconds, then counts units from seconds to years', () => {
  expect(timeAgo(ago(0), now)).toBe('Just now');
  expect(timeAgo(ago(29_999), now)).toBe('Just now');
  expect(timeAgo(ago(30_000), now)).toBe('30 seconds ago');
  expect(timeAgo(ago(60_000), now)).toBe('1 minute ago');
  expect(timeAgo(ago(2 * 3600_000), now)).toBe('2 hours ago');
  expect(timeAgo(ago(24 * 3600_000), now)).toBe('1 day ago');
  expect(timeAgo(ago(14 * 24 * 3600_000), now)).toBe('2 weeks ago');
  expect(timeAgo(ago(61 * 24 * 3600_000), now)).toBe('2 months ago');
  expect(timeAgo(ago(800 * 24 * 3600_000), now)).toBe('2 years ago');
  expect(timeAgo('2026-11-23T11:59:00Z', now)).toBe('1 minute ago');
});
