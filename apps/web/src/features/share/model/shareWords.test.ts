import type { ShareLink } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { embedCode } from './embedCode';
import { dialectName, embeddingWords, goneWords, shareFacts } from './shareWords';

const now = new Date('2026-12-10T12:00:00.000Z');
const link: ShareLink = {
  id: 's1',
  name: 'Client review',
  prefix: 'Ab3dEf',
  created_at: '2026-12-03T10:00:00.000Z',
  expires_at: null,
  has_password: false,
  include_sql: false,
  live: false,
  embed: 'none',
  embed_origins: [],
  created_by: { id: 'u1', name: 'Ada Lovelace' },
  last_opened_at: null,
};

describe('the words of a share link', () => {
  it('says who made it, when, its expiry, and each of its settings', () => {
    expect(shareFacts(link, now)).toEqual({
      made: ['Ab3dEf…', 'Created by Ada Lovelace', 'Created Dec 3, 2026', 'Expires: Never'],
      settings: [
        'Password: no',
        'SQL and exports: not included',
        'Live: no',
        'Embedding: Off',
        'Never opened',
      ],
    });
    const other = shareFacts(
      {
        ...link,
        created_by: null,
        expires_at: '2026-12-09T10:00:00.000Z',
        has_password: true,
        include_sql: true,
        live: true,
        embed: 'origins',
        embed_origins: ['https://a.example.com', 'https://b.example.com'],
        last_opened_at: '2026-12-10T11:57:00.000Z',
      },
      now,
    );
    expect(other.made.slice(1)).toEqual([
      'Created by a former member',
      'Created Dec 3, 2026',
      'Expired: Dec 9, 2026',
    ]);
    expect(other.settings).toEqual([
      'Password: yes',
      'SQL and exports: included',
      'Live: yes',
      'Embedding: https://a.example.com, https://b.example.com',
      'Last opened 3 minutes ago',
    ]);
    expect(embeddingWords({ embed: 'any', embed_origins: [] })).toBe('Any site');
  });

  it("names the dialect, and splits SHARE_GONE into the gone screen's heading and line", () => {
    expect(dialectName('postgresql')).toBe('PostgreSQL');
    expect(dialectName('oracle')).toBe('oracle');
    expect(goneWords()).toEqual({
      heading: 'This link is gone',
      detail: 'It was revoked or it expired.',
    });
  });

  it('writes the embed snippet with its address and title made safe in attributes', () => {
    expect(embedCode('https://relata.example.com/embed/abc', 'Shop "v2" <main>')).toBe(
      '<iframe src="https://relata.example.com/embed/abc" width="100%" height="600" style="border:0" title="Shop &quot;v2&quot; &lt;main&gt;"></iframe>',
    );
  });
});
