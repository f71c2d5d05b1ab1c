import { describe, expect, it } from 'vitest';
import { authorName, expiryText, reasonText, tableCount } from './versionText';

const now = new Date('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3600_000).toISOString();

describe('reasonText', () => {
  it('names why an automatic version was saved', () => {
    expect(reasonText({ automatic: true, reason: 'import' })).toBe('Saved before an import');
    expect(reasonText({ automatic: true, reason: 'ai' })).toBe('Saved before an AI generation');
    expect(reasonText({ automatic: true, reason: 'restore' })).toBe('Saved before a restore');
  });

  it('says nothing for a named version', () => {
    expect(reasonText({ automatic: false, reason: null })).toBeNull();
  });
});

describe('expiryText', () => {
  const automatic = { automatic: true, pinned: false };

  it('counts the days an unpinned automatic version is still kept', () => {
    expect(expiryText({ ...automatic, expires_at: inDays(30) }, now)).toBe('Expires in 30 days');
    expect(expiryText({ ...automatic, expires_at: inDays(30.01) }, now)).toBe('Expires in 30 days');
    expect(expiryText({ ...automatic, expires_at: inDays(1.6) }, now)).toBe('Expires in 2 days');
    expect(expiryText({ ...automatic, expires_at: inDays(1.2) }, now)).toBe('Expires in 1 day');
  });

  it('says "within a day" on its last day', () => {
    expect(expiryText({ ...automatic, expires_at: inDays(0.2) }, now)).toBe('Expires within a day');
  });

  it('keeps a pinned automatic version until unpinned', () => {
    expect(expiryText({ automatic: true, pinned: true, expires_at: null }, now)).toBe(
      'Kept until unpinned',
    );
  });

  it('says nothing for a named version, which never expires', () => {
    expect(expiryText({ automatic: false, pinned: false, expires_at: null }, now)).toBeNull();
  });
});

describe('authorName', () => {
  it('names the author, or a former member once the account is gone', () => {
    expect(authorName({ author: { name: 'Ada Lovelace', image: null } })).toBe('Ada Lovelace');
    expect(authorName({ author: null })).toBe('Former member');
  });
});

describe('tableCount', () => {
  it('counts tables in words', () => {
    expect(tableCount(1)).toBe('1 table');
    expect(tableCount(0)).toBe('0 tables');
  });
});
